/* Where the platform lives in the workspace: the one place outside platform/ that knows it. */
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

/** The platform's folder (sources, ace, node-flags.json). */
export const platformRoot = fileURLToPath(new URL('../../../platform/', import.meta.url))

/** The platform's production build (`node scripts/sceau.mjs build`); benches take BENCH_BUILD, another copy inside platform/, to compare two builds. */
export const platformBuild = join(platformRoot, process.env.BENCH_BUILD ?? 'build')

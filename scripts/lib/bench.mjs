/* pnpm bench: builds, then runs every package's "bench" script (each prints its figures and ratios). */
import { ensureBuild } from './build.mjs'
import { run as exec } from './process.mjs'

export async function run() {
  await ensureBuild()
  const { code } = await exec('pnpm', ['-r', '--workspace-concurrency=1', '--if-present', 'run', 'bench'])
  return code
}

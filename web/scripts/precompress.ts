/*
 * Vite plugin: after the build, writes a brotli (.br) and a gzip (.gz) copy next to every text asset,
 * so the platform sends them as they are (Content-Encoding) instead of compressing on each request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files worth compressing; source maps are left out (only developer tools fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 512

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else yield path
  }
}

/** Compresses every text file of `dir`; returns how many were written. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0
  const work: Promise<void>[] = []
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue
    work.push(
      (async () => {
        const bytes = await readFile(path)
        if (bytes.length < MIN_BYTES) return
        const [br, gz] = await Promise.all([
          brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
          gzipAsync(bytes, { level: 9 }),
        ])
        // A copy that is not smaller would only cost a lookup.
        if (br.length < bytes.length) await writeFile(`${path}.br`, br)
        if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz)
        count++
      })()
    )
  }
  await Promise.all(work)
  return count
}

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'sceau:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const count = await precompressDir(outDir)
      this.info(`${count} files precompressed (brotli and gzip)`)
    },
  }
}

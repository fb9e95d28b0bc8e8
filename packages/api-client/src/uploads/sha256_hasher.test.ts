import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const PAGE = '<!doctype html><script type="module">import * as hashing from "/page.js"; Object.assign(globalThis, hashing)</script>'

// The hashing worker as it runs in the browsers it ships to: bundled, in Debian's Chromium.
describe('createFileHasher in Chromium', () => {
  let server: Server
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const source = (path: string) => fileURLToPath(new URL(path, import.meta.url))
    const bundle = await build({
      entryPoints: { page: source('./sha256_hasher.ts'), worker: source('./sha256_worker.ts') },
      bundle: true,
      format: 'esm',
      write: false,
      outdir: '/',
    })
    const files = Object.fromEntries(bundle.outputFiles.map((file) => [file.path, file.text]))
    server = createServer((request, response) => {
      if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE)
      const body = files[request.url!]
      if (body === undefined) return response.writeHead(404).end()
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
    page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.waitForFunction(() => 'createFileHasher' in globalThis)
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    server?.close()
  })

  it('gives node:crypto digests through the Worker, for several files at once, with a byte stream to read', async () => {
    const sizes = [0, 3, 256 * 1024 + 1, 9 * 1024 * 1024 + 5]
    const result = await page.evaluate(async (sizes) => {
      const { createFileHasher, sha256OfBlob } = globalThis as unknown as typeof import('./sha256_hasher.js')
      const fileOf = (size: number) => new File([new Uint8Array(size).map((_, i) => (i * 7) % 256)], `f${size}`)
      const hasher = createFileHasher(() => new Worker('/worker.js', { type: 'module' }))
      const digests = await Promise.all(sizes.map((size) => hasher.hash(String(size), fileOf(size))))
      hasher.close()
      return {
        digests,
        onPage: await sha256OfBlob(fileOf(1000)),
        byob: (() => {
          try {
            return fileOf(1).stream().getReader({ mode: 'byob' }) !== null
          } catch {
            return false
          }
        })(),
      }
    }, sizes)
    const expected = (size: number) =>
      createHash('sha256')
        .update(new Uint8Array(size).map((_, i) => (i * 7) % 256))
        .digest('hex')
    expect(result.digests).toEqual(sizes.map(expected))
    expect(result.onPage).toBe(expected(1000))
    expect(result.byob).toBe(true)
  }, 60_000)
})

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { chromiumPresent, launchBrowser } from '@sceau/testing/chromium'
import { needs } from '@sceau/testing/requirements'

const entry = fileURLToPath(new URL('./browser/entry.ts', import.meta.url))

// The library promises browsers as well as Node: bundle it for the web and run it in Debian's Chromium.
const chromium = needs('proof browser test', [chromiumPresent()])

describe(`in a browser (Chromium)`, () => {
  it('hashes, timestamps, verifies, builds and checks a bundle with WebCrypto only', async () => {
    chromium.assertPresent()
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      build: { write: false, minify: false, lib: { entry, formats: ['es'], fileName: 'proof' } },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output: Array<{ type: string; code?: string }> }>
    const code = outputs[0]!.output.find((o) => o.type === 'chunk')!.code!
    expect(code).not.toMatch(/from ["']node:/)
    const server = createServer((req, res) => {
      if (req.url === '/proof.js') {
        res.setHeader('content-type', 'text/javascript')
        res.end(code)
      } else {
        res.setHeader('content-type', 'text/html')
        res.end('<!doctype html><title>proof</title>')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      await page.goto(`${base}/`)
      // A string, not a function: vitest would rewrite import() inside a function body.
      const out = (await page.evaluate(`import('${base}/proof.js').then((m) => m.run())`)) as Record<string, unknown>
      expect(out).toMatchObject({ timestamp: true, merkle: true, securityHash: true, bundle: true, usesNodeBuffer: false })
      expect(out.sha256).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      await browser.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  }, 60_000)
})

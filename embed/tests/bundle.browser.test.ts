// @vitest-environment node
/*
 * The built script as a third-party site uses it: a page on one origin loads dist/sceau-deposit.js
 * from the "platform" origin, which also answers the public embed route, in Debian's Chromium.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumPresent, launchBrowser } from '@sceau/testing/chromium'
import { file, needs } from '@sceau/testing/requirements'

const BUNDLE = fileURLToPath(new URL('../dist/sceau-deposit.js', import.meta.url))
const SUMMARY = {
  fileName: 'statuts-signés.pdf',
  sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  depositedAt: '2025-06-30T12:00:00Z',
  certificateToken: 'Q9wErTy8UiOp',
}

const chromiumAndBundle = needs('embed browser test', [chromiumPresent(), file(BUNDLE, 'pnpm --filter @sceau/embed build')])

function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler)
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }))
  )
}

describe.skipIf(chromiumAndBundle.skip)(`dist/sceau-deposit.js in Chromium${chromiumAndBundle.skip ? ` (skipped: ${chromiumAndBundle.skip})` : ''}`, () => {
  let browser: Browser
  let platform: { server: Server; origin: string }
  let site: { server: Server; origin: string }
  const methods: string[] = []

  beforeAll(async () => {
    chromiumAndBundle.assertPresent()
    platform = await listen((request, response) => {
      methods.push(request.method ?? '')
      response.setHeader('Access-Control-Allow-Origin', '*')
      if (request.url === '/sceau-deposit.js') {
        response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(readFileSync(BUNDLE))
      } else if (request.url === '/api/v2/consignment/embed/emb_1') {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(SUMMARY))
      } else {
        const body = { error: { code: 'E_NOT_FOUND', message: 'Not found' } }
        response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      }
    })
    site = await listen((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
        <html lang="en"><head><script type="module" src="${platform.origin}/sceau-deposit.js"></script></head>
        <body><sceau-deposit id="found" deposit="emb_1"></sceau-deposit>
        <sceau-deposit id="missing" deposit="nope" lang="it"></sceau-deposit></body></html>`)
    })
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    platform?.server.close()
    site?.server.close()
  })

  it('renders the badge from the platform it was loaded from, across origins, without a preflight', async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(site.origin)

    const found = page.locator('#found')
    await expect.poll(() => found.locator('section').count()).toBe(1)
    await expect.poll(() => found.locator('.date').textContent()).toBe('Deposited on June 30, 2025')
    expect(await found.locator('dd.file').textContent()).toBe('statuts-signés.pdf')
    expect(await found.locator('code').textContent()).toBe('e3b0c442…7852b855')
    expect(await found.locator('a').getAttribute('href')).toBe(`${platform.origin}/en/certificate/Q9wErTy8UiOp`)
    await expect.poll(() => page.locator('#missing [role=status]').textContent()).toContain('Questo deposito non è stato trovato.')

    expect(methods).not.toContain('OPTIONS')
    expect(errors).toEqual([])
    await page.close()
  })
})

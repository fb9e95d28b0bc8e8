// @vitest-environment node
/*
 * The built files as a third-party site uses them, in Debian's Chromium: a page on one origin loads
 * the classic script or the module from the "platform" origin (with their SRI hashes from
 * dist/manifest.json), which also answers the public embed route. A file is hashed by the verifier,
 * fetched with its SRI hash and run from a Blob URL, in a Blob URL worker; a verifier whose bytes
 * differ from the hash written in the badge is refused.
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumPresent, launchBrowser } from '@sceau/testing/chromium'
import { file, needs } from '@sceau/testing/requirements'

const DIST = fileURLToPath(new URL('../dist/', import.meta.url))
const CONTENT = 'The original file\n'
const SUMMARY = {
  fileName: 'statuts-signés.pdf',
  // SHA-256 of CONTENT.
  sha256: 'b4d1ff8dbe8f2e1b3f2ec1e4f8ea1d4e1da10f0f9c9ae7e1735cc3c88e6c7d19',
  size: CONTENT.length,
  depositedAt: '2025-06-30T12:00:00Z',
  certificateToken: 'Q9wErTy8UiOp',
  number: 'D-2025-000003',
  state: 'protected',
  qualified: false,
  tsa: 'Sceau embedded TSA',
  anchor: { state: 'pending' },
}

const chromiumAndBundle = needs('embed browser test', [chromiumPresent(), file(`${DIST}manifest.json`, 'pnpm --filter @sceau/embed build')])

function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler)
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }))
  )
}

describe(`the built widget in Chromium`, { timeout: 30_000 }, () => {
  let browser: Browser
  let platform: { server: Server; origin: string }
  let site: { server: Server; origin: string }
  const methods: string[] = []
  let manifest: { files: Record<'module' | 'classic' | 'verifier', { file: string; integrity: string }> }

  beforeAll(async () => {
    chromiumAndBundle.assertPresent()
    manifest = JSON.parse(readFileSync(`${DIST}manifest.json`, 'utf8'))
    SUMMARY.sha256 = await sha256Hex(CONTENT)
    platform = await listen((request, response) => {
      methods.push(request.method ?? '')
      response.setHeader('Access-Control-Allow-Origin', '*')
      // /w/0.2.0/ serves the build; /tampered/ the same badge next to a verifier with one byte changed.
      const served = /^\/(w\/[0-9.]+|tampered)\/([a-z.-]+\.js)$/.exec(request.url ?? '')
      if (served) {
        let body = readFileSync(DIST + served[2])
        if (served[1] === 'tampered' && served[2] === manifest.files.verifier.file) body = Buffer.concat([body, Buffer.from('\n')])
        response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(body)
      } else if (request.url === '/api/v2/consignment/embed/emb_1') {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(SUMMARY))
      } else {
        const body = { error: { code: 'E_NOT_FOUND', message: 'Not found' } }
        response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
      }
    })
    site = await listen((request, response) => {
      const { module, classic } = manifest.files
      const script =
        request.url === '/module'
          ? `<script type="module" src="${platform.origin}/w/0.2.0/${module.file}" integrity="${module.integrity}" crossorigin="anonymous"></script>`
          : `<script src="${platform.origin}/${request.url === '/tampered' ? 'tampered' : 'w/0.2.0'}/${classic.file}" integrity="${classic.integrity}" crossorigin="anonymous"></script>`
      // /csp: the Content-Security-Policy the README asks of a site, and nothing more.
      // /csp-no-wasm: the same without 'wasm-unsafe-eval' (hashing falls back from hash-wasm to plain JS).
      const wasm = request.url === '/csp' ? " 'wasm-unsafe-eval'" : ''
      const csp = `default-src 'none'; script-src ${platform.origin} blob:${wasm}; worker-src blob:; connect-src ${platform.origin}`
      const policy = request.url?.startsWith('/csp') ? { 'Content-Security-Policy': csp } : {}
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...policy }).end(`<!doctype html>
        <html lang="en"><head>${script}</head>
        <body><sceau-deposit id="found" deposit="emb_1"></sceau-deposit>
        <sceau-deposit id="missing" deposit="nope" lang="it" size="banner"></sceau-deposit></body></html>`)
    })
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    platform?.server.close()
    site?.server.close()
  })

  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(site.origin + path)
    return { page, errors }
  }

  async function verifyFile(page: Page, name: string, content: string) {
    await page.locator('#found input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(content) })
  }

  for (const kind of ['classic', 'module'] as const) {
    it(`${kind}: renders the badge from the platform it was loaded from, across origins, without a preflight`, async () => {
      const { page, errors } = await open(kind === 'module' ? '/module' : '/classic')
      const workers: string[] = []
      page.on('worker', (worker) => workers.push(worker.url()))
      const found = page.locator('#found')
      await expect.poll(() => found.locator('.date').textContent()).toBe('Deposited on June 30, 2025')
      expect(await found.locator('dd.file').textContent()).toBe('statuts-signés.pdf')
      expect(await found.locator('.qualification').getAttribute('data-qualified')).toBe('no')
      expect(await found.locator('a[part=link]').getAttribute('href')).toBe(`${platform.origin}/en/certificate/Q9wErTy8UiOp`)
      await expect.poll(() => page.locator('#missing [role=status]').textContent()).toContain('Questo deposito non è stato trovato.')

      await found.getByRole('button', { name: 'Verify a file' }).click()
      await verifyFile(page, 'statuts.pdf', CONTENT)
      await expect.poll(() => found.locator('.file-check').getAttribute('data-match')).toBe('identical')
      await verifyFile(page, 'statuts-modifiés.pdf', CONTENT.replace('o', '0'))
      await expect.poll(() => found.locator('.file-check').getAttribute('data-match')).toBe('different')
      expect(await found.locator('.file-check').textContent()).toContain('statuts-modifiés.pdf is not the deposited file')

      // Hashed in a worker started from a Blob URL (a cross-origin worker URL is not allowed).
      expect(workers.length).toBeGreaterThan(0)
      expect(workers.every((url) => url.startsWith('blob:'))).toBe(true)
      expect(methods).not.toContain('OPTIONS')
      expect(errors).toEqual([])
      await page.close()
    })
  }

  for (const wasm of [true, false]) {
    it(`works under the Content-Security-Policy the README documents${wasm ? '' : ', even without WebAssembly'}`, async () => {
      const { page, errors } = await open(wasm ? '/csp' : '/csp-no-wasm')
      const violations: string[] = []
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text())
      })
      const found = page.locator('#found')
      await found.getByRole('button', { name: 'Verify a file' }).click()
      await verifyFile(page, 'statuts.pdf', CONTENT)
      await expect.poll(() => found.locator('.file-check').getAttribute('data-match')).toBe('identical')
      if (wasm) expect(violations).toEqual([])
      expect(errors).toEqual([])
      await page.close()
    })
  }

  it('theme="auto" follows the system colour scheme, "dark" is dark anyway', async () => {
    const { page } = await open('/module')
    const found = page.locator('#found')
    await expect.poll(() => found.locator('.date').count()).toBe(1)
    const background = () => found.locator('section.badge').evaluate((badge) => getComputedStyle(badge).backgroundColor)
    expect(await background()).toBe('rgb(255, 255, 255)')
    await found.evaluate((badge) => badge.setAttribute('theme', 'auto'))
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(background).toBe('rgb(15, 23, 42)')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(background).toBe('rgb(255, 255, 255)')
    await found.evaluate((badge) => badge.setAttribute('theme', 'dark'))
    await expect.poll(background).toBe('rgb(15, 23, 42)')
    await page.close()
  })

  it('a drop on the drop zone is hashed too', async () => {
    const { page } = await open('/classic')
    const found = page.locator('#found')
    await found.getByRole('button', { name: 'Verify a file' }).click()
    await found.locator('.drop').evaluate((zone, content) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([content], 'dropped.pdf'))
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }))
    }, CONTENT)
    await expect.poll(() => found.locator('.file-check').getAttribute('data-match')).toBe('identical')
    await page.close()
  })

  it('refuses a verifier whose bytes are not the ones the badge was built with', async () => {
    const { page } = await open('/tampered')
    const found = page.locator('#found')
    await found.getByRole('button', { name: 'Verify the proof' }).click()
    await expect.poll(() => found.locator('[data-verifier]').getAttribute('data-verifier')).toBe('failed')
    expect(await found.locator('[data-verifier]').textContent()).toBe('The verifier could not be loaded.')
    await page.close()
  })
})

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Buffer.from(digest).toString('hex')
}

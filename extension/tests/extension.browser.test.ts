// @vitest-environment node
/// <reference types="chrome" />
/*
 * The built extension (build/chrome-mv3-prod) loaded unpacked in Debian's Chromium: the service
 * worker starts, the popup renders, storage and a real captureVisibleTab work end to end.
 */
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Worker } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumPresent } from '@sceau/testing/chromium'
import { file, needs } from '@sceau/testing/requirements'
import en from '../locales/en.json'
import es from '../locales/es.json'
import fr from '../locales/fr.json'
import it_ from '../locales/it.json'
import pt from '../locales/pt.json'

const BUILD = fileURLToPath(new URL('../build/chrome-mv3-prod', import.meta.url))
const CATALOGUES = { fr, en, es, it: it_, pt }

const chromiumAndBuild = needs('extension browser test', [chromiumPresent(), file(join(BUILD, 'manifest.json'), 'pnpm --filter @sceau/extension build')])

const temporary: string[] = []

async function launch(extensionDir: string): Promise<{ context: BrowserContext; worker: Worker; id: string }> {
  const profile = mkdtempSync(join(tmpdir(), 'sceau-extension-profile-'))
  temporary.push(profile)
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  })
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  return { context, worker, id: new URL(worker.url()).host }
}

/** The popup's language as the popup itself picks it (the browser UI language, French otherwise). */
function catalogueFor(uiLanguage: string) {
  const primary = uiLanguage.toLowerCase().split(/[-_]/)[0]
  return CATALOGUES[primary as keyof typeof CATALOGUES] ?? CATALOGUES.fr
}

describe.skipIf(chromiumAndBuild.skip)(`build/chrome-mv3-prod in Chromium${chromiumAndBuild.skip ? ` (skipped: ${chromiumAndBuild.skip})` : ''}`, () => {
  let site: Server
  let pageUrl: string

  beforeAll(async () => {
    chromiumAndBuild.assertPresent()
    site = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end('<!doctype html><title>Statuts de la société</title><h1 style="color:#1d4ed8">Article 1</h1>')
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/statuts`
  })

  afterAll(() => {
    site?.close()
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
  })

  // Launching Chromium takes seconds on a loaded 2-core machine: each test gets 30 s.
  it('starts its service worker with the manifest it was built with, and renders the popup', async () => {
    const { context, worker, id } = await launch(BUILD)
    try {
      const manifest = await worker.evaluate(() => chrome.runtime.getManifest())
      expect(manifest).toMatchObject({
        manifest_version: 3,
        name: 'Sceau',
        default_locale: 'fr',
        permissions: ['activeTab', 'storage'],
        content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'" },
        background: { service_worker: expect.any(String) },
        action: { default_popup: 'popup.html' },
      })

      const popup = await context.newPage()
      const errors: string[] = []
      popup.on('pageerror', (error) => errors.push(error.message))
      await popup.goto(`chrome-extension://${id}/popup.html`)
      const t = catalogueFor(await popup.evaluate(() => chrome.i18n.getUILanguage()))
      await expect.poll(() => popup.getByRole('heading', { name: t['tab.heading'] }).count()).toBe(1)
      await expect.poll(() => popup.getByText(t['account.disconnected']).count()).toBe(1)
      // The popup opened as a tab shows itself: an extension page, which browsers do not let anyone capture.
      expect(await popup.getByText(`chrome-extension://${id}/popup.html`).count()).toBe(1)
      expect(await popup.getByRole('button', { name: t['capture.button'] }).isDisabled()).toBe(true)

      // The account line follows extension storage.
      await worker.evaluate(() => chrome.storage.local.set({ 'sceau.accessToken': 'sct_from_test' }))
      await expect.poll(() => popup.getByText(t['account.connected']).count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 30_000)

  it('captures the visible tab as a PNG and shows its SHA-256', async () => {
    // activeTab is granted by a click on the toolbar button, which headless Chromium cannot make:
    // a copy of the build holds <all_urls> instead, the shipped manifest stays as it is.
    const copy = mkdtempSync(join(tmpdir(), 'sceau-extension-build-'))
    temporary.push(copy)
    cpSync(BUILD, copy, { recursive: true })
    const manifestPath = join(copy, 'manifest.json')
    writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), host_permissions: ['<all_urls>'] }))

    const { context, worker, id } = await launch(copy)
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto(pageUrl)
      // The popup in a background tab of the same window: the page stays the active, visible tab.
      const opened = context.waitForEvent('page')
      await worker.evaluate(async (url) => {
        const [active] = await chrome.tabs.query({ active: true, lastFocusedWindow: true })
        await chrome.tabs.create({ url, active: false, windowId: active.windowId })
      }, `chrome-extension://${id}/popup.html`)
      const popup = await opened
      const t = catalogueFor(await popup.evaluate(() => chrome.i18n.getUILanguage()))

      await expect.poll(() => popup.getByText('Statuts de la société').count()).toBe(1)
      expect(await popup.getByText(pageUrl).count()).toBe(1)
      // A background tab gets no animation frames, which Playwright's click waits for: dispatch the click.
      await popup.getByRole('button', { name: t['capture.button'] }).dispatchEvent('click')

      const hash = popup.locator('code.hash')
      await expect.poll(() => hash.count(), { timeout: 10_000 }).toBe(1)
      const preview = await popup.getByRole('img', { name: t['capture.preview'] }).getAttribute('src')
      expect(preview).toMatch(/^data:image\/png;base64,/)
      const png = Buffer.from(preview!.split(',')[1], 'base64')
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(await hash.textContent()).toBe(createHash('sha256').update(png).digest('hex'))
      expect(await popup.getByText(t['capture.local']).count()).toBe(1)
    } finally {
      await context.close()
    }
  }, 30_000)
})

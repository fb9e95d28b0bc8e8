// @vitest-environment node
/// <reference types="chrome" />
/*
 * The built extension (build/chrome-mv3-prod) loaded unpacked in Debian's Chromium: the service
 * worker starts, the popup renders; pairing with a stand-in instance, a capture of a local page
 * through chrome.debugger, the tus upload and the deposit run end to end.
 */
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumPresent } from '@sceau/testing/chromium'
import { file, needs } from '@sceau/testing/requirements'
import { PRICE, startStandIn } from './standInSceau'
import { LAZY_IMAGE, SITE_COOKIES, SITE_FILES, SITE_TITLE, startTestSite } from './testSite'
import { readWacz } from '@sceau/capture'
import type { CapsuleStartInput } from '../../plugins/capsules/shared/types'
import en from '../locales/en.json'
import es from '../locales/es.json'
import fr from '../locales/fr.json'
import it_ from '../locales/it.json'
import pt from '../locales/pt.json'

const BUILD = fileURLToPath(new URL('../build/chrome-mv3-prod', import.meta.url))
const CATALOGUES = { fr, en, es, it: it_, pt }

const chromiumAndBuild = needs('extension browser test', [chromiumPresent(), file(join(BUILD, 'manifest.json'), 'pnpm --filter @sceau/extension build')])

/** "Capture and deposit" once the price is quoted, then the price question's confirm button (clicks dispatched: a background tab gets no frames). */
async function captureAtPrice(popup: Page, t: Record<string, string>) {
  const capture = popup.getByRole('button', { name: t['capture.button'] })
  await expect.poll(() => capture.isDisabled()).toBe(false)
  await capture.dispatchEvent('click')
  const confirm = popup.getByRole('button', { name: new RegExp(`^${t['price.confirm']!.split('{price}')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
  await expect.poll(() => confirm.count()).toBe(1)
  await confirm.dispatchEvent('click')
}

const temporary: string[] = []
const servers: Server[] = []

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

describe(`build/chrome-mv3-prod in Chromium`, () => {
  beforeAll(() => {
    chromiumAndBuild.assertPresent()
  })

  afterAll(() => {
    for (const server of servers) server.close()
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
        permissions: ['activeTab', 'storage', 'debugger', 'scripting'],
        optional_host_permissions: ['https://*/*', 'http://*/*'],
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
      expect(await popup.getByRole('button', { name: t['account.connect'] }).count()).toBe(1)
      // The popup opened as a tab shows itself: an extension page, which browsers do not let anyone capture.
      expect(await popup.getByText(`chrome-extension://${id}/popup.html`).count()).toBe(1)
      expect(await popup.getByRole('button', { name: t['capture.button'] }).isDisabled()).toBe(true)

      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  }, 30_000)

  it('pairs through the pairing page, records a local page through the debugger, deposits the WACZ and screenshot, and shows the deposit number', async () => {
    // The user grants the instance's origin when pairing (optional_host_permissions); headless
    // Chromium cannot click that prompt, so a copy of the build holds 127.0.0.1 already.
    const copy = mkdtempSync(join(tmpdir(), 'sceau-extension-build-'))
    temporary.push(copy)
    cpSync(BUILD, copy, { recursive: true })
    const manifestPath = join(copy, 'manifest.json')
    writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), host_permissions: ['http://127.0.0.1/*'] }))
    const site = await startTestSite()
    const sceau = await startStandIn('sct_paired')
    servers.push(site.server, sceau.server)

    const { context, worker, id } = await launch(copy)
    try {
      await worker.evaluate((instance) => chrome.storage.local.set({ 'sceau.instance': instance }), sceau.origin)
      // Pairing: the instance's page posts the token; the background checks it with GET /users/me.
      const pairing = await context.newPage()
      await pairing.goto(`${sceau.origin}/app/integrations?pair=extension`)
      await expect
        .poll(() => worker.evaluate(() => chrome.storage.local.get(null)), { timeout: 10_000 })
        .toMatchObject({
          'sceau.accessToken': 'sct_paired',
          'sceau.accountName': 'Ada Lovelace',
        })

      const page = context.pages()[0]
      await page.goto(site.pageUrl)
      await expect.poll(() => page.locator('#price').textContent()).toBe('12,00 € par mois')
      const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0].id!, site.pageUrl)
      // The popup page in a background tab of the same window, aimed at the page's tab.
      const opened = context.waitForEvent('page')
      await worker.evaluate(
        async ({ url, tabId }) => {
          const tab = await chrome.tabs.get(tabId)
          await chrome.tabs.create({ url, active: false, windowId: tab.windowId })
        },
        { url: `chrome-extension://${id}/popup.html?tabId=${tabId}`, tabId }
      )
      const popup = await opened
      const uiLanguage = await popup.evaluate(() => chrome.i18n.getUILanguage())
      const t = catalogueFor(uiLanguage)
      await expect.poll(() => popup.getByText(t['account.connectedAs'].replace('{name}', 'Ada Lovelace')).count()).toBe(1)
      expect(await popup.getByText(SITE_TITLE).count()).toBe(1)
      site.requested.length = 0
      // A background tab gets no animation frames, which Playwright's click waits for: dispatch the click.
      await captureAtPrice(popup, t)
      const number = t['job.depositNumber'].replace('{number}', '2026-000007')
      await expect.poll(() => popup.getByText(number).count(), { timeout: 30_000 }).toBe(1)
      // The capture's page in the user's language (French at the root, the others under their prefix).
      const prefix = t === fr ? '' : `/${uiLanguage.slice(0, 2)}`
      expect(await popup.getByRole('link', { name: t['job.open'] }).getAttribute('href')).toBe(`${sceau.origin}${prefix}/app/integrations/capsules/cap_1`)

      // The page was reloaded and every resource fetched again (cache off), the lazy image too: the
      // capture scrolled the page to it (the user did not).
      expect(site.requested).toEqual(expect.arrayContaining(Object.keys(SITE_FILES)))
      expect(site.requested).toContain(LAZY_IMAGE)
      const [start] = sceau.starts as unknown as CapsuleStartInput[]
      expect(start).toMatchObject({ url: site.pageUrl, title: SITE_TITLE, browser: expect.stringMatching(/^\S.* \d+$/), priceCents: PRICE.cents })
      const wacz = sceau.files.get(start.wacz.name)!
      const png = sceau.files.get(start.screenshot.name)!
      expect(start.wacz).toEqual({ name: start.wacz.name, size: wacz.length, sha256: createHash('sha256').update(wacz).digest('hex') })
      expect(start.screenshot.sha256).toBe(createHash('sha256').update(png).digest('hex'))
      expect(sceau.completed).toEqual(['cap_1'])

      // The WACZ: warcinfo, a request and a response per resource with the served bodies' digests.
      const contents = await readWacz(new Uint8Array(wacz))
      expect(contents.records[0].type).toBe('warcinfo')
      for (const [path, [, body]] of Object.entries(SITE_FILES)) {
        const url = `${site.origin}${path}`
        expect(contents.records.filter((record) => record.type === 'request' && record.url === url)).toHaveLength(1)
        const response = contents.records.find((record) => record.type === 'response' && record.url === url)
        expect(response, url).toMatchObject({ status: 200, payloadDigest: `sha256:${createHash('sha256').update(body).digest('hex')}` })
      }
      // The full page, beyond the window's height (as it is once its lazy image loaded).
      const { pageHeight, ratio } = await page.evaluate(() => ({ pageHeight: document.documentElement.scrollHeight, ratio: devicePixelRatio }))
      expect(png.readUInt32BE(20)).toBe(Math.round(pageHeight * ratio))
      expect(start.screenshot.height).toBe(png.readUInt32BE(20))
      expect(pageHeight).toBeGreaterThan(2600)
      expect(Buffer.from(contents.screenshot!).equals(png)).toBe(true)
      // The browser held the page's cookies (Set-Cookie and its script's): the archive holds none of them.
      const cookies = await context.cookies(site.origin)
      expect(cookies.map((cookie) => cookie.value).sort()).toEqual([SITE_COOKIES.script, SITE_COOKIES.server].sort())
      for (const cookie of cookies) expect(wacz.includes(cookie.value), cookie.name).toBe(false)

      // The token revoked on the instance: the popup asks to connect again.
      sceau.validTokens.clear()
      await popup.reload()
      await expect.poll(() => popup.getByText(t['account.revoked']).count()).toBe(1)
    } finally {
      await context.close()
    }
  }, 90_000)
  it('goes on with the capture when the popup is closed in the middle of it, and shows the job when the popup opens again', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'sceau-extension-build-'))
    temporary.push(copy)
    cpSync(BUILD, copy, { recursive: true })
    const manifestPath = join(copy, 'manifest.json')
    writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), host_permissions: ['http://127.0.0.1/*'] }))
    const site = await startTestSite()
    const sceau = await startStandIn('sct_paired')
    servers.push(site.server, sceau.server)
    const { context, worker, id } = await launch(copy)
    try {
      await worker.evaluate((instance) => chrome.storage.local.set({ 'sceau.instance': instance, 'sceau.accessToken': 'sct_paired' }), sceau.origin)
      const page = context.pages()[0]
      await page.goto(site.pageUrl)
      const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0].id!, site.pageUrl)
      const openPopup = async () => {
        const opened = context.waitForEvent('page')
        await worker.evaluate(
          async ({ url, tabId }) => {
            const tab = await chrome.tabs.get(tabId)
            await chrome.tabs.create({ url, active: false, windowId: tab.windowId })
          },
          { url: `chrome-extension://${id}/popup.html?tabId=${tabId}`, tabId }
        )
        return opened
      }
      const popup = await openPopup()
      const t = catalogueFor(await popup.evaluate(() => chrome.i18n.getUILanguage()))
      await expect.poll(() => popup.getByText(t['account.connectedAs'].replace('{name}', 'Ada Lovelace')).count()).toBe(1)
      // The page's fetch is held: the capture is under way (attached, page reloaded) and cannot end yet.
      const { held, release } = site.holdFetch()
      await captureAtPrice(popup, t)
      await held
      await popup.close()
      release()
      // Without the popup, the background records, uploads and completes the capsule.
      await expect.poll(() => sceau.completed, { timeout: 30_000 }).toEqual(['cap_1'])
      const again = await openPopup()
      const number = t['job.depositNumber'].replace('{number}', '2026-000007')
      await expect.poll(() => again.getByText(number).count(), { timeout: 30_000 }).toBe(1)
      expect(await again.getByRole('button', { name: t['capture.button'] }).isDisabled()).toBe(false)
    } finally {
      await context.close()
    }
  }, 60_000)
})

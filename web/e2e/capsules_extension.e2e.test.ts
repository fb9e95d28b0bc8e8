/*
 * The browser extension end to end (issue 12), in Chromium against the production build: the built
 * unpacked extension (extension/build/chrome-mv3-prod) is paired through the web app's
 * /app/integrations?pair=extension, records a local page (HTML, CSS, images, a script's fetch)
 * through chrome.debugger, and deposits it. The capsule shows in the web app; its WACZ parses
 * (warcio, through @sceau/capture's reader) with a request and a response for every resource and
 * correct payload digests; the screenshot is as tall as the page; openssl ts -verify checks the
 * deposit's timestamp over the WACZ; a revoked token makes the popup ask to connect again.
 * Needs `node scripts/sceau.mjs build` and `pnpm --filter @sceau/extension build`.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_ENV, CHROMIUM_PATH } from '@sceau/testing/chromium'
import { readWacz } from '../../packages/capture/src/index.ts'
import { LAZY_IMAGE, SITE_COOKIES, SITE_FILES, SITE_TITLE, startTestSite } from '../../extension/tests/testSite.ts'
import en from '../../extension/locales/en.json'
import { signUpPremium } from './support/accounts'
import { startPlatform, type RunningPlatform } from './support/platform'

/* The extension APIs this test calls inside the extension's service worker (web has no @types/chrome). */
declare const chrome: {
  storage: { local: { set(items: Record<string, unknown>): Promise<void>; get(key: string): Promise<Record<string, unknown>> } }
  tabs: {
    query(query: { url?: string; active?: boolean; lastFocusedWindow?: boolean }): Promise<{ id?: number; windowId?: number }[]>
    create(properties: { url: string; active: boolean; windowId?: number }): Promise<unknown>
  }
}

const run = promisify(execFile)
const EXTENSION_BUILD = fileURLToPath(new URL('../../extension/build/chrome-mv3-prod', import.meta.url))

let platform: RunningPlatform
let site: { server: Server; origin: string; pageUrl: string }
let context: BrowserContext
let worker: Worker
let extensionId: string
let page: Page
let dir: string
const pageErrors: string[] = []

beforeAll(async () => {
  if (!existsSync(join(EXTENSION_BUILD, 'manifest.json'))) throw new Error(`${EXTENSION_BUILD} is missing: run \`pnpm --filter @sceau/extension build\``)
  dir = mkdtempSync(join(tmpdir(), 'sceau-e2e-capsules-extension-'))
  site = await startTestSite()
  platform = await startPlatform()
  // The user grants the instance's origin when pairing (optional_host_permissions); headless
  // Chromium cannot click that prompt, so a copy of the build holds 127.0.0.1 already.
  const extension = join(dir, 'extension')
  cpSync(EXTENSION_BUILD, extension, { recursive: true })
  const manifestPath = join(extension, 'manifest.json')
  writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), host_permissions: ['http://127.0.0.1/*'] }))
  context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extension}`, `--load-extension=${extension}`, '--lang=en-GB'],
    env: CHROMIUM_ENV,
    locale: 'en-GB',
    acceptDownloads: true,
  })
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  extensionId = new URL(worker.url()).host
  page = context.pages()[0] ?? (await context.newPage())
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

afterAll(async () => {
  if (process.env.E2E_LOGS) console.log(platform?.logs())
  await context?.close()
  await platform?.stop()
  site?.server.close()
  await rm(dir, { recursive: true, force: true })
})

const xsrf = async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
const headers = async () => ({ 'x-xsrf-token': await xsrf(), accept: 'application/json' })
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** The popup page in a tab of its own; with a tabId it captures that tab. */
async function openPopup(options: { tabId?: number; active: boolean }) {
  const opened = context.waitForEvent('page', (candidate) => candidate.url().startsWith(`chrome-extension://${extensionId}/popup.html`))
  await worker.evaluate(
    async ({ url, active }) => {
      const [current] = await chrome.tabs.query({ lastFocusedWindow: true, active: true })
      await chrome.tabs.create({ url, active, windowId: current?.windowId })
    },
    { url: `chrome-extension://${extensionId}/popup.html${options.tabId === undefined ? '' : `?tabId=${options.tabId}`}`, active: options.active }
  )
  const popup = await opened
  popup.on('pageerror', (error) => pageErrors.push(`popup: ${error.message}`))
  return popup
}

describe('the extension captures a page and deposits it with the platform', () => {
  let capsuleId: string

  it('is paired through the web app without typing a password', async () => {
    await signUpPremium(platform, page)
    await worker.evaluate((instance) => chrome.storage.local.set({ 'sceau.instance': instance }), platform.url)
    const popup = await openPopup({ active: true })
    const pairingOpened = context.waitForEvent('page', (candidate) => candidate.url().includes('pair=extension'))
    await popup.getByRole('button', { name: en['account.connect'] }).click()
    const pairing = await pairingOpened
    // The web app's pairing screen (in the account's language or French): a token made for the extension.
    await pairing.getByRole('button', { name: /^(Connect the extension|Connecter l’extension)$/ }).click()
    await expect
      .poll(() => worker.evaluate(() => chrome.storage.local.get('sceau.accountName')), { timeout: 20_000 })
      .toEqual({ 'sceau.accountName': 'Ada Lovelace' })
    const tokens = await page.request.get(`${platform.url}/api/v2/users/me/tokens`, { headers: await headers() })
    expect(((await tokens.json()) as { tokens: { name: string }[] }).tokens.map((token) => token.name)).toEqual([expect.stringMatching(/^Sceau extension/)])
    await popup.reload()
    await expect.poll(() => popup.getByText(en['account.connectedAs'].replace('{name}', 'Ada Lovelace')).count()).toBe(1)
    await pairing.close()
    await popup.close()
  })

  it('records the local page through the debugger and deposits it, showing the deposit number', async () => {
    await page.goto(site.pageUrl)
    await expect.poll(() => page.locator('#price').textContent()).toBe('12,00 € par mois')
    const tabId = await worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0].id!, site.pageUrl)
    await page.bringToFront()
    const popup = await openPopup({ tabId, active: false })
    await expect.poll(() => popup.getByText(SITE_TITLE).count()).toBe(1)
    await expect.poll(() => popup.getByText(en['account.connectedAs'].replace('{name}', 'Ada Lovelace')).count()).toBe(1)
    // The deposit price the platform quotes (the paid plan's 3.20 € for 3 years), confirmed before anything is captured.
    // A background tab gets no animation frames, which Playwright's click waits for: dispatch the clicks.
    await expect.poll(() => popup.getByText('Deposit price: €3.20 for 3 years, for a capture up to 10 MB.').count()).toBe(1)
    await popup.getByRole('button', { name: en['capture.button'] }).dispatchEvent('click')
    await popup.getByRole('button', { name: 'Capture and deposit for €3.20' }).dispatchEvent('click')
    const link = popup.getByRole('link', { name: en['job.open'] })
    await expect.poll(() => link.count(), { timeout: 60_000 }).toBe(1)
    capsuleId = (await link.getAttribute('href'))!.split('/').pop()!
    // In the user's language (the browser's, English here): the English pages are under /en.
    expect(await link.getAttribute('href')).toBe(`${platform.url}/en/app/integrations/capsules/${capsuleId}`)
    await expect.poll(() => popup.locator('.deposit-number').count(), { timeout: 60_000 }).toBe(1)
    expect(await popup.locator('.deposit-number').textContent()).toMatch(/^Deposit no\. \S+$/)
    await popup.close()
  })

  it('shows in the web app; its WACZ holds every resource, its screenshot the whole page, and its timestamp verifies', async () => {
    await page.goto(`${platform.url}/en/app/integrations/capsules/${capsuleId}`)
    await expect.poll(() => page.getByText(site.pageUrl).count()).toBeGreaterThan(0)

    let capsule: { state: string; depositId: string | null; wacz: { sha256: string } | null; url: string; title: string } | null = null
    await expect
      .poll(
        async () => {
          capsule = await (await page.request.get(`${platform.url}/api/v2/capsules/${capsuleId}`, { headers: await headers() })).json()
          return capsule!.state
        },
        { timeout: 60_000, interval: 1000 }
      )
      .toBe('protected')
    expect(capsule!).toMatchObject({ url: site.pageUrl, title: SITE_TITLE })

    const wacz = await (await page.request.get(`${platform.url}/api/v2/capsules/${capsuleId}/wacz`)).body()
    expect(sha256(wacz)).toBe(capsule!.wacz!.sha256)
    const contents = await readWacz(new Uint8Array(wacz))
    expect(contents.records[0].type).toBe('warcinfo')
    for (const [path, [, body]] of Object.entries(SITE_FILES)) {
      const url = `${site.origin}${path}`
      expect(contents.records.filter((record) => record.type === 'request' && record.url === url)).toHaveLength(1)
      expect(contents.records.find((record) => record.type === 'response' && record.url === url)).toMatchObject({
        status: 200,
        payloadDigest: `sha256:${sha256(body)}`,
      })
    }

    // The lazy image came in because the extension scrolled the page (nobody else did).
    expect(contents.records.some((record) => record.type === 'response' && record.url === `${site.origin}${LAZY_IMAGE}`)).toBe(true)
    // No cookie the browser had, the page's (Set-Cookie and script) nor Sceau's own session on the same host, is in the archive.
    const cookies = await context.cookies()
    expect(cookies.map((cookie) => cookie.value)).toEqual(expect.arrayContaining([SITE_COOKIES.server, SITE_COOKIES.script]))
    // Every value long enough to be a secret (a locale cookie's "en" is in any archive's bytes).
    const secrets = cookies.filter((cookie) => cookie.value.length >= 12)
    expect(secrets.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['site_session', 'script_token']))
    for (const cookie of secrets) expect(wacz.includes(cookie.value), cookie.name).toBe(false)

    const screenshot = await (await page.request.get(`${platform.url}/api/v2/capsules/${capsuleId}/screenshot`)).body()
    const capturedPage = await context.newPage()
    await capturedPage.goto(site.pageUrl)
    const { height, ratio } = await capturedPage.evaluate(() => ({ height: document.documentElement.scrollHeight, ratio: devicePixelRatio }))
    await capturedPage.close()
    expect(height).toBeGreaterThan(2600)
    expect(screenshot.readUInt32BE(20)).toBe(Math.round(height * ratio))

    // The deposit's proof folder: openssl checks its RFC 3161 timestamp over the WACZ's bytes.
    const deposit = (await (
      await page.request.get(`${platform.url}/api/v2/consignment/deposits/${capsule!.depositId}`, { headers: await headers() })
    ).json()) as {
      files: { id: string; name: string; sha256: string | null }[]
    }
    const file = deposit.files.find((candidate) => candidate.sha256 === sha256(wacz))!
    expect(file.name).toMatch(/\.wacz$/)
    const proof = await page.request.get(`${platform.url}/api/v2/consignment/deposits/${capsule!.depositId}/files/${file.id}/proof`)
    expect(proof.status()).toBe(200)
    await writeFile(join(dir, 'proof.zip'), await proof.body())
    await run('python3', ['-m', 'zipfile', '-e', join(dir, 'proof.zip'), join(dir, 'proof')])
    await writeFile(join(dir, 'capture.wacz'), wacz)
    const ts = await run('openssl', ['ts', '-verify', '-in', 'timestamp.tsr', '-data', join(dir, 'capture.wacz'), '-CAfile', 'tsa-chain.pem'], {
      cwd: join(dir, 'proof'),
    })
    expect(ts.stdout).toContain('Verification: OK')
    expect(await readFile(join(dir, 'proof', 'SHA256SUMS'), 'utf8')).toContain(sha256(wacz))
  })

  it('asks to connect again once the token is revoked from the account', async () => {
    const { tokens } = (await (await page.request.get(`${platform.url}/api/v2/users/me/tokens`, { headers: await headers() })).json()) as {
      tokens: { id: string }[]
    }
    for (const token of tokens)
      expect((await page.request.delete(`${platform.url}/api/v2/users/me/tokens/${token.id}`, { headers: await headers() })).status()).toBe(204)
    const popup = await openPopup({ active: true })
    await expect.poll(() => popup.getByText(en['account.revoked']).count()).toBe(1)
    expect(pageErrors).toEqual([])
  })
})

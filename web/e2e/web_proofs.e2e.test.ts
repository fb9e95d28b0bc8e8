/*
 * Server-side web proofs through the screens (issue 12), in Chromium against the production build:
 * an administrator of a paid organisation enters a local page's address on /app/screenshots/new
 * (the platform runs with WEB_PROOF_ALLOW_PRIVATE=true to reach 127.0.0.1), the detail follows the
 * capture until it is protected, shows the whole-page screenshot, the WACZ's files and downloads;
 * the WACZ parses with a response for every resource; the deposit's page and public certificate
 * show the captured address. Needs `node scripts/sceau.mjs build`.
 */
import { createHash } from 'node:crypto'
import type { Server } from 'node:http'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '@sceau/testing/chromium'
import { readWacz } from '../../packages/capture/src/index.ts'
import { SITE_COOKIES, SITE_FILES, startTestSite } from '../../extension/tests/testSite.ts'
import { startPlatform, type RunningPlatform } from './support/platform'

const PASSWORD = 'Correct-horse-9'

let platform: RunningPlatform
let browser: Browser
let context: BrowserContext
let page: Page
let site: { server: Server; origin: string; pageUrl: string }
const pageErrors: string[] = []

beforeAll(async () => {
  site = await startTestSite()
  platform = await startPlatform({ env: { WEB_PROOF_ALLOW_PRIVATE: 'true' } })
  browser = await launchBrowser()
  context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
}, 120_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await platform?.stop()
  await new Promise((resolve) => site?.server.close(resolve))
})

/** A JSON call from the page, with its session cookie and CSRF header. */
async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? ''
      )
      const answer = await fetch(`/api/v2${path}`, {
        method,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: answer.status, body: await answer.json().catch(() => null) }
    },
    { method, path, body }
  )
}

describe('a server-side web proof made from the screens', () => {
  let capsuleId: string

  it('a URL entered on /app/screenshots/new is captured, deposited and followed to protected', async () => {
    await page.goto(`${platform.url}/en`)
    const email = `proof-${Date.now()}@example.org`
    const created = await call('POST', '/users', {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      terms: true,
    })
    expect(created.status).toBe(201)
    await platform.ace('account:update', email, '--confirm')
    await platform.ace('plan:grant', email, 'premium')

    // The hub says the server can capture (the first visit's welcome dialog dismissed).
    await page.goto(`${platform.url}/en/app/integrations`)
    await page.getByRole('button', { name: 'Let’s go' }).click()
    await expect.poll(() => page.getByText('Available on this server.').count(), { timeout: 20_000 }).toBe(1)

    await page.goto(`${platform.url}/en/app/screenshots/new`)
    await page.getByLabel('Page address').fill(site.pageUrl)
    await page.getByRole('button', { name: 'Capture and deposit' }).click()
    // Nothing is captured before the member confirms the price the page quotes (issue 25).
    await page.getByRole('button', { name: /^Capture and deposit for / }).click()
    await page.waitForURL(/\/en\/app\/integrations\/capsules\/[^/]+$/, { timeout: 20_000 })
    capsuleId = new URL(page.url()).pathname.split('/').pop()!
    // The detail shows the progress and asks again while the server works, until the deposit is protected.
    await page.getByRole('region', { name: 'Progress' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => page.getByRole('region', { name: 'Progress' }).count(), { timeout: 120_000, interval: 1_000 }).toBe(0)
    expect((await call<{ state: string }>('GET', `/capsules/${capsuleId}`)).body.state).toBe('protected')
    expect(await page.getByRole('link', { name: /^Open deposit / }).count()).toBe(1)
    expect(await page.getByText(site.pageUrl, { exact: true }).count()).toBeGreaterThan(0)
    expect(pageErrors).toEqual([])
  }, 180_000)

  it('shows the whole page’s screenshot, the WACZ’s files, and downloads a WACZ with every resource', async () => {
    const view = await call<{ screenshot: { width: number; height: number }; depositId: string; depositNumber: string; kind: string }>(
      'GET',
      `/capsules/${capsuleId}`
    )
    expect(view.body.kind, JSON.stringify(view.body)).toBe('server')
    expect(view.body.screenshot, JSON.stringify(view.body)).not.toBeNull()
    const image = page.getByRole('img', { name: `Screenshot of ${site.pageUrl}` })
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalHeight), { timeout: 20_000 }).toBe(view.body.screenshot.height)
    // The test page is taller than the window: the screenshot is of the whole page.
    expect(view.body.screenshot.height).toBeGreaterThan(800)
    expect(await page.getByTestId('wacz-contents').getByText('archive/data.warc').count()).toBe(1)

    const href = await page.getByRole('link', { name: 'Download the archive (WACZ)' }).getAttribute('href')
    const download = await page.request.get(`${platform.url}${href}`)
    expect(download.status()).toBe(200)
    const bytes = await download.body()
    const wacz = await readWacz(new Uint8Array(bytes))
    // The page set cookies in the server's browser (Set-Cookie and its script) and sent them back: the archive holds none.
    for (const value of Object.values(SITE_COOKIES)) expect(bytes.includes(value), value).toBe(false)
    // The warcinfo record says what was redacted: the page's Set-Cookie and the Cookie its next requests sent.
    const redacted = /redacted-headers: ([^\r\n]*)/.exec(bytes.toString('latin1'))?.[1] ?? ''
    expect(redacted).toMatch(/(^|, )Set-Cookie \(1\)/)
    expect(redacted).toMatch(/(^|, )Cookie \(\d+\)/)
    expect(wacz.pages.map((p) => p.url)).toContain(site.pageUrl)
    const responses = wacz.records.filter((record) => record.type === 'response').map((record) => new URL(record.url!).pathname)
    for (const path of Object.keys(SITE_FILES)) expect(responses, path).toContain(path)
    expect(await page.getByRole('link', { name: `Open deposit ${view.body.depositNumber}` }).getAttribute('href')).toBe(
      `/en/app/consignments/${view.body.depositId}`
    )
  }, 60_000)

  it('the deposit and its public certificate show the captured address', async () => {
    await page.getByRole('link', { name: /^Open deposit / }).click()
    await page.waitForURL(/\/en\/app\/consignments\//)
    await expect.poll(() => page.getByTestId('captured-url').textContent(), { timeout: 20_000 }).toBe(site.pageUrl)
    const depositId = new URL(page.url()).pathname.split('/').pop()!
    const deposit = await call<{ files: { certificateToken: string }[] }>('GET', `/consignment/deposits/${depositId}`)
    await page.goto(`${platform.url}/en/certificate/${deposit.body.files[0]!.certificateToken}`)
    await expect.poll(() => page.getByTestId('captured-url').textContent(), { timeout: 20_000 }).toBe(site.pageUrl)
    expect(await page.getByText('Captured on').count()).toBe(1)
  }, 60_000)

  it('pairing in a browser without the extension never says connected and makes no token; the packages are offered', async () => {
    await page.goto(`${platform.url}/en/app/integrations?pair=extension`)
    await expect.poll(() => page.getByText(/The Sceau extension did not answer in this browser/).count(), { timeout: 20_000 }).toBe(1)
    expect(await page.getByRole('button', { name: 'Connect the extension' }).count()).toBe(0)
    expect(await page.getByText(/The extension is connected|received its access token/).count()).toBe(0)
    expect(((await call<{ tokens: unknown[] }>('GET', '/users/me/tokens')).body.tokens ?? []).length).toBe(0)
    // The packages built by `npm run build`, served by this instance with their SHA-256.
    const packages = page.getByTestId('extension-packages')
    await expect.poll(() => packages.getByRole('link').count(), { timeout: 20_000 }).toBe(2)
    const href = await packages.getByRole('link', { name: 'Download for Firefox (.xpi)' }).getAttribute('href')
    const xpi = await page.request.get(`${platform.url}${href}`)
    expect(xpi.status()).toBe(200)
    const sha = createHash('sha256')
      .update(await xpi.body())
      .digest('hex')
    expect(await packages.getByText(`SHA-256: ${sha}`).count()).toBe(1)
    expect(pageErrors).toEqual([])
  }, 60_000)
})

/*
 * The free tier's recent history (docs/history-window.md) as a person sees it, in Chromium against
 * the production build: the transfer and deposit lists say how far back they reach and link the
 * plans; the home page says it where the plans are sold; once the plan is paid, the notice is gone.
 */
import { randomBytes } from 'node:crypto'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '@sceau/testing/chromium'
import { startPlatform, type RunningPlatform } from './support/platform'

const PASSWORD = 'Correct-horse-9'

let platform: RunningPlatform
let browser: Browser
let context: BrowserContext
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowser()
  context = await browser.newContext({ locale: 'en-GB' })
  page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await platform?.stop()
})

describe('recent history on the free plan, full history on the paid plan', () => {
  const email = `history-${randomBytes(4).toString('hex')}@example.org`

  it('the home page sells it: the free plan keeps 30 days of history, the paid plan all of it', async () => {
    await page.goto(`${platform.url}/en`)
    await expect.poll(() => page.getByText('Transfer and deposit history of the last 30 days').count()).toBe(1)
    expect(await page.getByText('Password-protected transfers, address book and the full history of transfers and deposits').count()).toBe(1)
  })

  it('a free account’s transfer and deposit lists say they show the last 30 days, with a link to the plans', async () => {
    const xsrf = decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
    const created = await page.request.post(`${platform.url}/api/v2/users`, {
      headers: { 'x-xsrf-token': xsrf, accept: 'application/json' },
      data: { firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true },
    })
    expect(created.status()).toBe(201)
    await platform.ace('account:update', email, '--confirm')

    for (const [path, text] of [
      ['/en/app/transfers', 'On the free plan, the list shows the transfers sent since'],
      ['/en/app/consignments', 'On the free plan, the list shows the deposits made since'],
    ]) {
      await page.goto(`${platform.url}${path}`)
      const notice = page.getByTestId('history-window')
      await expect.poll(() => notice.count(), { message: path }).toBe(1)
      expect(await notice.textContent()).toContain('The last 30 days.')
      expect(await notice.textContent()).toContain(text)
      const plans = notice.locator('a')
      expect(await plans.textContent()).toBe('See the plans')
      expect(await plans.getAttribute('href')).toBe('/en/app/subscriptions')
    }
  })

  it('once the plan is paid, the lists show the full history and say nothing of a window', async () => {
    await platform.ace('plan:grant', email, 'premium')
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v2/transfer/transfers')
    await page.goto(`${platform.url}/en/app/transfers`)
    expect(((await (await answered).json()) as { meta: { history: unknown } }).meta.history).toBeNull()
    // The list rendered its answer (empty here) without a window notice.
    await expect.poll(() => page.getByText('No transfer yet.').count()).toBe(1)
    expect(await page.getByTestId('history-window').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })
})

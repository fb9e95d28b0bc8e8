/*
 * The first hour of a new customer, in Chromium against the production build, on a laptop (1280 px)
 * and on a phone (390 px): sign-up, the confirmation mail, the first transfer with a contact the
 * address book suggests, the first deposit and its public certificate, then a colleague invited by
 * mail who lands in the inviting organisation. Every step is screenshotted under
 * web/test-results/first-hour/, checked by axe (no serious or critical violation) and for sideways
 * scrolling of the page. At 390 px, every registered screen is then opened and checked the same way.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '@sceau/testing/chromium'
import { corePlugin } from '../src/core/corePlugin'
import { webPlugins } from '../src/plugins'
import { Mailbox } from './support/mailbox'
import { startPlatform, type RunningPlatform } from './support/platform'

const SHOTS = fileURLToPath(new URL('../test-results/first-hour/', import.meta.url))
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const PASSWORD = 'Correct-Horse-9'
const VIEWPORTS = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const
type Viewport = keyof typeof VIEWPORTS
/** Tabs the tour of every screen uses at once. */
const TOUR_TABS = 3

let platform: RunningPlatform
let mailbox: Mailbox
let browser: Browser
let axeSource: string
const contexts: BrowserContext[] = []
const shots: string[] = []
let looked = 0

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true })
  axeSource = await readFile(AXE, 'utf8')
  mailbox = await Mailbox.start()
  platform = await startPlatform({ env: mailbox.env })
  browser = await launchBrowser()
})

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()))
  await browser?.close()
  await platform?.stop()
  await mailbox?.close()
  if (shots.length) console.log(`first-hour screenshots:\n${shots.join('\n')}`)
})

async function visitor(viewport: Viewport): Promise<Page> {
  // axe is injected as a script: the app's Content-Security-Policy would refuse it.
  const context = await browser.newContext({ locale: 'en-GB', viewport: VIEWPORTS[viewport], bypassCSP: true })
  contexts.push(context)
  return context.newPage()
}

/** The page as a customer sees it now: no sideways scrolling, no serious accessibility fault, a named tab; a screenshot kept. */
async function look(page: Page, viewport: Viewport, step: string) {
  // Numbered before any wait: the tour of every screen looks at several pages at once.
  const path = `${SHOTS}${viewport}-${String(++looked).padStart(2, '0')}-${step}.png`
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path, fullPage: true })
  shots.push(path)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${step} at ${viewport}: the page scrolls sideways by ${overflow} px (${path})`).toBeLessThanOrEqual(0)
  // A row of tabs that scrolls inside itself hides its last tabs on a phone as surely as the page would.
  const cutTabs = await page.evaluate(() =>
    [...document.querySelectorAll('[role="tablist"]')].filter((list) => list.scrollWidth > list.clientWidth + 1).map((list) => list.getAttribute('aria-label'))
  )
  expect(cutTabs, `${step} at ${viewport}: tabs out of sight (${path})`).toEqual([])
  expect(await page.title(), `${step}: the tab is named after the screen`).toMatch(/^.+ · Sceau$/)
  await page.addScriptTag({ content: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> }
      }
    ).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  })
  expect(violations, `${step} at ${viewport} (${path})`).toEqual([])
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const path = (page: Page) => new URL(page.url()).pathname
// On a phone a table's cell also reads its column's heading (the card's label): match the value inside.
const cell = (page: Page, text: string) => page.getByRole('cell').filter({ hasText: text })

async function signUp(page: Page, person: { firstname: string; lastname: string; email?: string }) {
  await field(page, 'First name').fill(person.firstname)
  await field(page, 'Last name').fill(person.lastname)
  if (person.email) await field(page, 'Email address').fill(person.email)
  await button(page, 'Next').click()
  await field(page, 'Password').fill(PASSWORD)
  await field(page, 'Confirm the password').fill(PASSWORD)
  await page.getByLabel(/I accept the/).check()
  await button(page, 'Create').click()
}

/** What the walk made, for the tour of every screen. */
const made: { transferId?: string; depositId?: string; certificate?: string; download?: string; page?: Page } = {}

describe.each(Object.keys(VIEWPORTS) as Viewport[])('the first hour on a %s', (viewport) => {
  const run = randomBytes(4).toString('hex')
  const admin = { firstname: 'Ada', lastname: `Lovelace${run}`, email: `ada-${viewport}-${run}@example.test` }
  const colleague = { firstname: 'Grace', lastname: `Hopper${run}`, email: `grace-${viewport}-${run}@example.test` }
  const contact = `bob-${viewport}-${run}@example.test`
  const at = (canonical: string) => `${platform.url}/en${canonical}`

  it('signs up, confirms, sends a first transfer to a suggested contact, deposits, opens the certificate, invites a colleague', async () => {
    const page = await visitor(viewport)
    await page.goto(at('/signin'))
    await look(page, viewport, 'sign-up')
    await signUp(page, admin)
    await expect.poll(() => path(page)).toBe('/en/account/confirmation')
    await look(page, viewport, 'please-confirm')

    // The mail's link, then "Go to my space": the app, not the confirmation page again.
    const confirm = await mailbox.link(admin.email, platform.url, '/account/confirm/')
    await page.goto(confirm.href)
    await page.getByRole('heading', { name: 'Email address confirmed' }).waitFor()
    await look(page, viewport, 'mail-confirmed')
    await page.getByRole('link', { name: 'Go to my space' }).last().click()
    await expect.poll(() => path(page)).toBe('/en/app/transfers')
    await button(page, 'Let’s go').click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await look(page, viewport, 'transfers')

    // The paid plan (an operator grants it while payments are off) brings the address book and members.
    await platform.ace('plan:grant', admin.email, 'premium', '--members=5')
    await page.goto(at('/app/books'))
    await button(page, 'Add a contact').click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email address', { exact: true }).fill(contact)
    await dialog.getByLabel('First name', { exact: true }).fill('Bob')
    await button(page, 'Save').click()
    await expect.poll(() => cell(page, contact).count()).toBe(1)
    await look(page, viewport, 'address-book')

    // The first transfer: typing "bob" suggests the contact.
    await page.goto(at('/app/transfers'))
    await button(page, 'New transfer').click()
    await page.getByTestId('transfer-files').setInputFiles({ name: 'plans.txt', mimeType: 'text/plain', buffer: Buffer.from(`plans ${run}\n`) })
    await page.getByRole('combobox', { name: 'Recipients' }).pressSequentially('bob')
    await page.getByRole('option', { name: new RegExp(contact) }).waitFor()
    await look(page, viewport, 'recipient-suggested')
    await page.getByRole('option', { name: new RegExp(contact) }).click()
    await expect.poll(() => page.getByRole('list', { name: 'Recipients' }).textContent()).toContain(contact)
    await button(page, 'Transfer').click()
    await page.getByTestId('transfer-done').waitFor({ timeout: 30_000 })
    // The keyboard lands on the result, not on <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('transfer-done')
    await look(page, viewport, 'transfer-complete')
    const transfers = await page.evaluate(() => fetch('/api/v2/transfer/transfers').then((answer) => answer.json()))
    made.transferId = String(transfers.data[0].id)

    // The first deposit, then its certificate from the deposit's page.
    await page.goto(at('/app/consignments/new'))
    await page.getByLabel('Title').fill('My invention')
    await page
      .getByLabel('Choose the files to deposit')
      .setInputFiles({ name: 'invention.txt', mimeType: 'text/plain', buffer: Buffer.from(`invention ${run}\n`) })
    await expect.poll(() => page.getByText(/for 3 years/).textContent()).toContain('€')
    await look(page, viewport, 'new-deposit')
    await button(page, 'Deposit').click()
    await page.waitForURL((url) => /\/en\/app\/consignments\/[0-9A-Za-z]{16,}$/.test(url.pathname))
    made.depositId = path(page).split('/').pop()
    const certificateLink = page.getByTestId('public-certificate')
    await certificateLink.waitFor({ timeout: 30_000 })
    await look(page, viewport, 'deposit')
    // The certificate comes first on the page: its link is on the first screen, not at its foot.
    expect((await certificateLink.boundingBox())!.y).toBeLessThan(VIEWPORTS[viewport].height)
    await certificateLink.click()
    await page.getByRole('heading', { name: 'Deposit certificate' }).waitFor()
    await page.getByTestId('security-hash').waitFor()
    made.certificate = path(page).split('/').pop()
    await look(page, viewport, 'certificate')

    // A colleague, invited by mail, signs up through the link and lands in the inviting organisation.
    await page.goto(at('/app/members'))
    await field(page, 'Email address to invite').fill(colleague.email)
    await button(page, 'Invite').click()
    await expect.poll(() => cell(page, colleague.email).count()).toBe(1)
    await look(page, viewport, 'members')
    const invitation = await mailbox.link(colleague.email, platform.url, '/signin?invitation=')
    const guest = await visitor(viewport)
    await guest.goto(invitation.href)
    await expect.poll(() => field(guest, 'Email address').inputValue()).toBe(colleague.email)
    await look(guest, viewport, 'invited-sign-up')
    await signUp(guest, colleague)
    await expect.poll(() => path(guest)).toBe('/en/app/transfers')
    const me = await guest.evaluate(() => fetch('/api/v2/users/me').then((answer) => answer.json()))
    expect(me.organization.name).toBe(`${admin.firstname} ${admin.lastname}`)
    expect(me.organization.personal ?? false).toBe(false)
    // The welcome dialog, if the member gets one, is dismissed before the look.
    if (await button(guest, 'Let’s go').isVisible()) await button(guest, 'Let’s go').click()
    await look(guest, viewport, 'colleague-lands')
    if (viewport === 'phone') made.page = page
  }, 300_000)
})

/** Every registered screen's path, with its parameters filled from what the walk made (optional ones left out). */
function everyScreen(): string[] {
  const fill: Record<string, string | undefined> = {
    id: undefined,
    token: made.certificate,
    uploadId: 'page',
  }
  const paths: string[] = []
  for (const plugin of [corePlugin, ...webPlugins]) {
    for (const route of plugin.routes ?? []) {
      if (route.layout === 'embed') continue // shown inside other sites' frames
      let screen = route.path
      if (screen.startsWith('/app/transfers/:id')) screen = `/app/transfers/${made.transferId}`
      else if (screen.startsWith('/app/consignments/:id')) screen = `/app/consignments/${made.depositId}`
      else if (screen.startsWith('/download/')) continue // a transfer's recipient page: walked by the transfer tests
      screen = screen.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, (_, name: string) => fill[name] ?? name)
      paths.push(screen)
    }
  }
  return [...new Set(paths)]
}

describe('every screen on a phone', () => {
  it('fits 390 px without sideways scrolling, names its tab and passes axe', async () => {
    const page = made.page
    expect(page, 'the phone walk above ran first').toBeDefined()
    // A few tabs of the same session share the list: each screen's wait for a quiet network (half a second at least) overlaps the others' work.
    const screens = everyScreen()
    const tabs = [page!, ...(await Promise.all(Array.from({ length: TOUR_TABS - 1 }, () => page!.context().newPage())))]
    await Promise.all(
      tabs.map(async (tab) => {
        for (let screen = screens.shift(); screen !== undefined; screen = screens.shift()) {
          await tab.goto(`${platform.url}/en${screen === '/' ? '' : screen}`)
          await tab.locator('h1').first().waitFor()
          await look(tab, 'phone', `screen${screen.replaceAll('/', '-')}`)
        }
      })
    )
  }, 600_000)
})

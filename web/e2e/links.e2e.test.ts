/*
 * No link leads to the 404 page: every top-bar, footer, sidebar and account-menu link, followed as a
 * visitor, an ordinary member and an administrator, answers something else than HTTP 404 and the
 * 404 screen (on the built app and platform, in Chromium).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '@sceau/testing/chromium'
import { startPlatform, type RunningPlatform } from './support/platform'

const NOT_FOUND = ['Cette page est introuvable', 'This page could not be found']
const PASSWORD = 'Correct-horse-9'

let platform: RunningPlatform
let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  platform = await startPlatform()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await platform?.stop()
})

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close()
})

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR' })
  contexts.push(context)
  return context.newPage()
}

/** A JSON call from the page, with its session cookie and CSRF header. */
async function call(page: Page, method: string, path: string, body?: unknown) {
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

async function account(label: string) {
  const page = await newPage()
  await page.goto(`${platform.url}/`)
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
  const created = await call(page, 'POST', '/users', {
    firstname: 'Ada',
    lastname: label,
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    terms: true,
  })
  expect(created.status).toBe(201)
  await platform.ace('account:update', email, '--confirm')
  return { page, email, organisationId: created.body.organization.id as string }
}

/** Same-origin links of the page's menus, header, footer and sidebar (every group opened). */
async function menuLinks(page: Page): Promise<string[]> {
  // A first login's welcome dialog is modal: until it is closed, nothing behind it can be clicked.
  const dialog = page.getByRole('dialog')
  if (await dialog.count()) {
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  }
  // The sidebar's closed groups, named by the list each one opens (`nth` locators would shift as groups open); on a
  // desktop-sized page only the sidebar's copy is visible, not the mobile drawer's.
  const groups = await page
    .locator('nav button[aria-controls^="menu-"][aria-expanded="false"]:visible')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-controls')))
  for (const id of groups) {
    await page.locator(`nav button[aria-controls="${id}"]:visible`).click()
    await page.locator(`nav button[aria-controls="${id}"][aria-expanded="true"]:visible`).waitFor()
  }
  const accountMenu = page.getByRole('button', { name: /Menu du compte|Account menu/ })
  if (await accountMenu.count()) {
    await accountMenu.first().click()
    await page.getByRole('menu').waitFor()
  }
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll('header a[href], footer a[href], nav a[href], aside a[href], [role="menu"] a[href]')].map(
      (a) => (a as HTMLAnchorElement).href
    )
  )
  await page.keyboard.press('Escape')
  return [...new Set(hrefs.filter((href) => href.startsWith(platform.url)).map((href) => href.split('#')[0]))]
}

/** Same-origin links inside a screen's main content. */
async function pageLinks(page: Page, path: string): Promise<string[]> {
  await page.goto(`${platform.url}${path}`)
  await page.locator('main h1').first().waitFor()
  await page.locator('main a[href]').first().waitFor()
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('main a[href]')].map((a) => (a as HTMLAnchorElement).href))
  return [...new Set(hrefs.filter((href) => href.startsWith(platform.url)).map((href) => href.split('#')[0]))]
}

async function expectNoDeadLink(page: Page, startAt: string[], more: string[] = []) {
  const links = new Set<string>(more)
  for (const path of startAt) {
    await page.goto(`${platform.url}${path}`)
    await page.locator('h1, nav').first().waitFor()
    for (const link of await menuLinks(page)) links.add(link)
  }
  expect(links.size).toBeGreaterThan(3)
  const dead: string[] = []
  for (const link of links) {
    // A link to a file (the extension's package) starts a download instead of a page: its answer's status says whether it is dead.
    const response = await page.goto(link).catch(async (error: Error) => {
      if (!error.message.includes('Download is starting')) throw error
      const file = await page.request.get(link)
      if (!file.ok()) dead.push(`${link} (${file.status()}, a download)`)
      return 'download' as const
    })
    if (response === 'download') continue
    // Every screen has a heading once loaded; a screen without one is given a short while.
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 3_000 })
      .catch(() => {})
    const heading =
      (await page
        .locator('h1')
        .first()
        .textContent()
        .catch(() => '')) ?? ''
    if (response?.status() === 404 || NOT_FOUND.includes(heading.trim())) dead.push(`${link} (${response?.status()}, "${heading}")`)
  }
  expect(dead).toEqual([])
  return links
}

describe('no link leads to the 404 page', () => {
  it('as a visitor: top bar and footer, in French and English', async () => {
    const page = await newPage()
    const links = await expectNoDeadLink(page, ['/', '/en', '/login', '/transfer'])
    expect([...links].some((link) => link.endsWith('/contact'))).toBe(true)
    expect([...links].some((link) => link.endsWith('/status'))).toBe(true)
  }, 120_000)

  it('as an administrator of a paid organisation and as an ordinary member: sidebar, account menu', async () => {
    const admin = await account('admin')
    await platform.ace('plan:grant', admin.email, 'premium')
    const member = await account('member')
    const invited = await call(admin.page, 'POST', `/organizations/${admin.organisationId}/invitations`, { email: member.email })
    expect(invited.status).toBe(201)
    const invitations = await call(member.page, 'GET', '/users/me/invitations')
    const invitation = invitations.body.invitations[0]
    expect((await call(member.page, 'POST', `/users/me/invitations/${invitation.id}/accept`)).status).toBe(200)
    expect((await call(member.page, 'POST', `/users/organizations/${admin.organisationId}/active`)).status).toBe(200)

    const adminLinks = await expectNoDeadLink(admin.page, ['/app/transfers', '/app/account', '/app/integrations', '/app/screenshots/new'])
    expect([...adminLinks].some((link) => link.endsWith('/app/spaces'))).toBe(true)
    // docs/product.md §2 bottom menu: integrations, for administrators.
    expect([...adminLinks].some((link) => link.endsWith('/app/integrations'))).toBe(true)
    // The integrations hub's own links (extension pairing, captures, web proofs, tokens) lead to screens too.
    const hubLinks = await pageLinks(admin.page, '/app/integrations')
    expect(hubLinks.some((link) => link.endsWith('/app/screenshots'))).toBe(true)
    await expectNoDeadLink(admin.page, [], [...hubLinks, `${platform.url}/app/screenshots/new`, `${platform.url}/app/integrations/capsules`])
    const memberLinks = await expectNoDeadLink(member.page, ['/app/transfers'])
    expect([...memberLinks].some((link) => link.endsWith('/app/consignments'))).toBe(true)
  }, 180_000)
})

/*
 * Billing end to end, in Chromium against the production build, on the Stripe driver pointed at
 * @sceau/testing's Stripe stand-in (Stripe's REST API, its hosted Checkout page, signed webhooks):
 * a cac account subscribes with a promo code and reaches the app; an administrator buys credits and
 * pays a deposit with them; a deposit paid by card is sealed after the webhook; invoices download as
 * PDFs numbered without gaps; a deposit renewed in its window shows its price, asks for confirmation
 * and is charged once; a declined renewal shows the borrowed-time banner and "Settle now"
 * renews; forged, unsigned and replayed webhooks change nothing. Issue 25: the English subscriber's
 * hosted checkout and invoice (pdftotext) name the product in English, with the list price, the promo
 * code's discount and the net, and HT + VAT = TTC; "Protect and send" on the transfer form shows the
 * deposit price and asks for confirmation before any deposit.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '@sceau/testing/chromium'
import { StripeStandIn } from '@sceau/testing/stripe_stand_in'
import { startPlatform, type RunningPlatform } from './support/platform'

const run = promisify(execFile)
const PASSWORD = 'Correct-horse-9'

let standIn: StripeStandIn
let platform: RunningPlatform
let browser: Browser
let dir: string
const contexts: BrowserContext[] = []
const pageErrors: string[] = []

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sceau-e2e-billing-'))
  standIn = await StripeStandIn.start()
  standIn.seedPromotionCode({ code: 'LAUNCH20', percentOff: 20 })
  standIn.seedPromotionCode({ code: 'OLD2020', percentOff: 50, expiresAt: new Date('2020-01-01T00:00:00Z') })
  platform = await startPlatform({ env: { ...standIn.env } })
  standIn.webhookUrl = `${platform.url}/api/v2/billing/webhooks/stripe`
  browser = await launchBrowser()
})

afterAll(async () => {
  if (process.env.E2E_LOGS) console.log(platform?.logs())
  for (const context of contexts) await context.close()
  await browser?.close()
  await platform?.stop()
  await standIn?.close()
  await rm(dir, { recursive: true, force: true })
})

interface Account {
  email: string
  page: Page
  context: BrowserContext
  api: (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, data?: unknown) => Promise<{ status: number; body: unknown }>
}

/** A confirmed account (cac when asked), logged in in its own browser context, as the sign-up form would. */
async function signUp(userType: 'user' | 'cac' = 'user'): Promise<Account> {
  const context = await browser.newContext({ locale: 'en-GB', acceptDownloads: true })
  contexts.push(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await page.goto(`${platform.url}/en`, { waitUntil: 'networkidle' })
  const xsrf = async () => decodeURIComponent((await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const api: Account['api'] = async (method, path, data) => {
    const response = await page.request.fetch(`${platform.url}/api/v2${path}`, {
      method,
      headers: { 'x-xsrf-token': await xsrf(), accept: 'application/json' },
      ...(data === undefined ? {} : { data }),
    })
    return { status: response.status(), body: await response.json().catch(() => ({})) }
  }
  const email = `e2e-${randomBytes(4).toString('hex')}@example.org`
  const created = await api('POST', '/users', {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    terms: true,
    userType,
  })
  expect(created.status).toBe(201)
  await platform.ace('account:update', email, '--confirm')
  // A cac account reaches nothing but its subscription page before it pays (docs/product.md §4).
  if (userType === 'user') await dismissWelcome(api)
  return { email, page, context, api }
}

async function dismissWelcome(api: Account['api']) {
  expect((await api('PATCH', '/users/me', { welcomeDismissed: true })).status).toBe(200)
}

/** On the stand-in's hosted Checkout page: pays with the card that works and comes back to the success page. */
async function payOnCheckout(page: Page) {
  await page.waitForURL((url) => url.origin === standIn.url && url.pathname.startsWith('/checkout/'))
  await page.getByRole('button', { name: 'Pay with a card that works' }).click()
  await page.waitForURL((url) => url.origin === platform.url && url.pathname.endsWith('/payment/success'))
  await page.getByRole('heading', { name: 'Thank you for your payment' }).waitFor()
}

async function fillBillingInfo(page: Page) {
  await page.getByLabel('Name or organization').fill('Atelier Lovelace')
  await page.getByLabel('Address').fill('1 rue de la Paix, 75002 Paris')
}

/** Downloads an invoice from the page and returns its text (pdftotext). */
async function invoiceText(page: Page, number: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Invoices' })
      .getByRole('link', { name: `Download the invoice ${number} (PDF)` })
      .click(),
  ])
  const path = join(dir, `${number}.pdf`)
  await download.saveAs(path)
  return (await run('pdftotext', ['-layout', path, '-'])).stdout
}

const invoiceNumbers = async (account: Account) => {
  const overview = (await account.api('GET', '/billing')).body as { invoices: { number: string }[] }
  return overview.invoices.map((invoice) => invoice.number)
}

describe('paying for Sceau on the Stripe driver', () => {
  let cac: Account
  let admin: Account
  let depositId = ''
  const issued: string[] = []

  it('a cac account is held on its subscription page, subscribes with a promo code and reaches its transfers', async () => {
    cac = await signUp('cac')
    const { page } = cac
    await page.goto(`${platform.url}/en/app/transfers`)
    await page.waitForURL((url) => url.pathname === '/en/cac/subscriptions')
    await page.getByRole('heading', { name: 'Subscribe to the paid plan' }).waitFor()

    // The invoice form says what is missing, in docs/product.md §5's words, and nothing is started.
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.getByText('Please Enter a Valid Name').waitFor()
    await page.getByText('Please Enter a Valid Address').waitFor()
    expect(page.url()).toContain('/en/cac/subscriptions')

    await fillBillingInfo(page)
    await page.getByRole('textbox', { name: 'Promo code' }).fill('OLD2020')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('Promo Code Expired').waitFor()
    await page.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('Invalid Promo Code').waitFor()
    await page.getByRole('textbox', { name: 'Promo code' }).fill('LAUNCH20')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText(/Code LAUNCH20 applied/).waitFor()

    await page.getByRole('button', { name: /^Pay .*48/ }).click()
    // The hosted checkout names what is bought in the buyer's language, at its list price, with the promo code's discount.
    await page.waitForURL((url) => url.origin === standIn.url && url.pathname.startsWith('/checkout/'))
    const order = (await page.getByRole('table').textContent()) ?? ''
    expect(order).toContain('Sceau premium (1 year, the administrator and 5 additional members)')
    expect(order).not.toMatch(/\b1 an\b|Moyen de paiement|Crédits prépayés/)
    expect(await page.getByTestId('discount').textContent()).toBe('−12.00 €')
    expect(await page.getByTestId('total').textContent()).toBe('48.00 €')
    await payOnCheckout(page)
    await expect.poll(() => page.locator('main').textContent()).toContain('48')

    await dismissWelcome(cac.api)
    await page.goto(`${platform.url}/en/app/transfers`)
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe('/en/app/transfers')
    const me = (await cac.api('GET', '/users/me')).body as { organization: { subscription: { isPremium: boolean; renew: boolean } } }
    expect(me.organization.subscription.isPremium).toBe(true)
    issued.push(...(await invoiceNumbers(cac)))
    expect(issued).toHaveLength(1)
  })

  it("the English subscriber's invoice (pdftotext) names the product in English, with the list price, the LAUNCH20 discount and the net; HT + VAT = TTC to the cent", async () => {
    const { page } = cac
    await page.goto(`${platform.url}/en/app/billing`)
    const [number] = await invoiceNumbers(cac)
    const text = await invoiceText(page, number!)
    expect(text).toContain(`Invoice ${number}`)
    expect(text).toContain('Sceau premium, 1 year')
    expect(text).not.toMatch(/\b1 an\b|Facture|Moyen de paiement|Prix/)
    const amount = (label: string) => {
      const found = new RegExp(`${label.replace(/[.()]/g, '\\$&')}\\s+(-?)€([\\d,]+\\.\\d{2})`).exec(text)
      expect(found, `${label} in the invoice`).not.toBeNull()
      return (found![1] ? -1 : 1) * Math.round(Number(found![2]!.replace(/,/g, '')) * 100)
    }
    expect(amount('List price (incl. VAT)')).toBe(6000)
    expect(amount('Discount, promo code LAUNCH20 (incl. VAT)')).toBe(-1200)
    expect(amount('Net price (incl. VAT)')).toBe(4800)
    const beforeTax = amount('Total excl. VAT')
    const vat = amount('VAT 20%')
    expect(beforeTax + vat).toBe(amount('Total incl. VAT'))
    expect(amount('Total incl. VAT')).toBe(4800)
    expect(text).toContain('Payment method: card')
  })

  it('an administrator buys 10 € of credits and a deposit is paid from them', async () => {
    admin = await signUp()
    const { page } = admin
    await page.goto(`${platform.url}/en/app/billing`)
    await fillBillingInfo(page)
    await page.getByRole('button', { name: 'Save the billing information' }).click()
    await page.getByText('Billing information saved').waitFor()

    await page.getByLabel('Amount in euros').fill('0.5')
    await page.getByRole('button', { name: 'Buy credits' }).click()
    await page.getByText('The Minimum Credit Is €1').waitFor()
    await page.getByLabel('Amount in euros').fill('10')
    await page.getByRole('button', { name: 'Buy credits' }).click()
    await payOnCheckout(page)
    await expect.poll(async () => ((await admin.api('GET', '/billing')).body as { creditsCents: number }).creditsCents).toBe(1000)

    await page.goto(`${platform.url}/en/app/consignments/new`)
    await page.getByRole('heading', { name: 'New deposit' }).waitFor()
    await page.getByLabel('Title').fill('Paid from credits')
    await page
      .getByLabel('Choose the files to deposit')
      .setInputFiles({ name: 'credits.txt', mimeType: 'text/plain', buffer: Buffer.from(`credits ${randomBytes(8).toString('hex')}\n`) })
    await expect.poll(() => page.getByText(/for 3 years/).textContent()).toContain('€')
    await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    await page.waitForURL((url) => /\/en\/app\/consignments\/[0-9A-Za-z]{16,}$/.test(url.pathname))
    await expect.poll(() => page.locator('[data-deposit-state]').first().getAttribute('data-deposit-state'), { timeout: 30_000 }).toBe('protected')
    const overview = (await admin.api('GET', '/billing')).body as { creditsCents: number; invoices: { number: string; method: string }[] }
    expect(overview.creditsCents).toBeLessThan(1000)
    // ADR 0009: the credits' VAT was invoiced when they were bought; the deposit paid from them is not invoiced again.
    expect(overview.invoices.map((invoice) => invoice.method)).toEqual(['card'])
    depositId = new URL(page.url()).pathname.split('/').pop()!
  })

  it('renewing that deposit in its renewal window shows the price, asks for confirmation and charges once', async () => {
    const { page } = admin
    const before = (await admin.api('GET', '/billing')).body as { creditsCents: number }
    await page.goto(`${platform.url}/en/app/consignments/${depositId}`)
    // Not yet in its window: the date it opens, no button.
    const card = page.getByRole('region', { name: 'Renew', exact: true })
    await card.getByText(/Renewal opens on/).waitFor()
    expect(await card.getByRole('button', { name: 'Renew' }).count()).toBe(0)

    // Thirty days before the end of conservation (as time passing would do).
    const database = new DatabaseSync(join(platform.dataDir, 'sceau.sqlite'))
    database.prepare('UPDATE consignment_deposits SET expires_at = ? WHERE uid = ?').run(Date.now() + 30 * 86_400_000, depositId)
    database.close()
    await page.reload()
    await card.getByLabel('Years to add').selectOption('1')
    const { bytes } = (await admin.api('GET', `/consignment/deposits/${depositId}`)).body as { bytes: number }
    const quote = (await admin.api('GET', `/consignment/quote?bytes=${bytes}&years=1`)).body as { totalCents: number }
    // As the app writes euros: no decimals for whole euros (€2), else two (€2.40).
    const price = `€${quote.totalCents % 100 ? (quote.totalCents / 100).toFixed(2) : quote.totalCents / 100}`
    await expect.poll(() => card.textContent()).toContain(price)
    await card.getByRole('button', { name: 'Renew', exact: true }).click()
    const question = card.getByRole('group', { name: /Renew for 1 year: .* will be charged/ })
    await question.waitFor()
    expect(await question.textContent()).toContain(price)
    // Cancelling charges nothing.
    await question.getByRole('button', { name: 'Cancel' }).click()
    expect(((await admin.api('GET', '/billing')).body as { creditsCents: number }).creditsCents).toBe(before.creditsCents)
    await card.getByRole('button', { name: 'Renew', exact: true }).click()
    await card.getByRole('button', { name: /^Confirm and pay/ }).click()
    await card.getByText('The deposit is renewed.').waitFor()
    const after = (await admin.api('GET', '/billing')).body as { creditsCents: number }
    expect(after.creditsCents).toBe(before.creditsCents - quote.totalCents)
    // Asked again (a second click, a retried request): refused, nothing more charged.
    const again = await admin.api('POST', `/consignment/deposits/${depositId}/renew`, { years: 1 })
    expect(again.status).toBe(409)
    expect(((await admin.api('GET', '/billing')).body as { creditsCents: number }).creditsCents).toBe(after.creditsCents)
  })

  it('"Protect and send" on the transfer form shows the deposit price and asks for confirmation before any deposit; confirmed, one deposit charged that price', async () => {
    const { page } = admin
    const deposits = async () => ((await admin.api('GET', '/consignment/deposits')).body as { data: unknown[] }).data.length
    const credits = async () => ((await admin.api('GET', '/billing')).body as { creditsCents: number }).creditsCents
    const before = { deposits: await deposits(), credits: await credits() }
    const content = Buffer.from(`protect and send ${randomBytes(8).toString('hex')}\n`)
    const quote = (await admin.api('GET', `/consignment/quote?bytes=${content.length}&years=3`)).body as { totalCents: number }
    const price = `€${quote.totalCents % 100 ? (quote.totalCents / 100).toFixed(2) : quote.totalCents / 100}`
    expect(before.credits).toBeGreaterThanOrEqual(quote.totalCents)

    await page.goto(`${platform.url}/en/app/transfers`)
    await page.getByRole('button', { name: 'New transfer' }).click()
    await page.getByTestId('transfer-files').setInputFiles({ name: 'protected.txt', mimeType: 'text/plain', buffer: content })
    await page.getByLabel('Protect and send').check()
    await page.getByLabel('By link').check()
    await expect.poll(() => page.getByText(/^Protection: a deposit of these files for 3 years/).textContent()).toContain(price)
    await page.getByRole('button', { name: 'Transfer', exact: true }).click()
    const question = page.getByRole('group', { name: /^Protecting these files makes a deposit charged/ })
    await question.waitFor()
    expect(await question.textContent()).toContain(price)
    // Asked, not done: no deposit, nothing charged; cancelling leaves it so.
    expect(await deposits()).toBe(before.deposits)
    await question.getByRole('button', { name: 'Cancel' }).click()
    expect(await deposits()).toBe(before.deposits)
    expect(await credits()).toBe(before.credits)

    await page.getByRole('button', { name: 'Transfer', exact: true }).click()
    await page.getByRole('button', { name: `Confirm and pay ${price}` }).click()
    await page.getByTestId('transfer-done').waitFor({ timeout: 30_000 })
    await expect.poll(deposits, { timeout: 30_000 }).toBe(before.deposits + 1)
    await expect.poll(credits, { timeout: 30_000 }).toBe(before.credits - quote.totalCents)
  })

  it('a deposit paid by card asks the billing information first, then waits for its payment and is sealed after the webhook', async () => {
    const payer = await signUp()
    const { page } = payer
    await page.goto(`${platform.url}/en/app/consignments/new`)
    await page.getByRole('heading', { name: 'New deposit' }).waitFor()
    await page.getByLabel('Title').fill('Paid by card')
    await page
      .getByLabel('Choose the files to deposit')
      .setInputFiles({ name: 'card.txt', mimeType: 'text/plain', buffer: Buffer.from(`card ${randomBytes(8).toString('hex')}\n`) })
    await expect.poll(() => page.getByText(/for 3 years/).textContent()).toContain('€')
    await page.getByRole('button', { name: 'Deposit', exact: true }).click()
    // Its invoice names the buyer: no payment page before the billing information, as for a top-up.
    await page.waitForURL((url) => /\/en\/app\/consignments\/[0-9A-Za-z]{16,}$/.test(url.pathname))
    const deposits = async () => ((await payer.api('GET', '/consignment/deposits')).body as { data: { id: string; state: string }[] }).data
    const list = await deposits()
    expect(list.map((deposit) => deposit.state)).toEqual(['payment_pending'])
    const waiting = page.getByRole('region', { name: 'Payment pending' })
    await waiting.getByText('This payment is invoiced').waitFor()
    expect(await waiting.getByRole('button', { name: 'Pay now' }).count()).toBe(0)
    await waiting.getByRole('link', { name: 'Fill in the billing information' }).click()
    await page.waitForURL((url) => url.pathname === '/en/app/billing')
    await fillBillingInfo(page)
    await page.getByRole('button', { name: 'Save the billing information' }).click()
    await page.getByText('Billing information saved').waitFor()
    await page.goto(`${platform.url}/en/app/consignments/${list[0]!.id}`)
    await page.getByRole('region', { name: 'Payment pending' }).getByRole('button', { name: 'Pay now' }).click()
    await page.waitForURL((url) => url.origin === standIn.url)
    await payOnCheckout(page)
    await page.goto(`${platform.url}/en/app/consignments/${list[0]!.id}`)
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.locator('[data-deposit-state]').first().getAttribute('data-deposit-state')
        },
        { timeout: 30_000, interval: 1000 }
      )
      .toBe('protected')
    expect(await invoiceNumbers(payer)).toHaveLength(1)
    issued.push(...(await invoiceNumbers(payer)))
  })

  it('invoices download as PDFs whose numbers follow each other without gaps', async () => {
    const numbers = [...issued, ...(await invoiceNumbers(admin))].sort()
    expect(numbers.length).toBeGreaterThanOrEqual(3)
    const sequence = numbers.map((number) => Number(number.split('-').pop()))
    for (let i = 1; i < sequence.length; i++) expect(sequence[i]).toBe(sequence[i - 1]! + 1)

    await admin.page.goto(`${platform.url}/en/app/billing`)
    const mine = await invoiceNumbers(admin)
    const text = await invoiceText(admin.page, mine[0]!)
    expect(text).toContain(mine[0])
    expect(text).toContain('Atelier Lovelace')
  })

  it('a declined renewal shows the borrowed-time banner, and "Settle now" renews the plan', async () => {
    const { page } = admin
    // A paid plan that ends in 10 days and renews, with the card saved by the first purchase declining.
    await platform.ace('plan:grant', admin.email, 'premium', '--days', '10', '--renew')
    standIn.declineNextOffSession('card_declined')
    await platform.ace('billing:reconcile')
    await standIn.webhooksDelivered()
    const waiting = await admin.api('GET', '/users/organization/payments/waiting/subscription/renew/boolean')
    expect(waiting.body).toBe(true)

    await page.goto(`${platform.url}/en/app/transfers`)
    const banner = page.getByRole('status').filter({ hasText: /unless the pending payment is settled/ })
    await banner.waitFor()
    await page.goto(`${platform.url}/en/app/subscriptions`)
    await page
      .getByRole('button', { name: /^Settle now/ })
      .first()
      .click()
    await payOnCheckout(page)
    await expect.poll(async () => (await admin.api('GET', '/users/organization/payments/waiting/subscription/renew/boolean')).body).toBe(false)
    const me = (await admin.api('GET', '/users/me')).body as { organization: { subscription: { expireAt: string } } }
    expect(Date.parse(me.organization.subscription.expireAt) - Date.now()).toBeGreaterThan(360 * 86_400_000)
  })

  it('forged, unsigned and replayed webhooks change nothing', async () => {
    const before = (await admin.api('GET', '/billing')).body as { creditsCents: number; invoices: unknown[] }
    const credited = standIn.events.find((entry) => entry.event.type === 'checkout.session.completed' && entry.status === 200)!
    const url = `${platform.url}/api/v2/billing/webhooks/stripe`
    const unsigned = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credited.payload })
    expect(unsigned.status).toBe(400)
    const forged = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      body: credited.payload,
    })
    expect(forged.status).toBe(400)
    expect(await standIn.replay(credited.event.id)).toBe(200)
    const after = (await admin.api('GET', '/billing')).body as { creditsCents: number; invoices: unknown[] }
    expect(after.creditsCents).toBe(before.creditsCents)
    expect(after.invoices).toHaveLength(before.invoices.length)
    expect(pageErrors).toEqual([])
  })
})

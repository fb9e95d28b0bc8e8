import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BillingOverview, PaymentSummary, PlanOffer } from '@sceau/api-client'
import { externalPage } from '@sceau/plugin-sdk/web/hooks'
import { admin, member, renderApp, reply } from '../test/renderApp'
import { PAYMENT_POLL } from './PaymentResultScreens'

const plan: PlanOffer = {
  driver: 'stripe',
  yearlyCents: 6000,
  monthlyCents: 500,
  extraMemberYearlyCents: 2400,
  includedMembers: 5,
  minimumCreditCents: 100,
  cardVerificationCents: 100,
  vatRate: 0.2,
}

const freeAdmin = { ...admin, organization: { ...admin.organization, subscription: { isPremium: false } } }
const freeMember = { ...member, organization: { ...member.organization, subscription: { isPremium: false } } }
const cacUser = { ...freeAdmin, userType: 'cac' }

function payment(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    uid: 'p1',
    kind: 'subscription',
    status: 'succeeded',
    amountCents: 6000,
    baseAmountCents: 6000,
    description: 'Paid plan, 1 year',
    promoCode: null,
    invoiceNumber: 'F-2026-000001',
    error: null,
    createdAt: '2026-03-02T10:00:00Z',
    settledAt: '2026-03-02T10:01:00Z',
    ...overrides,
  }
}

function overview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    driver: 'stripe',
    subscription: {
      plan: 'premium',
      state: 'active',
      isPremium: true,
      expireAt: '2027-03-02T10:00:00Z',
      renew: true,
      daysLeft: null,
      nextDebitAt: '2027-02-15T10:00:00Z',
      debitInProgress: false,
      includedMembers: 5,
      extraMembers: 2,
      additionalMembers: 7,
    },
    info: { name: 'Atelier SAS', address: '1 rue de la Paix, Paris', legalNumber: null },
    creditsCents: 1250,
    card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
    payments: [payment()],
    pending: [],
    invoices: [
      { number: 'F-2026-000001', issuedAt: '2026-03-02T10:01:00Z', description: 'Paid plan, 1 year', amountCents: 6000, vatCents: 1000, method: 'card' },
    ],
    ...overrides,
  }
}

const start = (url: string) => reply(200, { payment: payment({ status: 'pending' }), url })

afterEach(() => vi.restoreAllMocks())

function watchCheckout() {
  return vi.spyOn(externalPage, 'open').mockImplementation(() => {})
}

describe('subscribe page', () => {
  it('shows the plan, checks the invoice form, applies a promo code and pays through the provider', async () => {
    const go = watchCheckout()
    let body: unknown
    const { user } = await renderApp('/en/subscribe', {
      api: {
        'GET /users/me': reply(200, freeAdmin),
        'GET /billing/plan': reply(200, plan),
        'GET /billing': reply(200, overview({ info: null, subscription: { ...overview().subscription, plan: 'free', state: 'none', isPremium: false } })),
        'POST /billing/promo-codes/check': async (request) => {
          const { code } = (await request.json()) as { code: string }
          if (code === 'OLD') return reply(422, { error: { code: 'E_PROMO_EXPIRED', message: 'Promo Code Expired' } })
          return reply(200, { code, amountCents: 6800, discountCents: 1600 })
        },
        'POST /billing/subscription/checkout': async (request) => {
          body = await request.json()
          return start('https://checkout.example/c/1')
        },
      },
    })
    expect(await screen.findByText('€5 / month')).toBeTruthy()
    expect(screen.getByText('That is €60 a year, tax included.')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'What the paid plan includes' }).children.length).toBeGreaterThan(5)
    expect((await screen.findByTestId('billing-total')).textContent).toBe('€60')

    // "Additional member" means one thing everywhere: a person besides the administrator; 5 come with the plan.
    expect(screen.getByText('€24 a year for each. The plan covers the administrator and 5 additional members, 6 people in all.')).toBeTruthy()
    await user.clear(screen.getByLabelText('Additional members beyond the 5 included'))
    await user.type(screen.getByLabelText('Additional members beyond the 5 included'), '1')
    expect(screen.getByTestId('billing-total').textContent).toBe('€84')
    expect(screen.getByText('1 additional member beyond the 5 included, 1 year')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Pay €84' }))
    expect(screen.getByText('Please Enter a Valid Name')).toBeTruthy()
    expect(screen.getByText('Please Enter a Valid Address')).toBeTruthy()
    expect(go).not.toHaveBeenCalled()

    await user.type(screen.getByLabelText('Promo code'), 'OLD')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Promo Code Expired')).toBeTruthy()
    await user.clear(screen.getByLabelText('Promo code'))
    await user.type(screen.getByLabelText('Promo code'), 'SPRING')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Code SPRING applied: €16 off.')).toBeTruthy()
    expect(screen.getByTestId('billing-total').textContent).toBe('€68')

    await user.type(screen.getByLabelText('Name or organization'), 'Atelier SAS')
    await user.type(screen.getByLabelText('Address'), '1 rue de la Paix')
    await user.click(screen.getByRole('button', { name: 'Pay €68' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example/c/1'))
    expect(body).toEqual({
      info: { name: 'Atelier SAS', address: '1 rue de la Paix', legalNumber: null, language: 'en' },
      promoCode: 'SPRING',
      extraMembers: 1,
      from: 'app',
    })
  })

  it('says online payment is not configured on the off driver, with no form', async () => {
    await renderApp('/en/subscribe', {
      api: { 'GET /users/me': reply(200, freeAdmin), 'GET /billing/plan': reply(200, { ...plan, driver: 'off' }) },
    })
    expect(await screen.findByText('Online payment is not configured on this instance')).toBeTruthy()
    expect(screen.getByText('€5 / month')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
    expect(screen.queryByLabelText('Name or organization')).toBeNull()
  })

  it('does not take a second payment while the first one is being confirmed', async () => {
    await renderApp('/en/subscribe', {
      api: {
        'GET /users/me': reply(200, freeAdmin),
        'GET /billing/plan': reply(200, plan),
        'GET /billing': reply(200, overview({ subscription: { ...overview().subscription, plan: 'free', state: 'activation_in_progress', isPremium: false } })),
      },
    })
    expect(await screen.findByText('Activation in progress')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it('tells a member that administrators subscribe', async () => {
    await renderApp('/en/subscribe', { api: { 'GET /users/me': reply(200, freeMember), 'GET /billing/plan': reply(200, plan) } })
    expect(await screen.findByText('Managed by your administrators')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  })

  it('gate: a cac user without premium is sent to /cac/subscriptions, which shows the subscribe page and pays back to cac', async () => {
    const go = watchCheckout()
    let body: { from?: string } = {}
    const { router, user } = await renderApp('/en/app/subscriptions', {
      api: {
        'GET /users/me': reply(200, cacUser),
        'GET /billing/plan': reply(200, plan),
        'GET /billing': reply(200, overview({ info: { name: 'Cabinet', address: 'Lyon' } })),
        'POST /billing/subscription/checkout': async (request) => {
          body = (await request.json()) as typeof body
          return start('https://checkout.example/c/2')
        },
      },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cac/subscriptions'))
    expect(await screen.findByText('Your account needs the paid plan: subscribe to reach your workspace.')).toBeTruthy()
    // Prefilled from GET /billing.
    await waitFor(() => expect((screen.getByLabelText('Name or organization') as HTMLInputElement).value).toBe('Cabinet'))
    await user.click(screen.getByRole('button', { name: 'Pay €60' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example/c/2'))
    expect(body.from).toBe('cac')
    expect(router.state.location.pathname).toBe('/en/cac/subscriptions')
  })
  it('a premium cac user manages the subscription on /cac/subscriptions (never /app/subscriptions): renewal, settle now, invoices', async () => {
    const premiumCac = {
      ...cacUser,
      organization: { ...cacUser.organization, subscription: { isPremium: true, expireAt: '2027-03-02T10:00:00Z', renew: true } },
    }
    const pending = payment({ uid: 'p7', kind: 'renewal', status: 'pending', description: 'Renewal 2027', invoiceNumber: null, settledAt: null })
    const { router } = await renderApp('/en/app/subscriptions', {
      api: {
        'GET /users/me': reply(200, premiumCac),
        'GET /billing/plan': reply(200, plan),
        'GET /billing': reply(200, overview({ pending: [pending] })),
      },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cac/subscriptions'))
    expect(await screen.findByRole('button', { name: /^Settle now/ })).toBeTruthy()
    expect(screen.getAllByText('F-2026-000001').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
    // Paying already: not told to subscribe, and a way back into the app.
    expect(screen.getByRole('heading', { level: 1, name: 'Your subscription' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Subscribe to the paid plan' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to my transfers' }).getAttribute('href')).toBe('/en/app/transfers')
  })
  it('an anonymous visitor of /cac/subscriptions is sent to the cac login', async () => {
    const { router } = await renderApp('/en/cac/subscriptions', {
      api: { 'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }), 'GET /billing/plan': reply(200, plan) },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cac'))
  })
})

describe('subscription and billing screens', () => {
  it('a deposit payment waits for the billing information: the list says so and "Settle now" stays off until it is saved', async () => {
    const pending = payment({
      uid: 'p8',
      kind: 'deposit',
      status: 'pending',
      description: 'Plans (d1)',
      amountCents: 400,
      invoiceNumber: null,
      settledAt: null,
    })
    await renderApp('/en/app/billing', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /billing/plan': reply(200, plan),
        'GET /billing': reply(200, overview({ pending: [pending], info: null })),
      },
    })
    const settle = await screen.findByRole('button', { name: 'Settle now: Plans (d1), €4' })
    expect((settle as HTMLButtonElement).disabled).toBe(true)
    expect(
      screen.getByText('This payment is invoiced: save the billing information below (name and address on the invoice) first; it is asked once.')
    ).toBeTruthy()
  })

  it('shows the state and dates, asks before turning renewal off, and sends each payment action to the provider', async () => {
    const go = watchCheckout()
    const requests: { key: string; body: unknown }[] = []
    const record = (key: string, answer: () => Response) => async (request: Request) => {
      requests.push({ key, body: await request.json() })
      return answer()
    }
    const pending = payment({ uid: 'p9', kind: 'renewal', status: 'pending', description: 'Renewal 2027', invoiceNumber: null, settledAt: null })
    const { user } = await renderApp('/en/app/subscriptions', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /billing/plan': reply(200, plan),
        'GET /billing': reply(200, overview({ pending: [pending], subscription: { ...overview().subscription, state: 'expiring', daysLeft: 9 } })),
        'PUT /billing/subscription/renewal': record('renewal', () => reply(200, overview())),
        'POST /billing/credits/checkout': record('credits', () => start('https://checkout.example/credits')),
        'POST /billing/card/checkout': record('card', () => start('https://checkout.example/card')),
        'POST /billing/payments/p9/settle': record('settle', () => start('https://checkout.example/settle')),
      },
    })
    const plan_ = await screen.findByRole('region', { name: 'Plan' })
    expect(within(plan_).getByText('Expiring')).toBeTruthy()
    expect(within(plan_).getByText('9 days left')).toBeTruthy()
    expect(within(plan_).getByText('Mar 2, 2027')).toBeTruthy()
    expect(within(plan_).getByText('Feb 15, 2027')).toBeTruthy()
    expect(within(plan_).getByText('7: 5 included in the plan and 2 bought')).toBeTruthy()

    await user.click(within(plan_).getByRole('button', { name: 'Cancel the renewal' }))
    const question = within(plan_).getByRole('group', { name: 'Cancel the renewal? The paid plan will end on Mar 2, 2027.' })
    expect(requests).toEqual([])
    await user.click(within(question).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(requests).toContainEqual({ key: 'renewal', body: { renew: false } }))

    await user.click(screen.getByRole('button', { name: 'Settle now: Renewal 2027, €60' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example/settle'))

    expect(screen.getByText('Credits balance: €12.50')).toBeTruthy()
    await user.type(screen.getByLabelText('Amount in euros'), '0,50')
    await user.click(screen.getByRole('button', { name: 'Buy credits' }))
    expect(screen.getByText('The Minimum Credit Is €1')).toBeTruthy()
    await user.clear(screen.getByLabelText('Amount in euros'))
    await user.type(screen.getByLabelText('Amount in euros'), '12,5')
    await user.click(screen.getByRole('button', { name: 'Buy credits' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example/credits'))
    expect(requests).toContainEqual({ key: 'credits', body: { amountCents: 1250 } })

    expect(screen.getByText('Visa ending in 4242, expires 04/2030')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Replace the card' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.example/card'))

    const invoices = screen.getAllByRole('link', { name: 'Download the invoice F-2026-000001 (PDF)' })
    expect(invoices[0].getAttribute('href')).toBe('/api/v2/billing/invoices/F-2026-000001/pdf')
  })

  it('saves the billing information after checking it', async () => {
    let saved: unknown
    const { user } = await renderApp('/en/app/subscriptions', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /billing/plan': reply(200, plan),
        'GET /billing': reply(200, overview()),
        'PUT /billing/info': async (request) => {
          saved = await request.json()
          return reply(200, saved)
        },
      },
    })
    const form = await screen.findByRole('form', { name: 'Billing information' })
    await user.clear(within(form).getByLabelText('Name or organization'))
    await user.click(within(form).getByRole('button', { name: 'Save the billing information' }))
    expect(within(form).getByText('Please Enter a Valid Name')).toBeTruthy()
    await user.type(within(form).getByLabelText('Name or organization'), 'Atelier SARL')
    await user.type(within(form).getByLabelText('Company number (optional)'), '123 456 789')
    // The invoices' language starts as the interface's (the person filling it) and can be another.
    const language = within(form).getByLabelText('Invoice language') as HTMLSelectElement
    expect(language.value).toBe('en')
    expect(within(form).getByText('Your invoices are issued in this language, whoever downloads them.')).toBeTruthy()
    await user.selectOptions(language, 'Français')
    await user.click(within(form).getByRole('button', { name: 'Save the billing information' }))
    expect(await screen.findByText('Billing information saved')).toBeTruthy()
    expect(saved).toEqual({ name: 'Atelier SARL', address: '1 rue de la Paix, Paris', legalNumber: '123 456 789', language: 'fr' })
  })

  it('a free organisation is offered the subscribe page', async () => {
    await renderApp('/en/app/subscriptions', {
      api: {
        'GET /users/me': reply(200, freeAdmin),
        'GET /billing/plan': reply(200, plan),
        'GET /billing': reply(200, overview({ subscription: { ...overview().subscription, plan: 'free', state: 'none', isPremium: false, expireAt: null } })),
      },
    })
    expect(await screen.findByText('No subscription')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'Plan' }))
        .getByRole('link', { name: 'Subscribe' })
        .getAttribute('href')
    ).toBe('/en/subscribe')
  })

  it('off driver: plan, credits and invoices, the notice, and no payment button', async () => {
    await renderApp('/en/app/subscriptions', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /billing/plan': reply(200, { ...plan, driver: 'off' }),
        'GET /billing': reply(200, overview({ driver: 'off' })),
      },
    })
    expect(await screen.findByText('Online payment is not configured on this instance')).toBeTruthy()
    expect(screen.getByText('Credits balance: €12.50')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Download the invoice F-2026-000001 (PDF)' }).length).toBeGreaterThan(0)
    for (const name of ['Cancel the renewal', 'Buy credits', 'Replace the card']) expect(screen.queryByRole('button', { name })).toBeNull()
  })

  it('members see who manages billing, and ask nothing', async () => {
    const { requests } = await renderApp('/en/app/subscriptions', { api: { 'GET /users/me': reply(200, member), 'GET /billing/plan': reply(200, plan) } })
    expect(await screen.findByText('Managed by your administrators')).toBeTruthy()
    expect(requests.some((request) => new URL(request.url).pathname === '/api/v2/billing')).toBe(false)
  })

  it('/app/billing is a real page focused on billing, and the sidebar links the subscription', async () => {
    await renderApp('/en/app/billing', {
      api: { 'GET /users/me': reply(200, admin), 'GET /billing/plan': reply(200, plan), 'GET /billing': reply(200, overview()) },
    })
    expect(await screen.findByRole('heading', { name: 'Billing', level: 1 })).toBeTruthy()
    expect(await screen.findByRole('region', { name: 'Payment history' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the subscription' }).getAttribute('href')).toBe('/en/app/subscriptions')
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }))
    expect(nav.getByRole('link', { name: 'Subscription' }).getAttribute('href')).toBe('/en/app/subscriptions')
  })

  it('credits: with no billing information saved, the top-up says it is asked first and cannot be bought yet', async () => {
    await renderApp('/en/app/billing', {
      api: { 'GET /users/me': reply(200, admin), 'GET /billing': reply(200, overview({ info: null })), 'GET /billing/plan': reply(200, plan) },
    })
    expect(await screen.findByText(/The top-up is invoiced: save the billing information/)).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Buy credits' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('Settings › General shows the payment method to administrators', async () => {
    await renderApp('/en/app/account', {
      api: { 'GET /users/me': reply(200, admin), 'GET /billing': reply(200, overview({ card: null })), 'GET /users/organizations': reply(200, []) },
    })
    const section = await screen.findByRole('region', { name: 'Payment method' })
    expect(await within(section).findByText('No payment method saved.')).toBeTruthy()
    expect(within(section).getByRole('link', { name: 'Manage the subscription' }).getAttribute('href')).toBe('/en/app/subscriptions')
  })
})

describe('payment pages', () => {
  it('success: waits for the confirmation, then shows the amount and what was bought', async () => {
    PAYMENT_POLL.intervalMs = 20
    let calls = 0
    await renderApp('/en/payment/success?payment=p1', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /billing/payments/p1': () =>
          reply(200, payment({ kind: 'credits', description: 'Credits', amountCents: 1500, status: ++calls < 3 ? 'pending' : 'succeeded' })),
      },
    })
    expect(await screen.findByText('Confirming your payment with the payment provider…')).toBeTruthy()
    expect(await screen.findByText('The credits are added to your balance.')).toBeTruthy()
    expect(screen.getByText('€15')).toBeTruthy()
    expect(screen.getByText('Credits')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See my subscription' }).getAttribute('href')).toBe('/en/app/subscriptions')
  })

  it('success: says it is being confirmed when the webhook is late', async () => {
    PAYMENT_POLL.intervalMs = 5
    await renderApp('/en/payment/success?payment=p1', {
      api: { 'GET /users/me': reply(200, cacUser), 'GET /billing/payments/p1': () => reply(200, payment({ status: 'pending' })) },
    })
    expect(await screen.findByText(/Your payment is being confirmed/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to my transfers' }).getAttribute('href')).toBe('/en/app/transfers')
  })

  it('a visitor sent to log in from a payment page comes back to it (the payment kept)', async () => {
    const { router } = await renderApp('/en/payment/success?payment=p1', {
      api: { 'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }) },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/payment/success?payment=p1')
  })

  it('success for an unknown payment: no thanks, it says no payment of the organisation is named', async () => {
    await renderApp('/en/payment/success?payment=nope', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /billing/payments/nope': reply(404, { error: { code: 'E_NOT_FOUND', message: 'Not found' } }),
      },
    })
    expect(await screen.findByRole('heading', { name: 'Payment not found' })).toBeTruthy()
    expect(screen.getByText(/No payment of your organization is named in this address/)).toBeTruthy()
    expect(screen.queryByText('Thank you for your payment')).toBeNull()
  })

  it('cancelled: nothing was charged, with a retry', async () => {
    await renderApp('/en/payment/cancelled?payment=p1', {
      api: { 'GET /users/me': reply(200, freeAdmin), 'GET /billing/payments/p1': reply(200, payment({ status: 'cancelled' })) },
    })
    expect(await screen.findByText('Nothing was charged.')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/en/subscribe'))
  })
})

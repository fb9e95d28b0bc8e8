import { createServer } from 'node:http'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StripeStandIn } from '../src/stripe_stand_in.ts'

/** What arrives at the webhook URL, raw, as the platform's webhook route would get it. */
const received: { body: string; signature: string }[] = []
const receiver = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
  request.on('end', () => {
    received.push({ body, signature: String(request.headers['stripe-signature']) })
    response.end()
  })
})

let standIn: StripeStandIn
let stripe: Stripe

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  // The webhook URL is set after start, as the platform under test starts later.
  standIn = await StripeStandIn.start()
  standIn.webhookUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/api/v2/billing/webhooks/stripe`
  const base = new URL(standIn.url)
  stripe = new Stripe(standIn.secretKey, { host: base.hostname, port: base.port, protocol: 'http' })
})

afterAll(async () => {
  await standIn.close()
  await new Promise((resolve) => receiver.close(resolve))
})

async function openSession(promotionCode?: string) {
  const customer = await stripe.customers.create({ name: 'Étude Martin' })
  return stripe.checkout.sessions.create({
    mode: 'payment',
    customer: customer.id,
    client_reference_id: 'pay-1',
    metadata: { payment: 'pay-1' },
    locale: 'fr',
    line_items: [
      { quantity: 1, price_data: { currency: 'eur', unit_amount: 6000, tax_behavior: 'inclusive', product_data: { name: 'Premium plan, one year' } } },
    ],
    discounts: promotionCode ? [{ promotion_code: promotionCode }] : undefined,
    payment_intent_data: { setup_future_usage: 'off_session', metadata: { payment: 'pay-1' } },
    success_url: 'https://sceau.example/billing/done?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://sceau.example/billing',
  })
}

const post = (url: string, form: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) })

describe('the Stripe stand-in hosted Checkout page, through HTTP', () => {
  it('shows the lines, discount and total; a declined card stays open; a working card pays, posts signed webhooks and redirects', async () => {
    const promotion = standIn.seedPromotionCode({ code: 'WELCOME', amountOffCents: 1500 })
    const session = await openSession(promotion.id)
    expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`)

    const page = await (await fetch(session.url!)).text()
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('Premium plan, one year')
    expect(page).toContain('−15.00 €')
    expect(page).toContain('45.00 €')
    for (const button of ['Pay with a card that works', 'Pay with a card that is declined', 'Cancel'])
      expect(page).toContain(`<button type="submit">${button}</button>`)

    const declined = await post(`${session.url}/pay`, { card: 'declined' })
    expect(declined.status).toBe(200)
    expect(await declined.text()).toContain('<p role="alert">Your card was declined.</p>')
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open')

    const before = received.length
    const paid = await post(`${session.url}/pay`, { card: 'works' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`https://sceau.example/billing/done?session=${session.id}`)

    const events = received.slice(before).map(({ body, signature }) => stripe.webhooks.constructEvent(body, signature, standIn.webhookSecret))
    expect(events.map((event) => event.type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded'])
    const completed = events[0].data.object as Stripe.Checkout.Session
    expect(completed).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', amount_total: 4500, client_reference_id: 'pay-1' })

    const after = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.payment_method'] })
    const intent = after.payment_intent as Stripe.PaymentIntent
    expect(intent).toMatchObject({ status: 'succeeded', amount: 4500, setup_future_usage: 'off_session', metadata: { payment: 'pay-1' } })
    expect(intent.payment_method).toMatchObject({ object: 'payment_method', customer: session.customer, card: { brand: 'visa', last4: '4242' } })
    expect((await stripe.promotionCodes.retrieve(promotion.id)).times_redeemed).toBe(1)

    const closed = await fetch(session.url!)
    expect(await closed.text()).toContain('This checkout session is complete.')
    expect((await post(`${session.url}/pay`, { card: 'works' })).status).toBe(409)
  })

  it('cancel redirects to cancel_url and leaves the session open', async () => {
    const session = await openSession()
    const cancelled = await post(`${session.url}/cancel`)
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe('https://sceau.example/billing')
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open')
  })

  it('a dropped webhook is recorded but not sent, and can be replayed', async () => {
    const session = await openSession()
    standIn.dropWebhooks(1)
    const before = received.length
    await standIn.pay(session.id)
    const [lost, sent] = standIn.events.slice(-2)
    expect([lost.dropped, sent.dropped]).toEqual([true, false])
    expect(received.slice(before).map((delivery) => JSON.parse(delivery.body).id)).toEqual([sent.event.id])
    expect(await standIn.replay(lost.event.id)).toBe(200)
    expect(stripe.webhooks.constructEvent(received.at(-1)!.body, received.at(-1)!.signature, standIn.webhookSecret).id).toBe(lost.event.id)
  })
})

describe('the Stripe stand-in REST API', () => {
  const api = (path: string, init: RequestInit = {}) => fetch(`${standIn.url}${path}`, init)
  const json = async (answer: Response) => (await answer.json()) as { id: string; error: { type: string; message: string } }

  it('refuses a missing or wrong secret key with 401 in the error envelope', async () => {
    for (const authorization of [undefined, 'Bearer sk_test_wrong']) {
      const answer = await api('/v1/balance', { headers: authorization ? { authorization } : {} })
      expect(answer.status).toBe(401)
      expect((await json(answer)).error).toMatchObject({ type: 'invalid_request_error', message: 'Invalid API Key provided.' })
    }
  })

  it('refuses a parameter the endpoint does not take, as Stripe does', async () => {
    const params = { amount: 6000, currency: 'eur', payment_method_types: ['card'] } as unknown as Stripe.PaymentIntentCreateParams
    await expect(stripe.paymentIntents.create(params)).rejects.toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'payment_method_types' })
  })

  it('answers the same Idempotency-Key with the same object, and refuses it with other parameters', async () => {
    const headers = { authorization: `Bearer ${standIn.secretKey}`, 'idempotency-key': 'create-once', 'content-type': 'application/x-www-form-urlencoded' }
    const first = await json(await api('/v1/customers', { method: 'POST', headers, body: 'name=Once' }))
    const again = await api('/v1/customers', { method: 'POST', headers, body: 'name=Once' })
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect((await json(again)).id).toBe(first.id)
    expect([...standIn.objects.customers.values()].filter((customer) => customer.name === 'Once')).toHaveLength(1)
    const other = await api('/v1/customers', { method: 'POST', headers, body: 'name=Other' })
    expect(other.status).toBe(400)
    expect((await json(other)).error.type).toBe('idempotency_error')
  })

  it('an unknown object is 404 resource_missing; a declined off-session charge is 402 card_error with the stored intent', async () => {
    await expect(stripe.customers.retrieve('cus_nosuch')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      type: 'StripeInvalidRequestError',
    })
    const session = await openSession()
    await standIn.pay(session.id)
    const intent = await stripe.paymentIntents.retrieve((await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string)
    standIn.declineNextOffSession('insufficient_funds')
    const charge = {
      customer: session.customer as string,
      payment_method: intent.payment_method as string,
      amount: 6000,
      currency: 'eur',
      off_session: true,
      confirm: true,
    }
    const error = await stripe.paymentIntents.create(charge).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ statusCode: 402, type: 'StripeCardError', code: 'card_declined', decline_code: 'insufficient_funds' })
    const failed = (error as Stripe.errors.StripeCardError).payment_intent!
    expect((await stripe.paymentIntents.retrieve(failed.id)).status).toBe('requires_payment_method')
    expect((await stripe.paymentIntents.create(charge)).status).toBe('succeeded')
    await standIn.webhooksDelivered()
    expect(standIn.events.slice(-2).map((sent) => sent.event.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded'])
  })
})

import { createServer, type Server } from 'node:http'
import { test } from '@japa/runner'
import Stripe from 'stripe'
import { StripeStandIn } from '@sceau/testing/stripe_stand_in'
import { StripeGateway } from '#billing/stripe_gateway'
import type { CheckoutInput } from '#billing/payment_gateway'

const customer = { organisationId: 7, name: 'Étude Martin', address: '1 rue de la Paix, 75002 Paris', email: 'compta@martin.example' }

function checkoutFor(customerId: string, overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    mode: 'payment',
    customerId,
    paymentUid: `pay-${Math.random().toString(36).slice(2)}`,
    lines: [
      { name: 'Premium plan, one year', amountCents: 6000, quantity: 1 },
      { name: 'Additional member, one year', amountCents: 2400, quantity: 2 },
    ],
    successUrl: 'https://sceau.example/billing/done?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://sceau.example/billing',
    locale: 'fr',
    ...overrides,
  }
}

/** A webhook receiver that only records what arrives, so signatures are checked by the test itself. */
async function webhookReceiver() {
  const received: { body: Buffer; signature: string | undefined }[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ body: Buffer.concat(chunks), signature: request.headers['stripe-signature'] as string | undefined })
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/webhooks`
  return { received, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

test.group('StripeGateway against the Stripe stand-in', (group) => {
  let standIn: StripeStandIn
  let gateway: StripeGateway
  let receiver: Awaited<ReturnType<typeof webhookReceiver>>

  group.setup(async () => {
    receiver = await webhookReceiver()
    standIn = await StripeStandIn.start({ webhookUrl: receiver.url })
    gateway = new StripeGateway({ secretKey: standIn.secretKey, webhookSecret: standIn.webhookSecret, apiBase: standIn.url })
    return async () => {
      await standIn.close()
      await receiver.close()
    }
  })

  /** A customer whose card was saved by a first paid checkout: what renewals charge. */
  async function customerWithSavedCard() {
    const customerId = await gateway.createCustomer(customer)
    const first = await gateway.createCheckout(checkoutFor(customerId, { saveCard: true }))
    await standIn.pay(first.id)
    const paid = await gateway.retrieveCheckout(first.id)
    return { customerId, paymentMethodId: paid.paymentMethodId! }
  }

  test('creates and updates a customer with our organisation as metadata', async ({ assert }) => {
    const id = await gateway.createCustomer(customer)
    assert.match(id, /^cus_/)
    assert.deepInclude(standIn.customer(id)!, { name: 'Étude Martin', email: 'compta@martin.example', metadata: { organisation: '7' } })
    assert.equal(standIn.customer(id)!.address?.line1, '1 rue de la Paix, 75002 Paris')

    await gateway.updateCustomer(id, { ...customer, name: 'Étude Martin & Associés', email: null })
    assert.deepInclude(standIn.customer(id)!, { name: 'Étude Martin & Associés', email: null })
  })

  test('a checkout lists the lines tax included in euros, and reads back as open and unpaid', async ({ assert }) => {
    const customerId = await gateway.createCustomer(customer)
    const input = checkoutFor(customerId)
    const created = await gateway.createCheckout(input)
    assert.deepEqual(created, {
      id: created.id,
      url: `${standIn.url}/checkout/${created.id}`,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotalCents: 10800,
      currency: 'eur',
      customerId,
      paymentIntentId: null,
      paymentMethodId: null,
      paymentUid: input.paymentUid,
    })
    assert.deepEqual(await gateway.retrieveCheckout(created.id), created)
    assert.deepInclude(standIn.session(created.id)!, {
      locale: 'fr',
      currency: 'eur',
      client_reference_id: input.paymentUid,
      metadata: { payment: input.paymentUid },
    })
    assert.deepEqual(standIn.objects.sessionExtras.get(created.id)!.lines, [
      { name: 'Premium plan, one year', unitAmount: 6000, quantity: 1 },
      { name: 'Additional member, one year', unitAmount: 2400, quantity: 2 },
    ])
  })

  test("the checkout page speaks the user's language when Stripe has it, else the browser's", async ({ assert }) => {
    const customerId = await gateway.createCustomer(customer)
    const localeOf = async (locale: string) => standIn.session((await gateway.createCheckout(checkoutFor(customerId, { locale }))).id)!.locale
    assert.deepEqual([await localeOf('pt'), await localeOf('it-IT'), await localeOf('de')], ['pt', 'it', 'auto'])
  })

  test('paying completes the checkout; the card is on file only when it was to be saved', async ({ assert }) => {
    const customerId = await gateway.createCustomer(customer)
    const once = await gateway.createCheckout(checkoutFor(customerId))
    const kept = await gateway.createCheckout(checkoutFor(customerId, { saveCard: true }))
    const outcome = await standIn.pay(once.id)
    assert.deepEqual(outcome, { status: 'paid', redirectUrl: `https://sceau.example/billing/done?session=${once.id}` })
    await standIn.pay(kept.id)

    const paidOnce = await gateway.retrieveCheckout(once.id)
    assert.deepInclude(paidOnce, { status: 'complete', paymentStatus: 'paid', amountTotalCents: 10800, paymentMethodId: null, url: null })
    assert.match(paidOnce.paymentIntentId!, /^pi_/)
    assert.deepEqual(await gateway.retrievePaymentIntent(paidOnce.paymentIntentId!), {
      status: 'succeeded',
      paymentIntentId: paidOnce.paymentIntentId,
      amountCents: 10800,
      currency: 'eur',
      customerId,
      failureCode: null,
    })

    const paidKept = await gateway.retrieveCheckout(kept.id)
    assert.match(paidKept.paymentMethodId!, /^pm_/)
    const card = await gateway.card(paidKept.paymentMethodId!)
    assert.deepInclude(card, { id: paidKept.paymentMethodId, brand: 'visa', last4: '4242' })
    assert.isAbove(card.expYear, new Date().getUTCFullYear())
  })

  test('a declined card leaves the checkout open and unpaid', async ({ assert }) => {
    const customerId = await gateway.createCustomer(customer)
    const session = await gateway.createCheckout(checkoutFor(customerId))
    assert.deepEqual(await standIn.pay(session.id, 'declined'), { status: 'declined', message: 'Your card was declined.' })
    assert.deepInclude(await gateway.retrieveCheckout(session.id), { status: 'open', paymentStatus: 'unpaid', paymentIntentId: null })
  })

  test('setup mode saves a card without charging; it can become the default card', async ({ assert }) => {
    const customerId = await gateway.createCustomer(customer)
    const session = await gateway.createCheckout(checkoutFor(customerId, { mode: 'setup', lines: [] }))
    assert.deepInclude(session, { status: 'open', paymentStatus: 'no_payment_required', amountTotalCents: null })
    await standIn.pay(session.id)
    const done = await gateway.retrieveCheckout(session.id)
    assert.deepInclude(done, { status: 'complete', paymentStatus: 'no_payment_required', paymentIntentId: null, paymentUid: session.paymentUid })
    assert.match(done.paymentMethodId!, /^pm_/)
    assert.lengthOf(standIn.paymentIntentsOf(customerId), 0)

    await gateway.setDefaultCard(customerId, done.paymentMethodId!)
    assert.equal(standIn.customer(customerId)!.invoice_settings.default_payment_method, done.paymentMethodId)
  })

  test("another customer's card cannot become the default card", async ({ assert }) => {
    const { paymentMethodId } = await customerWithSavedCard()
    const stranger = await gateway.createCustomer({ ...customer, organisationId: 8 })
    await assert.rejects(() => gateway.setDefaultCard(stranger, paymentMethodId), /does not have a payment method/)
    assert.isNull(standIn.customer(stranger)!.invoice_settings.default_payment_method)
  })

  test('expiring an open checkout abandons it; expiring it again changes nothing', async ({ assert }) => {
    const customerId = await gateway.createCustomer(customer)
    const session = await gateway.createCheckout(checkoutFor(customerId))
    await gateway.expireCheckout(session.id)
    assert.deepInclude(await gateway.retrieveCheckout(session.id), { status: 'expired', paymentStatus: 'unpaid', url: null })
    await gateway.expireCheckout(session.id)
    await assert.rejects(() => standIn.pay(session.id), /is expired/)
  })

  test('an off-session charge of the saved card succeeds', async ({ assert }) => {
    const { customerId, paymentMethodId } = await customerWithSavedCard()
    const result = await gateway.chargeOffSession({
      customerId,
      paymentMethodId,
      amountCents: 6000,
      description: 'Renewal',
      paymentUid: 'pay-renew-1',
      idempotencyKey: 'renew-1',
    })
    assert.equal(result.status, 'succeeded')
    assert.deepInclude(standIn.paymentIntent(result.paymentIntentId!)!, {
      amount: 6000,
      currency: 'eur',
      customer: customerId,
      metadata: { payment: 'pay-renew-1' },
    })
    assert.deepEqual(await gateway.retrievePaymentIntent(result.paymentIntentId!), result)
  })

  test('a declined off-session charge fails with the decline code, and reads back failed', async ({ assert }) => {
    const { customerId, paymentMethodId } = await customerWithSavedCard()
    standIn.declineNextOffSession('insufficient_funds')
    const declined = await gateway.chargeOffSession({
      customerId,
      paymentMethodId,
      amountCents: 6000,
      description: 'Renewal',
      paymentUid: 'pay-d',
      idempotencyKey: 'renew-d',
    })
    assert.equal(declined.status, 'failed')
    assert.equal(declined.failureCode, 'insufficient_funds')
    assert.match(declined.paymentIntentId!, /^pi_/)
    assert.deepEqual(await gateway.retrievePaymentIntent(declined.paymentIntentId!), declined)

    standIn.declineCard(customerId, 'authentication_required')
    const sca = await gateway.chargeOffSession({
      customerId,
      paymentMethodId,
      amountCents: 6000,
      description: 'Renewal',
      paymentUid: 'pay-d',
      idempotencyKey: 'renew-d2',
    })
    assert.deepInclude(sca, { status: 'failed', failureCode: 'authentication_required' })
    standIn.declineCard(customerId, null)
    const again = await gateway.chargeOffSession({
      customerId,
      paymentMethodId,
      amountCents: 6000,
      description: 'Renewal',
      paymentUid: 'pay-d',
      idempotencyKey: 'renew-d3',
    })
    assert.equal(again.status, 'succeeded')
  })

  test('a retried charge with the same idempotency key charges once', async ({ assert }) => {
    const { customerId, paymentMethodId } = await customerWithSavedCard()
    const charge = {
      customerId,
      paymentMethodId,
      amountCents: 6000,
      description: 'Renewal',
      paymentUid: 'pay-once',
      idempotencyKey: `renew-${customerId}-2027`,
    }
    const first = await gateway.chargeOffSession(charge)
    const retried = await gateway.chargeOffSession(charge)
    assert.deepEqual(retried, first)
    assert.lengthOf(
      standIn.paymentIntentsOf(customerId).filter((intent) => intent.metadata.payment === 'pay-once'),
      1
    )
    assert.isTrue(standIn.requests.some((request) => request.path === '/v1/payment_intents' && request.idempotencyKey === charge.idempotencyKey))
    // The same key with other parameters is refused, not silently answered with the first charge.
    await assert.rejects(() => gateway.chargeOffSession({ ...charge, amountCents: 2400 }), /same parameters/)
  })

  test('a charge of a card that belongs to another customer is refused', async ({ assert }) => {
    const { paymentMethodId } = await customerWithSavedCard()
    const stranger = await gateway.createCustomer({ ...customer, organisationId: 9 })
    await assert.rejects(
      () =>
        gateway.chargeOffSession({ customerId: stranger, paymentMethodId, amountCents: 6000, description: 'x', paymentUid: 'p', idempotencyKey: 'steal-1' }),
      /does not belong/
    )
    assert.lengthOf(standIn.paymentIntentsOf(stranger), 0)
  })

  test('promotion codes: valid, invalid, expired, unusable', async ({ assert }) => {
    const welcome = standIn.seedPromotionCode({ code: 'WELCOME20', percentOff: 20 })
    standIn.seedPromotionCode({ code: 'TENOFF', amountOffCents: 1000 })
    standIn.seedPromotionCode({ code: 'OLD', percentOff: 10, expiresAt: new Date(Date.now() - 60_000) })
    standIn.seedPromotionCode({ code: 'OFF', percentOff: 10, active: false })
    standIn.seedPromotionCode({ code: 'USEDUP', percentOff: 10, maxRedemptions: 3, timesRedeemed: 3 })
    standIn.seedPromotionCode({ code: 'BIGORDER', percentOff: 10, minimumAmountCents: 10000 })
    standIn.seedPromotionCode({ code: 'FIRST', percentOff: 10, firstTimeTransaction: true })

    assert.deepEqual(await gateway.findPromotionCode('welcome20', 6000), {
      status: 'valid',
      id: welcome.id,
      code: 'WELCOME20',
      percentOff: 20,
      amountOffCents: null,
    })
    assert.deepInclude(await gateway.findPromotionCode('TENOFF', 6000), { status: 'valid', percentOff: null, amountOffCents: 1000 })
    assert.deepEqual(await gateway.findPromotionCode('NOSUCHCODE', 6000), { status: 'invalid' })
    assert.deepEqual(await gateway.findPromotionCode('', 6000), { status: 'invalid' })
    assert.deepEqual(await gateway.findPromotionCode('OLD', 6000), { status: 'expired' })
    assert.deepEqual(await gateway.findPromotionCode('OFF', 6000), { status: 'expired' })
    assert.deepEqual(await gateway.findPromotionCode('USEDUP', 6000), { status: 'unusable' })
    assert.deepEqual(await gateway.findPromotionCode('BIGORDER', 6000), { status: 'unusable' })
    assert.equal((await gateway.findPromotionCode('BIGORDER', 10800)).status, 'valid')

    const newcomer = await gateway.createCustomer(customer)
    assert.equal((await gateway.findPromotionCode('FIRST', 6000, newcomer)).status, 'valid')
    const { customerId: returning } = await customerWithSavedCard()
    assert.deepEqual(await gateway.findPromotionCode('FIRST', 6000, returning), { status: 'unusable' })
  })

  test('a promotion code discounts the checkout and is redeemed when paid', async ({ assert }) => {
    const promotion = standIn.seedPromotionCode({ code: 'LASTONE', percentOff: 25, maxRedemptions: 1 })
    const customerId = await gateway.createCustomer(customer)
    const session = await gateway.createCheckout(
      checkoutFor(customerId, { promotionCodeId: promotion.id, lines: [{ name: 'Premium plan, one year', amountCents: 6000, quantity: 1 }] })
    )
    assert.equal(session.amountTotalCents, 4500)
    await standIn.pay(session.id)
    assert.equal((await gateway.retrieveCheckout(session.id)).amountTotalCents, 4500)
    assert.deepEqual(await gateway.findPromotionCode('LASTONE', 6000), { status: 'unusable' })
    await assert.rejects(() => gateway.createCheckout(checkoutFor(customerId, { promotionCodeId: promotion.id })), /maximum redemptions/)
  })

  test('webhooks: signed events are accepted with their object and our payment uid', async ({ assert }) => {
    const customerId = await gateway.createCustomer(customer)
    const input = checkoutFor(customerId)
    const session = await gateway.createCheckout(input)
    // Earlier tests' asynchronous webhooks (off-session charges, expiries) land first.
    await standIn.webhooksDelivered()
    const before = receiver.received.length
    await standIn.pay(session.id)
    const arrived = receiver.received.slice(before)
    const events = arrived.map((delivery) => gateway.verifyWebhook(delivery.body, delivery.signature))
    const paid = await gateway.retrieveCheckout(session.id)
    assert.deepEqual(
      events.map(({ type, objectId, paymentUid }) => ({ type, objectId, paymentUid })),
      [
        { type: 'checkout.session.completed', objectId: session.id, paymentUid: input.paymentUid },
        { type: 'payment_intent.succeeded', objectId: paid.paymentIntentId!, paymentUid: input.paymentUid },
      ]
    )
    assert.deepEqual(
      events.map((event) => event.id),
      standIn.events.slice(-2).map((sent) => sent.event.id)
    )
  })

  test('webhooks: forged, unsigned and stale signatures are refused', async ({ assert }) => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_x', client_reference_id: 'pay-x' } },
    })
    const body = Buffer.from(payload)
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' })
    assert.throws(() => gateway.verifyWebhook(body, forged), /No signatures found matching/)
    assert.throws(() => gateway.verifyWebhook(body, undefined))
    assert.throws(() => gateway.verifyWebhook(body, standIn.sign(payload, Math.floor(Date.now() / 1000) - 3600)), /Timestamp outside the tolerance zone/)
    // Dated ahead is refused too (the SDK alone only refuses the old).
    assert.throws(() => gateway.verifyWebhook(body, standIn.sign(payload, Math.floor(Date.now() / 1000) + 3600)), /Timestamp outside the tolerance zone/)
    // A valid signature over another body: the body was altered on the way.
    assert.throws(() => gateway.verifyWebhook(Buffer.from(payload.replace('pay-x', 'pay-y')), standIn.sign(payload)), /No signatures found matching/)
    assert.deepEqual(gateway.verifyWebhook(body, standIn.sign(payload)), {
      id: 'evt_forged',
      type: 'checkout.session.completed',
      objectId: 'cs_x',
      paymentUid: 'pay-x',
    })
  })

  test('ping answers with the right key and fails with a wrong one or an unreachable API', async ({ assert }) => {
    await gateway.ping()
    const wrongKey = new StripeGateway({ secretKey: 'sk_test_wrong', webhookSecret: standIn.webhookSecret, apiBase: standIn.url })
    await assert.rejects(() => wrongKey.ping(), /Invalid API Key/)
    await assert.rejects(() => wrongKey.createCustomer(customer))
    const unreachable = new StripeGateway({ secretKey: standIn.secretKey, webhookSecret: standIn.webhookSecret, apiBase: 'http://127.0.0.1:1' })
    await assert.rejects(() => unreachable.ping())
  })

  test('an unknown object is a Stripe resource_missing error', async ({ assert }) => {
    await assert.rejects(() => gateway.retrieveCheckout('cs_test_nosuch'), /No such checkout.session: 'cs_test_nosuch'/)
    await assert.rejects(() => gateway.card('pm_nosuch'), /No such payment_method/)
  })
})

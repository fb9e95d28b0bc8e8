/*
 * Billing's API (ADR 0006, docs/billing-api.md), relative to /api/v2. Administrators of the active
 * organisation manage its billing; the controller answers others with a translated 403. The gate
 * stops at "confirmed": a cac account without premium must reach the routes it subscribes with.
 */
import type { PluginRouter, RouteOptions } from '@sceau/plugin-sdk/server'
import * as Answers from '../openapi/answers/billing.js'

const Billing = () => import('#controllers/billing_controller')
const Webhooks = () => import('#controllers/billing_webhooks_controller')

/** A 200 JSON answer and its schema. */
const ok = (description: string, json: Record<string, unknown>) => ({ 200: { description, json } })

const confirmed: RouteOptions = { access: 'user', gate: 'confirmed' }
/** What starts a payment honours Idempotency-Key: a retried request opens one checkout, settles once. */
const pays: RouteOptions = { ...confirmed, idempotent: true }

export function billingRoutes(api: PluginRouter) {
  api.get('/billing/plan', [Billing, 'plan'], { access: 'public', doc: { summary: 'The plans and prices offered', responses: ok('The offer', Answers.Plan) } })
  api.get('/billing', [Billing, 'show'], {
    ...confirmed,
    doc: { summary: "The organisation's billing: plan, credits, billing details, invoices", responses: ok('The billing overview', Answers.Overview) },
  })
  api.put('/billing/info', [Billing, 'updateInfo'], {
    ...confirmed,
    doc: { summary: 'Change the billing details', responses: ok('The billing details', Answers.Info) },
  })
  api.post('/billing/promo-codes/check', [Billing, 'checkPromo'], {
    ...confirmed,
    doc: {
      summary: 'Check a promotion code',
      responses: ok('What the code takes off', Answers.Promo),
      errors: { 409: 'Online payment is not configured on this instance' },
    },
  })
  api.post('/billing/subscription/checkout', [Billing, 'subscribe'], {
    ...pays,
    doc: {
      summary: 'Start paying for a subscription',
      errors: { 409: 'Online payment is not configured, or the first request with this Idempotency-Key is still running' },
      responses: { 201: { description: 'The payment to follow (a checkout URL, or settled)', json: Answers.Checkout } },
    },
  })
  api.put('/billing/subscription/renewal', [Billing, 'renewal'], {
    ...confirmed,
    doc: { summary: 'Turn automatic renewal on or off', responses: ok('The billing overview', Answers.Overview) },
  })
  api.post('/billing/credits/checkout', [Billing, 'credits'], {
    ...pays,
    doc: {
      summary: 'Start buying deposit credits',
      errors: { 409: 'Online payment is not configured, or the first request with this Idempotency-Key is still running' },
      responses: { 201: { description: 'The payment to follow', json: Answers.Checkout } },
    },
  })
  api.post('/billing/card/checkout', [Billing, 'card'], {
    ...pays,
    doc: {
      summary: 'Start registering a payment card',
      errors: { 409: 'Online payment is not configured, or the first request with this Idempotency-Key is still running' },
      responses: { 201: { description: 'The payment to follow', json: Answers.Checkout } },
    },
  })
  api.post('/billing/payments/:uid/settle', [Billing, 'settle'], {
    ...pays,
    doc: {
      summary: 'Settle a payment that came back from the payment page',
      responses: { 201: { description: 'The settled payment', json: Answers.Checkout } },
    },
  })
  api.get('/billing/payments/:uid', [Billing, 'payment'], {
    ...confirmed,
    doc: { summary: "A payment's state", responses: ok('The payment', Answers.Payment) },
  })
  api.get('/billing/invoices/:number/pdf', [Billing, 'invoicePdf'], {
    ...confirmed,
    doc: { summary: 'An invoice (PDF)', responses: { 200: { description: 'The invoice', file: 'application/pdf' } } },
  })
  api.get('/users/organization/payments/waiting/subscription/renew/boolean', [Billing, 'renewalWaiting'], {
    ...confirmed,
    doc: { summary: 'Whether a subscription renewal waits for payment', responses: ok('true or false', Answers.RenewalWaiting) },
  })
  // Stripe's signed events: the signature is the credential (no session, no CSRF).
  api.post('/billing/webhooks/stripe', [Webhooks, 'stripe'], {
    access: 'public',
    stateless: true,
    doc: {
      summary: "Stripe's signed events (the Stripe-Signature header is the credential)",
      responses: ok('Applied, or a replay of an applied event', Answers.WebhookReceived),
      errors: { 400: 'Unsigned or badly signed event', 404: 'Card payments are not enabled on this instance' },
    },
  })
}

/*
 * Billing's API (ADR 0006, docs/billing-api.md), relative to /api/v2. Administrators of the active
 * organisation manage its billing; the controller answers others with a translated 403. The gate
 * stops at "confirmed": a cac account without premium must reach the routes it subscribes with.
 */
import type { PluginRouter, RouteOptions } from '@sceau/plugin-sdk/server'

const Billing = () => import('#controllers/billing_controller')
const Webhooks = () => import('#controllers/billing_webhooks_controller')

const confirmed: RouteOptions = { access: 'user', gate: 'confirmed' }
/** What starts a payment honours Idempotency-Key: a retried request opens one checkout, settles once. */
const pays: RouteOptions = { ...confirmed, idempotent: true }

export function billingRoutes(api: PluginRouter) {
  api.get('/billing/plan', [Billing, 'plan'], { access: 'public' })
  api.get('/billing', [Billing, 'show'], confirmed)
  api.put('/billing/info', [Billing, 'updateInfo'], confirmed)
  api.post('/billing/promo-codes/check', [Billing, 'checkPromo'], confirmed)
  api.post('/billing/subscription/checkout', [Billing, 'subscribe'], pays)
  api.put('/billing/subscription/renewal', [Billing, 'renewal'], confirmed)
  api.post('/billing/credits/checkout', [Billing, 'credits'], pays)
  api.post('/billing/card/checkout', [Billing, 'card'], pays)
  api.post('/billing/payments/:uid/settle', [Billing, 'settle'], pays)
  api.get('/billing/payments/:uid', [Billing, 'payment'], confirmed)
  api.get('/billing/invoices/:number/pdf', [Billing, 'invoicePdf'], confirmed)
  api.get('/users/organization/payments/waiting/subscription/renew/boolean', [Billing, 'renewalWaiting'], confirmed)
  // Stripe's signed events: the signature is the credential (no session, no CSRF).
  api.post('/billing/webhooks/stripe', [Webhooks, 'stripe'], { access: 'public', stateless: true })
}

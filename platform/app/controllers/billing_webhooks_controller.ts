import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { ApiError, LoggerService } from '@sceau/plugin-sdk/server'
import { BillingDesk } from '#billing/billing_desk'
import { payments } from '#billing/payments'
import type { VerifiedEvent } from '#billing/payment_gateway'

/**
 * POST /billing/webhooks/stripe (ADR 0006 §6): no session, no CSRF; the signature over the raw body
 * is the only credential (unsigned, forged, older or newer than 5 minutes: 400, nothing changes).
 * The event's copy of the object is never trusted: the current state is retrieved and applied only
 * to the payment that created it, when its amount, currency and customer match, so events out of
 * order converge and another payment's object changes nothing. An event id is recorded once applied; a replay is a 200 that does nothing.
 */
@inject()
export default class BillingWebhooksController {
  constructor(
    private desk: BillingDesk,
    private logger: LoggerService
  ) {}

  async stripe({ request, response }: HttpContext) {
    const gateway = this.desk.gateway
    if (!gateway) throw ApiError.notFound()
    const raw = request.raw()
    let event: VerifiedEvent
    try {
      event = gateway.verifyWebhook(Buffer.from(raw ?? '', 'utf8'), request.header('stripe-signature'))
    } catch {
      throw ApiError.badRequest('E_BAD_SIGNATURE', 'billing.errors.badSignature')
    }
    if (await db.from('billing_webhook_events').where('event_id', event.id).first()) return response.ok({ received: true, replay: true })
    await this.#apply(event)
    await db
      .table('billing_webhook_events')
      .knexQuery.insert({ event_id: event.id, type: event.type.slice(0, 100), received_at: new Date() })
      .onConflict('event_id')
      .ignore()
    return response.ok({ received: true })
  }

  async #apply(event: VerifiedEvent) {
    const gateway = this.desk.gateway!
    if (event.type.startsWith('checkout.session.')) {
      await this.desk.outcomes.apply(await gateway.retrieveCheckout(event.objectId))
      return
    }
    if (event.type.startsWith('payment_intent.')) {
      // The payment that created this intent; metadata only points at a payment whose own Checkout is then asked.
      const payment = await payments.byIntent(event.objectId)
      if (payment?.status === 'pending') {
        if (payment.checkoutSessionId) await this.desk.outcomes.refresh(payment)
        else await this.desk.outcomes.applyIntent(payment, await gateway.retrievePaymentIntent(event.objectId))
      } else if (!payment && event.paymentUid) {
        const named = await payments.byUid(event.paymentUid)
        if (named?.status === 'pending' && named.checkoutSessionId) await this.desk.outcomes.refresh(named)
      }
      return
    }
    this.logger.info('billing: webhook event ignored', { type: event.type })
  }
}

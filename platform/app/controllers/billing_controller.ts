import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import { BillingDesk } from '#billing/billing_desk'
import type { Caller } from '#billing/checkouts'
import { InvoiceBook } from '#billing/invoices/invoice_book'
import { payments, presentPayment } from '#billing/payments'
import {
  billingInfoValidator,
  billingMessages,
  creditsCheckoutValidator,
  promoCheckValidator,
  renewalValidator,
  subscriptionCheckoutValidator,
} from '#validators/billing_validators'

/** The caller acts for the active organisation's billing: its administrators only (docs/product.md §6). */
function billingAdmin(ctx: HttpContext): Caller {
  const actor = ctx.actor
  if (!actor || actor.kind !== 'user') throw ApiError.forbidden()
  if (actor.role !== 'admin') throw ApiError.forbidden('billing.errors.adminsOnly')
  return { organisationId: actor.organisationId, userId: actor.userId, locale: ctx.i18n.locale }
}

/**
 * Billing of the active organisation (docs/billing-api.md, ADR 0006): plan offer, overview,
 * billing info, promo codes, checkouts on the provider's hosted page, renewal switch, payments
 * for the success and cancelled pages, invoices, and docs/product.md §7's renewal boolean.
 */
@inject()
export default class BillingController {
  constructor(
    private desk: BillingDesk,
    private invoices: InvoiceBook
  ) {}

  /** GET /billing/plan (public). */
  plan() {
    return this.desk.catalogue.offer()
  }

  /** GET /billing */
  async show(ctx: HttpContext) {
    return this.desk.profile.overview(billingAdmin(ctx).organisationId)
  }

  /** PUT /billing/info */
  async updateInfo(ctx: HttpContext) {
    const caller = billingAdmin(ctx)
    const info = await ctx.request.validateUsing(billingInfoValidator, { messagesProvider: billingMessages(ctx) })
    return this.desk.profile.saveInfo(caller.organisationId, info, caller.locale)
  }

  /** POST /billing/promo-codes/check */
  async checkPromo(ctx: HttpContext) {
    billingAdmin(ctx)
    const data = await ctx.request.validateUsing(promoCheckValidator, { messagesProvider: billingMessages(ctx) })
    const { promotionCodeId: _, ...check } = await this.desk.checkouts.checkPromo(data.code, this.desk.catalogue.subscriptionPrice(data.extraMembers ?? 0))
    return check
  }

  /** POST /billing/subscription/checkout */
  async subscribe(ctx: HttpContext) {
    const caller = billingAdmin(ctx)
    const data = await ctx.request.validateUsing(subscriptionCheckoutValidator, { messagesProvider: billingMessages(ctx) })
    return ctx.response.created(await this.desk.checkouts.startSubscription(caller, data))
  }

  /** PUT /billing/subscription/renewal */
  async renewal(ctx: HttpContext) {
    const caller = billingAdmin(ctx)
    const { renew } = await ctx.request.validateUsing(renewalValidator, { messagesProvider: billingMessages(ctx) })
    await this.desk.profile.setRenewal(caller.organisationId, renew)
    return this.desk.profile.overview(caller.organisationId)
  }

  /** POST /billing/credits/checkout */
  async credits(ctx: HttpContext) {
    const caller = billingAdmin(ctx)
    const { amountCents, info } = await ctx.request.validateUsing(creditsCheckoutValidator, { messagesProvider: billingMessages(ctx) })
    return ctx.response.created(await this.desk.checkouts.startCredits(caller, amountCents, info))
  }

  /** POST /billing/card/checkout */
  async card(ctx: HttpContext) {
    return ctx.response.created(await this.desk.checkouts.startCard(billingAdmin(ctx)))
  }

  /** POST /billing/payments/:uid/settle */
  async settle(ctx: HttpContext) {
    return ctx.response.created(await this.desk.checkouts.settle(billingAdmin(ctx), String(ctx.params.uid)))
  }

  /**
   * GET /billing/payments/:uid (success and cancelled pages): asks the provider first, so a paid
   * Checkout is applied even before its webhook. Administrators see every payment of the active
   * organisation; other members only its deposit payments (they pay their own deposits).
   */
  async payment(ctx: HttpContext) {
    const actor = ctx.actor
    if (!actor || actor.kind !== 'user') throw ApiError.forbidden()
    const found = await payments.ofOrganisation(actor.organisationId, String(ctx.params.uid))
    if (!found) throw ApiError.notFound()
    if (actor.role !== 'admin' && found.kind !== 'deposit') throw ApiError.forbidden('billing.errors.adminsOnly')
    const current = found.status === 'pending' ? await this.desk.outcomes.refresh(found).catch(() => found) : found
    return presentPayment(current)
  }

  /** GET /billing/invoices/:number/pdf */
  async invoicePdf(ctx: HttpContext) {
    const caller = billingAdmin(ctx)
    const number = String(ctx.params.number)
    const pdf = /^F-[0-9-]{6,20}$/.test(number) ? await this.invoices.pdf(caller.organisationId, number, caller.locale) : null
    if (!pdf) throw ApiError.notFound('billing.errors.invoiceNotFound')
    return ctx.response.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${number}.pdf"`).send(pdf)
  }

  /** GET /users/organization/payments/waiting/subscription/renew/boolean (docs/product.md §7): false for non-administrators. */
  async renewalWaiting(ctx: HttpContext) {
    const actor = ctx.actor
    if (!actor || actor.kind !== 'user' || actor.role !== 'admin') return false
    return this.desk.profile.renewalPending(actor.organisationId)
  }
}

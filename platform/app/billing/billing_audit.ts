import db from '@adonisjs/lucid/services/db'
import type { BillingDesk } from '#billing/billing_desk'
import { paymentTable, type PaymentRow } from '#billing/billing_tables'

/** One difference between what the provider says and what Sceau recorded. */
export interface BillingMismatch {
  payment: string
  organisationId: number
  kind: PaymentRow['kind']
  problem: 'state' | 'amount' | 'customer' | 'currency' | 'missing_invoice' | 'invoice_amount' | 'invoice_on_credits' | 'provider_unreachable'
  sceau: string
  provider: string
}

/**
 * `billing:reconcile --check` (issue 25): compares every payment since `since` with the provider's
 * object it created (Checkout Session, else PaymentIntent) and with its invoice, changing nothing.
 * Money taken by card is invoiced once for its amount; credits used are never invoiced (ADR 0009).
 */
export async function auditBilling(desk: BillingDesk, options: { since?: Date | null } = {}): Promise<BillingMismatch[]> {
  const query = db.from(paymentTable.table).orderBy('id')
  if (options.since) query.where('created_at', '>=', options.since)
  const rows = (await query).map((row) => paymentTable.read(row))
  const invoices = new Map<number, { number: string; amount: number }>()
  if (rows.length) {
    const found = await db
      .from('billing_invoices')
      .whereIn(
        'payment_id',
        rows.map((r) => r.id)
      )
      .select('payment_id', 'number', 'amount_cents')
    for (const invoice of found) invoices.set(Number(invoice.payment_id), { number: invoice.number, amount: Number(invoice.amount_cents) })
  }
  const mismatches: BillingMismatch[] = []
  for (const payment of rows) {
    const report = (problem: BillingMismatch['problem'], sceau: string, provider: string) =>
      mismatches.push({ payment: payment.uid, organisationId: payment.organisationId, kind: payment.kind, problem, sceau, provider })
    const invoice = invoices.get(payment.id) ?? null
    if (payment.method === 'credits') {
      if (invoice) report('invoice_on_credits', `invoice ${invoice.number}`, 'paid from credits (VAT invoiced at top-up)')
      continue
    }
    if (payment.status === 'succeeded' && payment.kind !== 'card' && payment.amountCents > 0) {
      if (!invoice) report('missing_invoice', `succeeded ${payment.amountCents}`, 'no invoice')
      else if (invoice.amount !== payment.amountCents) report('invoice_amount', `invoice ${invoice.number}: ${invoice.amount}`, `paid ${payment.amountCents}`)
    }
    if (!desk.gateway) continue
    let seen: { paid: boolean; amountCents: number | null; currency: string | null; customerId: string | null } | null = null
    try {
      if (payment.checkoutSessionId) {
        const session = await desk.gateway.retrieveCheckout(payment.checkoutSessionId)
        const paid = session.status === 'complete' && (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required')
        seen = { paid, amountCents: payment.kind === 'card' ? 0 : session.amountTotalCents, currency: session.currency, customerId: session.customerId }
      } else if (payment.paymentIntentId) {
        const intent = await desk.gateway.retrievePaymentIntent(payment.paymentIntentId)
        seen = { paid: intent.status === 'succeeded', amountCents: intent.amountCents, currency: intent.currency, customerId: intent.customerId }
      }
    } catch (error) {
      report('provider_unreachable', payment.status, String(error).slice(0, 200))
      continue
    }
    if (!seen) {
      // Nothing was ever asked of the provider: only a payment still waiting may be in that state.
      if (payment.status === 'succeeded') report('state', 'succeeded', 'no provider object')
      continue
    }
    const succeeded = payment.status === 'succeeded'
    if (seen.paid !== succeeded) report('state', payment.status, seen.paid ? 'paid' : 'not paid')
    if (!seen.paid) continue
    const mismatch = await desk.outcomes.mismatch(payment, seen)
    if (mismatch) {
      const provider = mismatch === 'amount' ? String(seen.amountCents) : mismatch === 'currency' ? String(seen.currency) : String(seen.customerId)
      report(mismatch, mismatch === 'amount' ? String(payment.amountCents) : mismatch === 'currency' ? 'eur' : 'the organisation’s customer', provider)
    }
  }
  return mismatches
}

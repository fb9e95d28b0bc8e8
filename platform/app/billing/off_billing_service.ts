import type { Database } from '@adonisjs/lucid/database'
import { BillingService, type ChargeInput, type ChargeResult, type Invoice } from '@sceau/plugin-sdk/server'
import type { InvoiceBook } from '#billing/invoices/invoice_book'

interface ChargeRow {
  id: number
  ref: string
  organisation_id: number
  amount_cents: number
  description: string
  status: ChargeResult['status']
  method: ChargeResult['method']
  invoice_number: string | null
}

class DuplicateCharge extends Error {}

/**
 * Billing while card payments are off (the embedded default): a charge is approved without
 * collecting anything and recorded with its price as "not collected", unless the organisation's
 * prepaid credits cover it, in which case they are debited (no invoice: ADR 0009, the credits'
 * VAT is invoiced when they are bought).
 */
export class OffBillingService extends BillingService {
  readonly driver = 'off' as const

  constructor(
    private db: Database,
    private invoices: InvoiceBook
  ) {
    super()
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 0) throw new TypeError('amountCents must be a non-negative integer')
    const existing = await this.#find(input.ref)
    if (existing) return this.#result(existing)
    try {
      await this.db.transaction(async (trx) => {
        // One conditional UPDATE: two charges at once can never take the balance below zero.
        const debited =
          input.amountCents > 0 &&
          affected(
            await trx
              .from('billing_accounts')
              .where('organisation_id', input.organisationId)
              .where('credits_cents', '>=', input.amountCents)
              .update({ credits_cents: trx.raw('credits_cents - ?', [input.amountCents]), updated_at: new Date() })
          ) === 1
        const [inserted] = await trx
          .table('billing_charges')
          .knexQuery.insert({
            ref: input.ref,
            organisation_id: input.organisationId,
            amount_cents: input.amountCents,
            description: input.description.slice(0, 500),
            status: 'approved',
            method: debited ? 'credits' : 'not_collected',
            created_at: new Date(),
          })
          .onConflict('ref')
          .ignore()
          .returning('id')
        const id = typeof inserted === 'object' ? inserted?.id : inserted
        // Another request charged this ref first: undo the debit, answer with theirs.
        if (!id) throw new DuplicateCharge()
        // Credits are single-purpose vouchers (ADR 0009): their VAT was invoiced at top-up; using them issues no invoice.
      })
    } catch (error) {
      if (!(error instanceof DuplicateCharge)) throw error
    }
    return this.#result((await this.#find(input.ref))!)
  }

  async credits(organisationId: number) {
    const row = await this.db.from('billing_accounts').where('organisation_id', organisationId).first()
    return row ? Number(row.credits_cents) : 0
  }

  /** Adds prepaid credits (operator command, later the card top-up). */
  async addCredits(organisationId: number, cents: number) {
    if (!Number.isSafeInteger(cents) || cents <= 0) throw new TypeError('cents must be a positive integer')
    await this.db
      .table('billing_accounts')
      .knexQuery.insert({ organisation_id: organisationId, credits_cents: cents, updated_at: new Date() })
      .onConflict('organisation_id')
      .merge({ credits_cents: this.db.connection().getWriteClient().raw('billing_accounts.credits_cents + ?', [cents]), updated_at: new Date() })
    return this.credits(organisationId)
  }

  async invoice(organisationId: number, invoiceId: string): Promise<Invoice | null> {
    return this.invoices.find(organisationId, invoiceId)
  }

  /** Nothing is ever pending while payments are off. */
  async paymentUrl() {
    return null
  }

  async invoicePdf(organisationId: number, invoiceId: string, locale?: string) {
    return this.invoices.pdf(organisationId, invoiceId, locale)
  }

  #find(ref: string): Promise<ChargeRow | null> {
    return this.db.from('billing_charges').where('ref', ref).first()
  }

  async #result(row: ChargeRow): Promise<ChargeResult> {
    return {
      status: row.status,
      method: row.method,
      ...(row.invoice_number ? { invoiceId: row.invoice_number } : {}),
      creditsCents: await this.credits(row.organisation_id),
    }
  }
}

function affected(result: unknown) {
  return Array.isArray(result) ? result.length : Number(result)
}

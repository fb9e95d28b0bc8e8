import { inject } from '@adonisjs/core'
import { Database } from '@adonisjs/lucid/database'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { InvoiceSummary } from '@sceau/api-client/billing'
import { column, DEFAULT_LOCALE, defineTable, LOCALES, TranslationService, type Invoice } from '@sceau/plugin-sdk/server'
import { renderInvoicePdf } from './invoice_pdf.js'
import { sellerIdentity, type SellerIdentity } from './seller.js'
import { vatIncluded } from './vat.js'

export interface InvoiceBuyer {
  /** Name or organisation name (docs/product.md §3 billing info). */
  name: string
  address: string
  legalNumber?: string | null
}

export interface IssueInvoiceInput {
  organisationId: number
  /** The billing_payments row that took the money (card, credits top-up, subscription...). */
  paymentId?: number | null
  /** The plugin charge it pays (BillingService.charge's ref), e.g. "consignment:deposit:<uid>". */
  chargeRef?: string | null
  description: string
  /** Tax included, in euro cents. */
  amountCents: number
  method: 'card' | 'credits'
  buyer: InvoiceBuyer
  /** The price before a promo code, tax included, when one lowered it; the invoice shows list price, discount and net. */
  listPriceCents?: number | null
  promoCode?: string | null
  /** The billing profile's language at issue (issue 25): the PDF is in it, whoever reads it. */
  language?: string | null
}

/** An issued invoice: the SDK's Invoice (id = number, ref = charge ref or "") with its VAT and both parties as issued. */
export interface StoredInvoice extends Invoice {
  vatCents: number
  paymentId: number | null
  chargeRef: string | null
  /** List price (tax included) and promo code when discounted, else null. */
  listPriceCents: number | null
  promoCode: string | null
  /** The language it was issued in (null: issued before invoices had one; read in the reader's). */
  language: string | null
  buyer: { name: string; address: string; legalNumber: string | null }
  seller: SellerIdentity
}

const invoices = defineTable('billing_invoices', {
  number: column.string(),
  organisationId: column.number(),
  paymentId: column.number().nullable(),
  chargeRef: column.string().nullable(),
  description: column.string(),
  amountCents: column.number(),
  vatCents: column.number(),
  method: column.string<'card' | 'credits'>(),
  buyerName: column.string(),
  buyerAddress: column.string(),
  buyerLegalNumber: column.string().nullable(),
  sellerName: column.string(),
  sellerAddress: column.string(),
  sellerLegalNumber: column.string(),
  sellerVatNumber: column.string(),
  listPriceCents: column.number().nullable(),
  promoCode: column.string().nullable(),
  language: column.string().nullable(),
  issuedAt: column.date(),
})
const COUNTER = 'billing_invoice_counter'

const supportedLocale = (locale: string | null | undefined) => ((LOCALES as readonly (string | null | undefined)[]).includes(locale) ? locale! : null)

function fromRow(row: Record<string, unknown>): StoredInvoice {
  const r = invoices.read(row)
  return {
    id: r.number,
    number: r.number,
    organisationId: r.organisationId,
    amountCents: r.amountCents,
    vatCents: r.vatCents,
    description: r.description,
    ref: r.chargeRef ?? '',
    chargeRef: r.chargeRef,
    paymentId: r.paymentId,
    method: r.method,
    listPriceCents: r.listPriceCents,
    promoCode: r.promoCode,
    language: r.language,
    issuedAt: r.issuedAt,
    buyer: { name: r.buyerName, address: r.buyerAddress, legalNumber: r.buyerLegalNumber },
    seller: { name: r.sellerName, address: r.sellerAddress, legalNumber: r.sellerLegalNumber, vatNumber: r.sellerVatNumber },
  }
}

/**
 * The invoices of every organisation (ADR 0006 §7): issued inside the transaction that takes the
 * money, numbered F-YYYY-NNNNNN without gaps, read back only by their own organisation.
 */
@inject()
export class InvoiceBook {
  constructor(
    private db: Database,
    private i18n: TranslationService
  ) {}

  /**
   * Issues the invoice of a payment inside the caller's transaction: its number is taken from the
   * year's counter row there, so a rollback gives it back. A payment or charge invoiced already
   * answers its invoice (the caller's retry takes no second number).
   */
  async issue(trx: TransactionClientContract, input: IssueInvoiceInput): Promise<StoredInvoice> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new TypeError('amountCents must be a positive integer')
    if (input.method !== 'card' && input.method !== 'credits') throw new TypeError('method must be card or credits')
    const paymentId = input.paymentId ?? null
    const chargeRef = input.chargeRef ?? null
    if (paymentId !== null || chargeRef !== null) {
      const existing = await trx
        .from(invoices.table)
        .where((query) => {
          if (paymentId !== null) query.orWhere('payment_id', paymentId)
          if (chargeRef !== null) query.orWhere('charge_ref', chargeRef)
        })
        .first()
      if (existing) return fromRow(existing)
    }
    const issuedAt = new Date()
    const year = issuedAt.getUTCFullYear()
    // One statement: the year's row is created or incremented, and locked until the caller's transaction ends.
    const [taken] = await trx
      .table(COUNTER)
      .knexQuery.insert({ year, value: 1 })
      .onConflict('year')
      .merge({ value: trx.getWriteClient().raw(`${COUNTER}.value + 1`) })
      .returning('value')
    const sequence = Number(typeof taken === 'object' ? taken.value : taken)
    const seller = sellerIdentity()
    const values = invoices.write({
      number: `F-${year}-${String(sequence).padStart(6, '0')}`,
      organisationId: input.organisationId,
      paymentId,
      chargeRef,
      description: input.description.slice(0, 500),
      amountCents: input.amountCents,
      vatCents: vatIncluded(input.amountCents),
      method: input.method,
      buyerName: input.buyer.name.trim().slice(0, 255),
      buyerAddress: input.buyer.address.trim().slice(0, 1000),
      buyerLegalNumber: input.buyer.legalNumber?.trim().slice(0, 64) || null,
      sellerName: seller.name,
      sellerAddress: seller.address,
      sellerLegalNumber: seller.legalNumber,
      sellerVatNumber: seller.vatNumber,
      ...(input.listPriceCents && input.listPriceCents > input.amountCents
        ? { listPriceCents: input.listPriceCents, promoCode: input.promoCode?.slice(0, 100) ?? null }
        : { listPriceCents: null, promoCode: null }),
      language: supportedLocale(input.language),
      issuedAt,
    })
    await trx.table(invoices.table).insert(values)
    return fromRow(values)
  }

  /** An invoice of the organisation; null when unknown or another organisation's. */
  async find(organisationId: number, number: string): Promise<StoredInvoice | null> {
    const row = await this.db.from(invoices.table).where('organisation_id', organisationId).where('number', number).first()
    return row ? fromRow(row) : null
  }

  /** The organisation's invoices, newest first (the billing page's list). */
  async list(organisationId: number): Promise<InvoiceSummary[]> {
    const rows = await this.db.from(invoices.table).where('organisation_id', organisationId).orderBy('issued_at', 'desc').orderBy('id', 'desc')
    return rows.map((row) => {
      const invoice = fromRow(row)
      return {
        number: invoice.number,
        issuedAt: invoice.issuedAt.toISOString(),
        description: invoice.description,
        amountCents: invoice.amountCents,
        vatCents: invoice.vatCents,
        method: invoice.method,
      }
    })
  }

  /**
   * The invoice as a PDF in the language it was issued in (the billing profile's), whoever reads it;
   * an invoice issued before invoices had a language reads in the reader's (French when unsupported). Null as find().
   */
  async pdf(organisationId: number, number: string, locale: string = DEFAULT_LOCALE): Promise<Buffer | null> {
    const invoice = await this.find(organisationId, number)
    if (!invoice) return null
    const supported = supportedLocale(invoice.language) ?? supportedLocale(locale) ?? DEFAULT_LOCALE
    return renderInvoicePdf(invoice, supported, (key, data) => this.i18n.translate(supported, key, data))
  }

  /**
   * The buyer as known now, for a driver issuing without billing info to hand: the organisation's
   * billing info (docs/product.md §5 form) when both name and address are set, else its name and no address.
   */
  async buyerOf(client: QueryClientContract, organisationId: number): Promise<InvoiceBuyer> {
    const account = await client.from('billing_accounts').where('organisation_id', organisationId).first()
    if (account?.billing_name && account.billing_address)
      return { name: account.billing_name, address: account.billing_address, legalNumber: account.billing_legal_number ?? null }
    const organisation = await client.from('organisations').where('id', organisationId).select('name').first()
    return { name: organisation?.name ?? '', address: '', legalNumber: null }
  }
}

/*
 * Billing: what a plugin charges an organisation for (a deposit...). The platform binds one driver:
 * "off" (embedded default: nothing is collected, the price is recorded as not collected, and an
 * organisation's prepaid credits are debited when they cover it) or a card-payment driver later.
 */

export interface ChargeInput {
  organisationId: number
  /** Tax-included amount in euro cents. */
  amountCents: number
  /** Shown on the invoice and in the payment history. */
  description: string
  /** The caller's reference, e.g. "consignment:deposit:<uid>": a second charge with the same ref returns the first. */
  ref: string
  /** Language of the payer's pages when the charge is paid by card (default fr). */
  locale?: string
}

export type ChargeStatus = 'approved' | 'pending' | 'refused'

export interface ChargeResult {
  status: ChargeStatus
  /** Set when money was really taken (credits debited or card paid): the invoice to offer. */
  invoiceId?: string
  /** How it was settled: prepaid credits, a card, or nothing collected (payments off). */
  method: 'credits' | 'card' | 'not_collected'
  /** The organisation's credits left afterwards, in cents. */
  creditsCents: number
  /** Pending on a card payment: where the payer goes to pay (the provider's hosted page). */
  paymentUrl?: string
}

/** A pending charge was settled later (card paid, or abandoned): the plugin that asked moves on. */
export interface ChargeSettledPayload {
  ref: string
  organisationId: number
  status: 'approved' | 'refused'
  method: ChargeResult['method']
  invoiceId?: string
}

declare module './services.js' {
  interface PlatformEvents {
    'billing:charge-settled': ChargeSettledPayload
  }
}

export interface Invoice {
  id: string
  /** Human-readable, sequential per platform. */
  number: string
  organisationId: number
  amountCents: number
  description: string
  ref: string
  method: 'credits' | 'card'
  issuedAt: Date
}

export abstract class BillingService {
  abstract readonly driver: 'off' | 'stripe'
  /** Charges once per ref; refused when the organisation cannot pay and payments are required. */
  abstract charge(input: ChargeInput): Promise<ChargeResult>
  /** Prepaid credits of the organisation, in cents. */
  abstract credits(organisationId: number): Promise<number>
  /** An invoice of the organisation (null when unknown or another organisation's). */
  abstract invoice(organisationId: number, invoiceId: string): Promise<Invoice | null>
  /** The invoice as a PDF (seller, buyer, lines before tax, VAT, total) in the reader's language (French by default); null as invoice(). */
  abstract invoicePdf(organisationId: number, invoiceId: string, locale?: string): Promise<Buffer | null>
  /**
   * Where to pay a charge still pending (a new hosted page when the last one expired); null when not
   * pending. Rejects with ApiError `E_BILLING_INFO_REQUIRED` while the organisation's billing
   * information (the invoice's buyer) is missing: an administrator fills it in first.
   */
  abstract paymentUrl(organisationId: number, ref: string, locale: string): Promise<string | null>
}

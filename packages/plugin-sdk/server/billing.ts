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
}

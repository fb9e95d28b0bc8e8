import { column, defineTable, type RowOf } from '@sceau/plugin-sdk/server'
import type { PaymentKind, PaymentStatus } from '@sceau/api-client/billing'

/** Billing's raw tables and their typed rows (docs/adr/0004, ADR 0006). */
export const accountTable = defineTable('billing_accounts', {
  organisationId: column.number(),
  creditsCents: column.number(),
  billingName: column.string().nullable(),
  billingAddress: column.string().nullable(),
  billingLegalNumber: column.string().nullable(),
  /** The billing profile's language: invoices are issued in it (issue 25). */
  billingLanguage: column.string().nullable(),
  providerCustomerId: column.string().nullable(),
  cardPaymentMethodId: column.string().nullable(),
  cardBrand: column.string().nullable(),
  cardLast4: column.string().nullable(),
  cardExpMonth: column.number().nullable(),
  cardExpYear: column.number().nullable(),
  updatedAt: column.date(),
})
export type AccountRow = RowOf<typeof accountTable.columns>

export const paymentTable = defineTable('billing_payments', {
  id: column.number(),
  uid: column.string(),
  organisationId: column.number(),
  userId: column.number().nullable(),
  kind: column.string<PaymentKind>(),
  status: column.string<PaymentStatus>(),
  method: column.string<'card' | 'credits'>(),
  amountCents: column.number(),
  baseAmountCents: column.number(),
  description: column.string(),
  promoCode: column.string().nullable(),
  promotionCodeId: column.string().nullable(),
  extraMembers: column.number(),
  chargeRef: column.string().nullable(),
  checkoutSessionId: column.string().nullable(),
  paymentIntentId: column.string().nullable(),
  invoiceNumber: column.string().nullable(),
  error: column.string().nullable(),
  locale: column.string(),
  returnTo: column.string<'app' | 'cac'>(),
  createdAt: column.date(),
  updatedAt: column.date(),
  settledAt: column.date().nullable(),
})
export type PaymentRow = RowOf<typeof paymentTable.columns>

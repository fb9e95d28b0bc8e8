import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { PaymentKind, PaymentStatus, PaymentSummary } from '@sceau/api-client/billing'
import { randomBase62 } from '#uploads/upload_tokens'
import { paymentTable, type PaymentRow } from '#billing/billing_tables'

type Client = TransactionClientContract | typeof db

export interface NewPayment {
  organisationId: number
  userId: number | null
  kind: PaymentKind
  amountCents: number
  baseAmountCents?: number
  description: string
  method?: 'card' | 'credits'
  status?: PaymentStatus
  promoCode?: string | null
  promotionCodeId?: string | null
  extraMembers?: number
  chargeRef?: string | null
  locale?: string
  returnTo?: 'app' | 'cac'
}

const UID = /^[0-9A-Za-z]{22}$/

/**
 * The billing_payments table (ADR 0006 §5). A payment leaves `pending` once, by a conditional
 * update inside the transaction that applies its effect: whoever wins (webhook, reconciliation,
 * success page) applies it, the others see zero rows changed and do nothing.
 */
export const payments = {
  async create(input: NewPayment, client: Client = db): Promise<PaymentRow> {
    const now = new Date()
    const uid = randomBase62(22)
    await client.table(paymentTable.table).insert(
      paymentTable.write({
        uid,
        organisationId: input.organisationId,
        userId: input.userId,
        kind: input.kind,
        status: input.status ?? 'pending',
        method: input.method ?? 'card',
        amountCents: input.amountCents,
        baseAmountCents: input.baseAmountCents ?? input.amountCents,
        description: input.description.slice(0, 500),
        promoCode: input.promoCode ?? null,
        promotionCodeId: input.promotionCodeId ?? null,
        extraMembers: input.extraMembers ?? 0,
        chargeRef: input.chargeRef ?? null,
        locale: input.locale ?? 'fr',
        returnTo: input.returnTo ?? 'app',
        createdAt: now,
        updatedAt: now,
        settledAt: input.status && input.status !== 'pending' ? now : null,
      })
    )
    return (await this.byUid(uid, client))!
  },

  async byUid(uid: string, client: Client = db): Promise<PaymentRow | null> {
    if (typeof uid !== 'string' || !UID.test(uid)) return null
    const row = await client.from(paymentTable.table).where('uid', uid).first()
    return row ? paymentTable.read(row) : null
  },

  /** A payment of this organisation; another organisation's uid is as unknown as a made-up one. */
  async ofOrganisation(organisationId: number, uid: string): Promise<PaymentRow | null> {
    const row = await this.byUid(uid)
    return row && row.organisationId === organisationId ? row : null
  },

  async byChargeRef(ref: string, client: Client = db): Promise<PaymentRow | null> {
    const row = await client.from(paymentTable.table).where('charge_ref', ref).first()
    return row ? paymentTable.read(row) : null
  },

  async bySession(sessionId: string): Promise<PaymentRow | null> {
    const row = await db.from(paymentTable.table).where('checkout_session_id', sessionId).first()
    return row ? paymentTable.read(row) : null
  },

  async byIntent(intentId: string): Promise<PaymentRow | null> {
    const row = await db.from(paymentTable.table).where('payment_intent_id', intentId).first()
    return row ? paymentTable.read(row) : null
  },

  async list(organisationId: number, limit = 100): Promise<PaymentRow[]> {
    const rows = await db.from(paymentTable.table).where('organisation_id', organisationId).orderBy('id', 'desc').limit(limit)
    return rows.map((row) => paymentTable.read(row))
  },

  async pending(limit = 200): Promise<PaymentRow[]> {
    const rows = await db.from(paymentTable.table).where('status', 'pending').orderBy('id').limit(limit)
    return rows.map((row) => paymentTable.read(row))
  },

  async update(id: number, values: Partial<PaymentRow>, client: Client = db) {
    await client
      .from(paymentTable.table)
      .where('id', id)
      .update(paymentTable.write({ ...values, updatedAt: new Date() }))
  },

  /** pending -> `to`, only if still pending: true when this call made the transition. */
  async settle(id: number, to: Exclude<PaymentStatus, 'pending'>, values: Partial<PaymentRow>, client: Client): Promise<boolean> {
    const now = new Date()
    const changed = await client
      .from(paymentTable.table)
      .where('id', id)
      .where('status', 'pending')
      .update(paymentTable.write({ ...values, status: to, settledAt: now, updatedAt: now }))
    return affected(changed) === 1
  },
}

export function affected(result: unknown) {
  return Array.isArray(result) ? result.length : Number(result)
}

export function presentPayment(row: PaymentRow): PaymentSummary {
  return {
    uid: row.uid,
    kind: row.kind,
    status: row.status,
    amountCents: row.amountCents,
    baseAmountCents: row.baseAmountCents,
    description: row.description,
    promoCode: row.promoCode,
    invoiceNumber: row.invoiceNumber,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }
}

import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { BillingInfo, CardView } from '@sceau/api-client/billing'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sceau/plugin-sdk/shared'
import { accountTable, type AccountRow } from '#billing/billing_tables'
import { affected } from '#billing/payments'

type Client = TransactionClientContract | typeof db

/** One billing_accounts row per organisation: credits, billing info, provider customer, card on file. */
export const billingAccounts = {
  async find(organisationId: number, client: Client = db): Promise<AccountRow | null> {
    const row = await client.from(accountTable.table).where('organisation_id', organisationId).first()
    return row ? accountTable.read(row) : null
  },

  /** Creates the row when missing (credits 0), then sets these columns. */
  async upsert(organisationId: number, values: Partial<AccountRow>, client: Client = db) {
    const columns = accountTable.write({ ...values, updatedAt: new Date() })
    await client
      .table(accountTable.table)
      .knexQuery.insert({ organisation_id: organisationId, credits_cents: 0, ...columns })
      .onConflict('organisation_id')
      .merge(columns)
  },

  async addCredits(organisationId: number, cents: number, client: TransactionClientContract) {
    await client
      .table(accountTable.table)
      .knexQuery.insert({ organisation_id: organisationId, credits_cents: cents, updated_at: new Date() })
      .onConflict('organisation_id')
      .merge({ credits_cents: client.getWriteClient().raw('billing_accounts.credits_cents + ?', [cents]), updated_at: new Date() })
  },

  /** One conditional UPDATE: two debits at once never take the balance below zero. */
  async debitCredits(organisationId: number, cents: number, client: Client): Promise<boolean> {
    if (cents <= 0) return false
    const changed = await client
      .from(accountTable.table)
      .where('organisation_id', organisationId)
      .where('credits_cents', '>=', cents)
      .update({ credits_cents: client.raw('credits_cents - ?', [cents]), updated_at: new Date() })
    return affected(changed) === 1
  },

  async credits(organisationId: number) {
    return (await this.find(organisationId))?.creditsCents ?? 0
  },
}

export function infoOf(account: AccountRow | null): BillingInfo | null {
  if (!account?.billingName || !account.billingAddress) return null
  return { name: account.billingName, address: account.billingAddress, legalNumber: account.billingLegalNumber, language: languageOf(account) }
}

/** The billing profile's language (French when none was recorded). */
export function languageOf(account: AccountRow | null): Locale {
  const stored = account?.billingLanguage
  return (LOCALES as readonly (string | null | undefined)[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE
}

export function cardOf(account: AccountRow | null): CardView | null {
  if (!account?.cardPaymentMethodId || !account.cardBrand || !account.cardLast4) return null
  return { brand: account.cardBrand, last4: account.cardLast4, expMonth: account.cardExpMonth ?? 0, expYear: account.cardExpYear ?? 0 }
}

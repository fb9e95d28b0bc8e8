/* docs/product.md §5 checks of the invoice form and the credit top-up, answering keys of the core catalogue. */
import type { BillingInfo } from '@sceau/api-client'
import { LOCALES, type Locale } from '@sceau/plugin-sdk/web'
import { compact, type FieldErrors } from '../forms/validation'

export interface BillingInfoValues {
  name: string
  address: string
  legalNumber: string
  /** The invoices' language (issue 25): the saved one, else the language of whoever fills the form. */
  language: Locale
}

export function billingInfoValues(info: BillingInfo | null | undefined, fillerLanguage: string): BillingInfoValues {
  const language = info?.language ?? ((LOCALES as readonly string[]).includes(fillerLanguage) ? (fillerLanguage as Locale) : 'fr')
  return { name: info?.name ?? '', address: info?.address ?? '', legalNumber: info?.legalNumber ?? '', language }
}

/** "Please Enter a Valid Name", "Please Enter a Valid Address"; the legal number is optional. */
export function billingInfoProblems(values: BillingInfoValues): FieldErrors {
  return compact({
    name: values.name.trim() ? undefined : 'billing.validation.name',
    address: values.address.trim() ? undefined : 'billing.validation.address',
  })
}

export function billingInfoOf(values: BillingInfoValues): BillingInfo {
  return { name: values.name.trim(), address: values.address.trim(), legalNumber: values.legalNumber.trim() || null, language: values.language }
}

/** Euros typed by the user ("12", "12,50", "12.5") -> cents, or null when it is not an amount. */
export function eurosToCents(typed: string): number | null {
  const value = typed.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null
  return Math.round(Number(value) * 100)
}

/** "The Minimum Credit Is €1" below the minimum or when the amount cannot be read. */
export function creditProblem(typed: string, minimumCents: number): string | undefined {
  const cents = eurosToCents(typed)
  return cents === null || cents < minimumCents ? 'billing.validation.minimumCredit' : undefined
}

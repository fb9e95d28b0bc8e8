import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import { LOCALES } from '@sceau/plugin-sdk/shared'

/*
 * Billing forms (docs/product.md §5): the invoice form (name and address required, legal number optional),
 * promo codes, credit top-ups. Messages are docs/product.md §8's, from the catalogue in the request's language.
 */
const name = () => vine.string().trim().minLength(2).maxLength(200)
const address = () => vine.string().trim().minLength(5).maxLength(500)
const legalNumber = () => vine.string().trim().maxLength(64).nullable().optional()
/** The billing profile's language (issue 25): invoices are issued in it. */
const language = () => vine.enum(LOCALES).optional()
const info = () => vine.object({ name: name(), address: address(), legalNumber: legalNumber(), language: language() })
const promoCode = () => vine.string().trim().minLength(1).maxLength(64)

export const billingInfoValidator = vine.create({ name: name(), address: address(), legalNumber: legalNumber(), language: language() })

export const subscriptionCheckoutValidator = vine.create({
  info: info(),
  promoCode: promoCode().nullable().optional(),
  extraMembers: vine.number().withoutDecimals().range([0, 500]).optional(),
  from: vine.enum(['app', 'cac'] as const).optional(),
})

export const promoCheckValidator = vine.create({
  code: promoCode(),
  extraMembers: vine.number().withoutDecimals().range([0, 500]).optional(),
})

export const renewalValidator = vine.create({ renew: vine.boolean({ strict: true }) })

export const creditsCheckoutValidator = vine.create({
  amountCents: vine.number().withoutDecimals().range([100, 1_000_000]),
  /** The invoice's buyer, asked with the first top-up when none is saved yet (issue 25). */
  info: info().optional(),
})

const E = 'billing.errors.'
const FIELD_MESSAGES: Record<string, string> = {
  name: `${E}invalidName`,
  address: `${E}invalidAddress`,
  legalNumber: `${E}invalidLegalNumber`,
  language: `${E}invalidLanguage`,
  promoCode: `${E}promoInvalid`,
  code: `${E}promoInvalid`,
  extraMembers: `${E}pricing`,
  amountCents: `${E}minimumCredit`,
  renew: 'validator.shared.messages.boolean',
  from: 'validator.shared.messages.enum',
}

/** One message per field, whatever rule failed: the form shows "Please Enter a Valid Name", not the rule. */
export function billingMessages(ctx: HttpContext) {
  const messages: Record<string, string> = {}
  for (const [field, key] of Object.entries(FIELD_MESSAGES)) {
    const text = ctx.i18n.t(key)
    messages[field] = text
    messages[`info.${field}`] = text
  }
  return new BillingMessages(messages)
}

/** SimpleMessagesProvider keyed by field only (any rule). */
class BillingMessages extends SimpleMessagesProvider {
  constructor(private byField: Record<string, string>) {
    super({})
  }

  getMessage(defaultMessage: string, rule: string, field: Parameters<SimpleMessagesProvider['getMessage']>[2], args?: Record<string, unknown>) {
    return this.byField[field.wildCardPath] ?? super.getMessage(defaultMessage, rule, field, args)
  }
}

import { ApiError } from '@sceau/plugin-sdk/server'

/** Billing's catalogue prefix for API errors (billing.errors.*). */
export const E = 'billing.errors.'

/** Catalogue keys (web: billing.payments.*) kept on a payment that failed or waits after a refusal. */
export const PAYMENT_ERRORS = {
  failed: 'payments.failed',
  invalidPaymentMethod: 'payments.invalidPaymentMethod',
  missingInformation: 'payments.missingInformation',
  organization: 'payments.organization',
} as const

/** The payment provider failed: docs/product.md §8 "A problem occurred with the payment organization". */
export const providerError = () => new ApiError(502, 'E_PAYMENT_PROVIDER', `${E}organization`)
export const paymentsOff = () => ApiError.conflict('E_PAYMENTS_OFF', `${E}paymentsOff`)
/** A deposit's card payment is invoiced: its buyer is asked first, as a top-up's (issue 25). */
export const billingInfoRequired = () => ApiError.conflict('E_BILLING_INFO_REQUIRED', `${E}billingInfoRequired`)

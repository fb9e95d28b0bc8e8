/*
 * Compile-time checks (tsc, the build): the types the clients read agree with the OpenAPI document
 * (src/openapi.ts, generated from it). A server answer that changes shape fails the build here.
 */
import type { ApiAnswer, ApiErrorEnvelope } from './answers.js'
import type { ErrorEnvelope } from './apiError.js'
import type { BillingInfo, BillingOverview, CheckoutStart, PaymentSummary, PlanOffer, PromoCheck } from './billing.js'
import type { ApiKeySummary, Contact, CreatedApiKey, CurrentUser, OrganisationEntry, Page } from './types.js'

/** What the server sends can be read as the client's type (the client may read less). */
export type Fits<Sent, Read> = [Sent] extends [never] ? false : [Sent] extends [Read] ? true : false
/** The same type both ways (readonly aside). */
export type Agrees<A, B> = [A] extends [never] ? false : [A] extends [B] ? ([B] extends [A] ? true : false) : false

const checks: [
  Fits<ApiAnswer<'/api/v2/users/me', 'get'>, CurrentUser>,
  Fits<ApiAnswer<'/api/v2/users/organizations', 'get'>, OrganisationEntry[]>,
  Agrees<ApiAnswer<'/api/v2/organizations/{id}/contacts', 'get'>, Page<Contact>>,
  Agrees<ApiAnswer<'/api/v2/organizations/{id}/contacts', 'post', 201>, Contact>,
  Agrees<ApiAnswer<'/api/v2/organizations/{id}/api-keys', 'get'>['keys'][number], ApiKeySummary>,
  Agrees<ApiAnswer<'/api/v2/organizations/{id}/api-keys', 'post', 201>, CreatedApiKey>,
  Agrees<ApiAnswer<'/api/v2/billing/plan', 'get'>, PlanOffer>,
  Agrees<ApiAnswer<'/api/v2/billing', 'get'>, BillingOverview>,
  Agrees<ApiAnswer<'/api/v2/billing/info', 'put'>, BillingInfo>,
  Agrees<ApiAnswer<'/api/v2/billing/promo-codes/check', 'post'>, PromoCheck>,
  Agrees<ApiAnswer<'/api/v2/billing/subscription/checkout', 'post', 201>, CheckoutStart>,
  Agrees<ApiAnswer<'/api/v2/billing/payments/{uid}', 'get'>, PaymentSummary>,
  Fits<ApiErrorEnvelope, ErrorEnvelope>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true]
void checks

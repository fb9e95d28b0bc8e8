export { ApiClient, api, readCookie, CSRF_COOKIE, CSRF_HEADER, DEFAULT_BASE_URL } from './client.js'
export type { ApiClientOptions, RequestOptions, HttpMethod, QueryValue } from './client.js'
export { ApiError, isApiError, CLIENT_ERROR_CODES } from './apiError.js'
export { IntentKeys, newIdempotencyKey } from './intent_keys.js'
export type { ErrorEnvelope, FieldErrors } from './apiError.js'
// Types generated from the OpenAPI document (src/openapi.ts): every answer by path, method and status.
export type { ApiAnswer, ApiBody, ApiComponents, ApiErrorEnvelope, ApiMethod, ApiOperations, ApiPath, ApiPaths, ApiSuccess } from './answers.js'
export { callApi, type TypedCallOptions } from './typed_call.js'
export { API_KEY_SCOPES } from './types.js'
export type {
  ActiveOrganisation,
  ApiKeyInput,
  ApiKeyScope,
  ApiKeySummary,
  CreatedApiKey,
  Contact,
  CurrentUser,
  Customisation,
  OrganisationEntry,
  OrganisationSummary,
  Page,
  SubscriptionSummary,
  UserPermissions,
} from './types.js'
export {
  SIGNATURE_HEADERS,
  SIGNATURE_WINDOW_SECONDS,
  canonicalRequest,
  hmacSha256Hex,
  requestSignature,
  sha256Hex,
  signRequest,
  signaturesEqual,
} from './signing.js'
export type { SignInput, SignableBody } from './signing.js'
export type {
  BillingInfo,
  BillingOverview,
  CardView,
  CheckoutStart,
  InvoiceSummary,
  PaymentKind,
  PaymentStatus,
  PaymentSummary,
  PaymentsDriver,
  PlanOffer,
  PromoCheck,
  SubscriptionCheckoutInput,
  SubscriptionState,
  SubscriptionView,
} from './billing.js'

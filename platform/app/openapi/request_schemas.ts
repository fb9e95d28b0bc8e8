/*
 * The VineJS validators of the platform's own routes, for the OpenAPI document (the platform's
 * controllers call them themselves, so the route table does not carry them). Plugins declare
 * theirs on the route: RouteOptions.body.
 */
import { clientErrorValidator } from '#validators/client_error_validator'
import {
  accessTokenValidator,
  changePasswordValidator,
  contactMessageValidator,
  emailAvailabilityValidator,
  forgotPasswordValidator,
  loginValidator,
  profileValidator,
  resetPasswordValidator,
  signUpValidator,
  supportMessageValidator,
} from '#validators/account_validators'
import {
  billingInfoValidator,
  creditsCheckoutValidator,
  promoCheckValidator,
  renewalValidator,
  subscriptionCheckoutValidator,
} from '#validators/billing_validators'
import {
  apiKeyValidator,
  contactValidator,
  customisationValidator,
  privacyValidator,
  invitationValidator,
  memberUpdateValidator,
  organisationValidator,
} from '#validators/organisation_validators'

export interface WithJsonSchema {
  toJSONSchema(): unknown
}

/** "METHOD /api/v2/path" -> the validator of its JSON body. */
export const PLATFORM_REQUEST_SCHEMAS: Record<string, WithJsonSchema> = {
  'POST /api/v2/client-errors': clientErrorValidator,
  'POST /api/v2/users': signUpValidator,
  'POST /api/v2/users/email-availability': emailAvailabilityValidator,
  'POST /api/v2/users/sessions': loginValidator,
  'POST /api/v2/users/password-resets': forgotPasswordValidator,
  'PUT /api/v2/users/password-resets/:token': resetPasswordValidator,
  'PATCH /api/v2/users/me': profileValidator,
  'PUT /api/v2/users/me/password': changePasswordValidator,
  'POST /api/v2/users/me/tokens': accessTokenValidator,
  'POST /api/v2/organizations': organisationValidator,
  'PATCH /api/v2/organizations/:id': organisationValidator,
  'PATCH /api/v2/organizations/:id/members/:userId': memberUpdateValidator,
  'POST /api/v2/organizations/:id/invitations': invitationValidator,
  'PATCH /api/v2/organizations/:id/customisation': customisationValidator,
  'PATCH /api/v2/organizations/:id/privacy': privacyValidator,
  'POST /api/v2/organizations/:id/api-keys': apiKeyValidator,
  'POST /api/v2/organizations/:id/contacts': contactValidator,
  'PATCH /api/v2/organizations/:id/contacts/:contactId': contactValidator,
  'POST /api/v2/support/messages': supportMessageValidator,
  'POST /api/v2/support/contact': contactMessageValidator,
  'PUT /api/v2/billing/info': billingInfoValidator,
  'POST /api/v2/billing/promo-codes/check': promoCheckValidator,
  'POST /api/v2/billing/subscription/checkout': subscriptionCheckoutValidator,
  'PUT /api/v2/billing/subscription/renewal': renewalValidator,
  'POST /api/v2/billing/credits/checkout': creditsCheckoutValidator,
}

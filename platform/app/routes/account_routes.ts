/*
 * The accounts core's API (issue "accounts, organisations, permissions"): sign-up, e-mail
 * confirmation, sessions, password reset, profile, access tokens, organisations, members,
 * invitations, customisation, API keys, address book, support, media. Paths are relative to
 * /api/v2; "user" routes enforce the access gate of docs/product.md §4 unless they say otherwise.
 */
import { PAGED_QUERY, type PluginRouter, type RouteOptions } from '@sceau/plugin-sdk/server'
import * as AccountAnswers from '../openapi/answers/accounts.js'
import * as OrgAnswers from '../openapi/answers/organisations.js'
import { Sent } from '../openapi/answers/common.js'
import { WhoAmI } from '../openapi/answers/platform.js'

const SignUp = () => import('#controllers/sign_up_controller')
const EmailConfirmations = () => import('#controllers/email_confirmations_controller')
const Sessions = () => import('#controllers/sessions_controller')
const PasswordResets = () => import('#controllers/password_resets_controller')
const Profile = () => import('#controllers/profile_controller')
const AccessTokens = () => import('#controllers/access_tokens_controller')
const UserInvitations = () => import('#controllers/user_invitations_controller')
const UserOrganisations = () => import('#controllers/user_organisations_controller')
const Organisations = () => import('#controllers/organisations_controller')
const Members = () => import('#controllers/members_controller')
const Invitations = () => import('#controllers/invitations_controller')
const Customisation = () => import('#controllers/customisation_controller')
const Privacy = () => import('#controllers/privacy_controller')
const ApiKeys = () => import('#controllers/api_keys_controller')
const Contacts = () => import('#controllers/contacts_controller')
const Support = () => import('#controllers/support_controller')
const Media = () => import('#controllers/media_controller')
const Integrations = () => import('#controllers/integrations_controller')

const open: RouteOptions = { access: 'public' }
/** Any logged-in user, confirmed or not: who am I, log out, resend the confirmation mail. */
const anyUser: RouteOptions = { access: 'user', gate: 'none' }
/** Confirmed users, cac users without premium included (they must reach their subscription page). */
const confirmed: RouteOptions = { access: 'user', gate: 'confirmed' }
/** Users, or server integrations signing with an organisation API key. */
const withApiKeys: RouteOptions = { access: 'user', apiKeys: true }
/** What creates something or sends mail honours Idempotency-Key (a retried request does it once). */
const creates: RouteOptions = { idempotent: true }
/** A 200 JSON answer and its schema. */
const ok = (description: string, json: Record<string, unknown>) => ({ 200: { description, json } })

export function accountRoutes(api: PluginRouter) {
  // Sign-up, confirmation, sessions, forgotten password.
  api.post('/users', [SignUp, 'store'], {
    ...open,
    doc: {
      summary: 'Sign up: create an account and its personal space',
      responses: { 201: { description: 'The new account (as GET /users/me), logged in', json: AccountAnswers.Me } },
      errors: { 409: 'The e-mail already has an account' },
    },
  })
  api.post('/users/email-availability', [SignUp, 'availability'], {
    ...open,
    doc: { summary: 'Whether an e-mail can sign up', responses: ok('It can', AccountAnswers.Available) },
  })
  api.post('/users/confirmation', [EmailConfirmations, 'store'], {
    ...open,
    doc: {
      summary: "Confirm an e-mail with the link's token",
      responses: ok('Confirmed', AccountAnswers.Confirmed),
      errors: { 410: 'The link is unknown, used or expired (E_REQUEST_EXPIRED)' },
    },
  })
  api.post('/users/confirmation/resend', [EmailConfirmations, 'resend'], {
    ...anyUser,
    doc: {
      summary: 'Send the confirmation mail again',
      responses: { 202: { description: 'Sent', json: Sent } },
      errors: { 409: 'Already confirmed (E_ALREADY_CONFIRMED)' },
    },
  })
  api.post('/users/sessions', [Sessions, 'store'], {
    ...open,
    doc: {
      summary: 'Log in (a session cookie, or a personal access token with token: true)',
      responses: ok('The caller, and the token when asked', AccountAnswers.Session),
      errors: { 400: 'Wrong e-mail or password (E_INVALID_CREDENTIALS)' },
    },
  })
  api.delete('/users/sessions', [Sessions, 'destroy'], { ...anyUser, doc: { summary: 'Log out', responses: { 204: { description: 'Logged out' } } } })
  api.post('/users/password-resets', [PasswordResets, 'store'], {
    ...open,
    doc: {
      summary: 'Mail a password reset link (the same answer whether the account exists)',
      responses: { 202: { description: 'Sent if the account exists', json: Sent } },
    },
  })
  api.get('/users/password-resets/:token', [PasswordResets, 'show'], {
    ...open,
    doc: {
      summary: 'Whether a password reset link is still valid',
      responses: ok('Valid', AccountAnswers.ResetLink),
      errors: { 410: 'The link is unknown, used or expired (E_REQUEST_EXPIRED)' },
    },
  })
  api.put('/users/password-resets/:token', [PasswordResets, 'update'], {
    ...open,
    doc: {
      summary: 'Set a new password with a reset link',
      responses: { 204: { description: 'Changed' } },
      errors: { 410: 'The link is unknown, used or expired (E_REQUEST_EXPIRED)' },
    },
  })

  // The account (settings, General tab).
  api.get('/users/me', [Profile, 'show'], {
    ...anyUser,
    doc: { summary: 'The caller: account, active organisation, permissions', responses: ok('The caller', AccountAnswers.Me) },
  })
  api.patch('/users/me', [Profile, 'update'], {
    doc: { summary: 'Change the profile (name, language...)', responses: ok('The caller, changed', AccountAnswers.Me) },
  })
  api.put('/users/me/password', [Profile, 'password'], {
    doc: { summary: 'Change the password (other sessions are logged out)', responses: { 204: { description: 'Changed' } } },
  })
  api.post('/users/me/avatar', [Profile, 'storeAvatar'], {
    doc: {
      summary: 'Upload the avatar (multipart field avatar)',
      requestBody: {
        mediaType: 'multipart/form-data',
        schema: { type: 'object', required: ['avatar'], properties: { avatar: { type: 'string', contentMediaType: 'image/png' } } },
      },
      responses: ok('Where the new avatar is served', AccountAnswers.Avatar),
    },
  })
  api.delete('/users/me/avatar', [Profile, 'destroyAvatar'], { doc: { summary: 'Remove the avatar', responses: { 204: { description: 'Removed' } } } })
  api.get('/users/me/tokens', [AccessTokens, 'index'], {
    doc: { summary: 'The personal access tokens', responses: ok('The tokens (never their values)', AccountAnswers.AccessTokens) },
  })
  api.post('/users/me/tokens', [AccessTokens, 'store'], {
    ...creates,
    doc: {
      summary: 'Create a personal access token (its value is shown once)',
      responses: { 201: { description: 'The token, with its value', json: AccountAnswers.AccessToken } },
    },
  })
  api.delete('/users/me/tokens/:tokenId', [AccessTokens, 'destroy'], {
    doc: { summary: 'Revoke a personal access token', responses: { 204: { description: 'Revoked' } } },
  })
  api.get('/users/me/invitations', [UserInvitations, 'index'], {
    doc: { summary: 'Invitations waiting for the caller', responses: ok('The invitations', AccountAnswers.Invitations) },
  })
  api.post('/users/me/invitations/:invitationId/accept', [UserInvitations, 'accept'], {
    doc: {
      summary: 'Accept an invitation: join the organisation',
      responses: ok('The organisation joined', AccountAnswers.Joined),
      errors: { 410: 'The invitation expired (E_REQUEST_EXPIRED)' },
    },
  })
  api.post('/users/me/invitations/:invitationId/decline', [UserInvitations, 'decline'], {
    doc: { summary: 'Decline an invitation', responses: { 204: { description: 'Declined' } } },
  })
  api.get('/invitations/:token', [UserInvitations, 'showByToken'], {
    ...open,
    doc: {
      summary: 'An invitation from its mailed link',
      responses: ok('The invitation', AccountAnswers.InvitationByToken),
      errors: { 410: 'The invitation is unknown, used or expired (E_REQUEST_EXPIRED)' },
    },
  })
  api.post('/invitations/:token/accept', [UserInvitations, 'acceptByToken'], {
    doc: {
      summary: 'Accept an invitation from its mailed link',
      responses: ok('The organisation joined', AccountAnswers.Joined),
      errors: { 410: 'The invitation is unknown, used or expired (E_REQUEST_EXPIRED)' },
    },
  })
  api.post('/invitations/:token/decline', [UserInvitations, 'declineByToken'], {
    ...open,
    doc: {
      summary: 'Decline an invitation from its mailed link',
      responses: { 204: { description: 'Declined' } },
      errors: { 410: 'The invitation is unknown, used or expired (E_REQUEST_EXPIRED)' },
    },
  })

  // Organisations: the switcher (docs/product.md §7), then management.
  api.get('/users/organizations', [UserOrganisations, 'index'], {
    ...confirmed,
    doc: { summary: 'The organisations the caller belongs to', responses: ok('The organisations', AccountAnswers.OrganisationEntries) },
  })
  api.post('/users/organizations/:id/active', [UserOrganisations, 'activate'], {
    ...confirmed,
    doc: { summary: 'Switch the active organisation', responses: ok('The caller (as GET /users/me), in that organisation', AccountAnswers.Me) },
  })
  api.post('/organizations', [Organisations, 'store'], {
    ...creates,
    doc: {
      summary: 'Create an organisation (the caller administers it)',
      responses: { 201: { description: 'The organisation', json: AccountAnswers.Organisation } },
    },
  })
  api.get('/organizations/:id', [Organisations, 'show'], {
    doc: { summary: 'An organisation', responses: ok("The organisation, with the caller's permissions and rights there", OrgAnswers.OrganisationWithRights) },
  })
  api.patch('/organizations/:id', [Organisations, 'update'], {
    doc: { summary: 'Rename an organisation', responses: ok('The organisation', AccountAnswers.Organisation) },
  })
  api.get('/organizations/:id/members', [Members, 'index'], {
    doc: { summary: 'The members and their permissions', responses: ok('The members', OrgAnswers.Members) },
  })
  api.patch('/organizations/:id/members/:userId', [Members, 'update'], {
    doc: {
      summary: "Change a member's role or permissions",
      responses: ok('The member', OrgAnswers.MemberChanged),
      errors: { 409: 'The organisation would have no administrator left' },
    },
  })
  api.delete('/organizations/:id/members/:userId', [Members, 'destroy'], {
    doc: { summary: 'Remove a member', responses: { 204: { description: 'Removed' } }, errors: { 409: 'The organisation would have no administrator left' } },
  })
  api.get('/organizations/:id/invitations', [Invitations, 'index'], {
    doc: { summary: 'The pending invitations', responses: ok('The invitations, newest first', OrgAnswers.Invitations) },
  })
  api.post('/organizations/:id/invitations', [Invitations, 'store'], {
    ...creates,
    doc: { summary: 'Invite someone by e-mail', responses: { 201: { description: 'The invitation', json: OrgAnswers.Invitation } } },
  })
  api.post('/organizations/:id/invitations/:invitationId/resend', [Invitations, 'resend'], {
    ...creates,
    doc: { summary: 'Mail an invitation again', responses: ok('The invitation', OrgAnswers.Invitation) },
  })
  api.delete('/organizations/:id/invitations/:invitationId', [Invitations, 'destroy'], {
    doc: { summary: 'Cancel an invitation', responses: { 204: { description: 'Cancelled' } } },
  })
  api.get('/organizations/:id/customisation', [Customisation, 'show'], {
    doc: { summary: 'The customisation: colour and images', responses: ok('The customisation', OrgAnswers.CustomisationView) },
  })
  api.patch('/organizations/:id/customisation', [Customisation, 'update'], {
    doc: { summary: 'Change the main colour', responses: ok('The customisation', OrgAnswers.CustomisationView) },
  })
  api.put('/organizations/:id/customisation/:kind', [Customisation, 'storeImage'], {
    doc: {
      summary: 'Upload the logo or a background (multipart field file)',
      requestBody: {
        mediaType: 'multipart/form-data',
        schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', contentMediaType: 'image/png' } } },
      },
      responses: ok('The customisation', OrgAnswers.CustomisationView),
    },
  })
  api.delete('/organizations/:id/customisation/:kind', [Customisation, 'destroyImage'], {
    doc: { summary: 'Remove the logo or a background', responses: { 204: { description: 'Removed' } } },
  })
  api.get('/organizations/:id/privacy', [Privacy, 'show'], {
    doc: { summary: 'The retention period of proof-of-delivery records', responses: ok('The retention period and its bounds', OrgAnswers.PrivacyView) },
  })
  api.patch('/organizations/:id/privacy', [Privacy, 'update'], {
    doc: { summary: 'Change the retention period of proof-of-delivery records', responses: ok('The retention period and its bounds', OrgAnswers.PrivacyView) },
  })
  api.get('/organizations/:id/api-keys', [ApiKeys, 'index'], {
    doc: { summary: "The organisation's API keys", responses: ok('The keys (never their secrets)', OrgAnswers.ApiKeys) },
  })
  api.post('/organizations/:id/api-keys', [ApiKeys, 'store'], {
    ...creates,
    doc: {
      summary: 'Create an API key (its secret is shown once)',
      responses: { 201: { description: 'The key, with its secret', json: OrgAnswers.CreatedApiKey } },
    },
  })
  api.delete('/organizations/:id/api-keys/:keyId', [ApiKeys, 'destroy'], {
    doc: { summary: 'Revoke an API key', responses: { 204: { description: 'Revoked' } } },
  })
  api.get('/organizations/:id/contacts', [Contacts, 'index'], {
    ...withApiKeys,
    doc: {
      summary: 'The address book, searched and paged',
      query: { search: { description: 'Part of a name or e-mail', schema: { type: 'string', maxLength: 254 } }, ...PAGED_QUERY },
      responses: ok('A page of contacts', OrgAnswers.Contacts),
    },
  })
  api.post('/organizations/:id/contacts', [Contacts, 'store'], {
    ...withApiKeys,
    ...creates,
    doc: {
      summary: 'Add a contact',
      responses: { 201: { description: 'The contact', json: OrgAnswers.Contact } },
      errors: { 409: 'A contact has this e-mail already' },
    },
  })
  api.patch('/organizations/:id/contacts/:contactId', [Contacts, 'update'], {
    ...withApiKeys,
    doc: { summary: 'Change a contact', responses: ok('The contact', OrgAnswers.Contact), errors: { 409: 'Another contact has this e-mail' } },
  })
  api.delete('/organizations/:id/contacts/:contactId', [Contacts, 'destroy'], {
    ...withApiKeys,
    doc: { summary: 'Delete a contact', responses: { 204: { description: 'Deleted' } } },
  })

  // Support, media, integrations.
  api.post('/support/messages', [Support, 'store'], {
    ...creates,
    doc: { summary: 'Write to support (logged in)', responses: { 202: { description: 'Sent', json: Sent } } },
  })
  api.post('/support/contact', [Support, 'contact'], {
    ...open,
    ...creates,
    doc: { summary: 'The public contact form', responses: { 202: { description: 'Sent', json: Sent } } },
  })
  api.get('/media/:name', [Media, 'show'], {
    access: 'public',
    stateless: true,
    doc: {
      summary: 'An avatar, logo or background image',
      responses: { 200: { description: 'The image', file: 'image/png | image/jpeg | image/webp | image/svg+xml' } },
    },
  })
  api.get('/integrations/whoami', [Integrations, 'whoami'], {
    ...withApiKeys,
    doc: { summary: 'Who the credential acts as (user or API key, organisation, scopes)', responses: ok('The credential', WhoAmI) },
  })
}

/*
 * The accounts core's API (issue "accounts, organisations, permissions"): sign-up, e-mail
 * confirmation, sessions, password reset, profile, access tokens, organisations, members,
 * invitations, customisation, API keys, address book, support, media. Paths are relative to
 * /api/v2; "user" routes enforce the access gate of SPEC §4 unless they say otherwise.
 */
import type { PluginRouter, RouteOptions } from '@sceau/plugin-sdk/server'

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

export function accountRoutes(api: PluginRouter) {
  // Sign-up, confirmation, sessions, forgotten password.
  api.post('/users', [SignUp, 'store'], open)
  api.post('/users/email-availability', [SignUp, 'availability'], open)
  api.post('/users/confirmation', [EmailConfirmations, 'store'], open)
  api.post('/users/confirmation/resend', [EmailConfirmations, 'resend'], anyUser)
  api.post('/users/sessions', [Sessions, 'store'], open)
  api.delete('/users/sessions', [Sessions, 'destroy'], anyUser)
  api.post('/users/password-resets', [PasswordResets, 'store'], open)
  api.get('/users/password-resets/:token', [PasswordResets, 'show'], open)
  api.put('/users/password-resets/:token', [PasswordResets, 'update'], open)

  // The account (settings, General tab).
  api.get('/users/me', [Profile, 'show'], anyUser)
  api.patch('/users/me', [Profile, 'update'])
  api.put('/users/me/password', [Profile, 'password'])
  api.post('/users/me/avatar', [Profile, 'storeAvatar'])
  api.delete('/users/me/avatar', [Profile, 'destroyAvatar'])
  api.get('/users/me/tokens', [AccessTokens, 'index'])
  api.post('/users/me/tokens', [AccessTokens, 'store'], creates)
  api.delete('/users/me/tokens/:tokenId', [AccessTokens, 'destroy'])
  api.get('/users/me/invitations', [UserInvitations, 'index'])
  api.post('/users/me/invitations/:invitationId/accept', [UserInvitations, 'accept'])
  api.post('/users/me/invitations/:invitationId/decline', [UserInvitations, 'decline'])
  api.get('/invitations/:token', [UserInvitations, 'showByToken'], open)
  api.post('/invitations/:token/accept', [UserInvitations, 'acceptByToken'])
  api.post('/invitations/:token/decline', [UserInvitations, 'declineByToken'], open)

  // Organisations: the switcher (SPEC §7), then management.
  api.get('/users/organizations', [UserOrganisations, 'index'], confirmed)
  api.post('/users/organizations/:id/active', [UserOrganisations, 'activate'], confirmed)
  api.post('/organizations', [Organisations, 'store'], creates)
  api.get('/organizations/:id', [Organisations, 'show'])
  api.patch('/organizations/:id', [Organisations, 'update'])
  api.get('/organizations/:id/members', [Members, 'index'])
  api.patch('/organizations/:id/members/:userId', [Members, 'update'])
  api.delete('/organizations/:id/members/:userId', [Members, 'destroy'])
  api.get('/organizations/:id/invitations', [Invitations, 'index'])
  api.post('/organizations/:id/invitations', [Invitations, 'store'], creates)
  api.post('/organizations/:id/invitations/:invitationId/resend', [Invitations, 'resend'], creates)
  api.delete('/organizations/:id/invitations/:invitationId', [Invitations, 'destroy'])
  api.get('/organizations/:id/customisation', [Customisation, 'show'])
  api.patch('/organizations/:id/customisation', [Customisation, 'update'])
  api.put('/organizations/:id/customisation/:kind', [Customisation, 'storeImage'])
  api.delete('/organizations/:id/customisation/:kind', [Customisation, 'destroyImage'])
  api.get('/organizations/:id/api-keys', [ApiKeys, 'index'])
  api.post('/organizations/:id/api-keys', [ApiKeys, 'store'], creates)
  api.delete('/organizations/:id/api-keys/:keyId', [ApiKeys, 'destroy'])
  api.get('/organizations/:id/contacts', [Contacts, 'index'], withApiKeys)
  api.post('/organizations/:id/contacts', [Contacts, 'store'], { ...withApiKeys, ...creates })
  api.patch('/organizations/:id/contacts/:contactId', [Contacts, 'update'], withApiKeys)
  api.delete('/organizations/:id/contacts/:contactId', [Contacts, 'destroy'], withApiKeys)

  // Support, media, integrations.
  api.post('/support/messages', [Support, 'store'], creates)
  api.post('/support/contact', [Support, 'contact'], { ...open, ...creates })
  api.get('/media/:name', [Media, 'show'], { access: 'public', stateless: true })
  api.get('/integrations/whoami', [Integrations, 'whoami'], withApiKeys)
}

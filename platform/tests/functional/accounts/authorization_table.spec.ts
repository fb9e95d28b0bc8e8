/*
 * Every API route, four callers: nobody, a member of another organisation, a member and an
 * administrator of organisation A. The table says what each must get; the test walks the routes
 * the router really registered (platform and plugins, from the route registry), so a route added
 * without a line here fails it, and so does a line whose route is gone.
 *
 * To add a route: one line keyed "METHOD /path/with/:params" (relative to /api/v2) with the
 * request each caller makes and the four statuses expected, in the order anonymous, outsider,
 * member, admin. Destructive requests build a fresh resource per caller. A plugin may keep its
 * lines in <plugin>/tests/authorization_lines.ts instead (see @sceau/testing/authorization); lines of a
 * plugin that is not loaded (PLUGINS_DISABLED) are left aside.
 *
 * The member-rights rows (RIGHTS_TABLE, at the end) try every transfer-management and deposit route
 * as three callers of organisation A: a colleague without rights, the creator, an administrator.
 */
import { existsSync } from 'node:fs'
import { join as joinPath } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { PluginRegistry } from '#plugins/plugin_registry'
import { pluginList } from '#config/plugins'
import { API_PREFIX } from '#plugins/plugin_router'
import { newLinkToken } from '#services/accounts/account_tokens'
import { Browser } from '@sceau/testing/browser'
import { mailQueueSettled } from '@sceau/testing/mail_catcher'
import { PASSWORD, grantPlan, signUp, team, uniqueEmail, type Team, type TestAccount } from '@sceau/testing/personas'
import { PNG_1X1, imageForm } from './support/images.js'
import { sendTransfer, unsealedDeposit, type SentTransfer } from './support/transfers.js'
import {
  PERSONAS,
  RIGHTS_PERSONAS,
  adminsOfA,
  creatorAndAdminsOfA,
  everyone,
  membersOfA,
  users,
  type AuthorizationLine,
  type Call,
  type Persona,
  type RightsLine,
  type RightsPersona,
  type RightsStatuses,
  type World,
} from '@sceau/testing/authorization'

const tus = { 'tus-resumable': '1.0.0' }
const UPLOAD_ID = 'A'.repeat(22)

const TABLE: Record<string, AuthorizationLine> = {
  // Platform basics.
  'GET /health': { call: () => ({ path: '/health' }), expect: everyone(200) },
  'GET /health/live': { call: () => ({ path: '/health/live' }), expect: everyone(200) },
  'GET /status': { call: () => ({ path: '/status' }), expect: everyone(200) },
  'GET /instance': { call: () => ({ path: '/instance' }), expect: everyone(200) },
  'GET /openapi.json': { call: () => ({ path: '/openapi.json' }), expect: everyone(200) },
  'POST /client-errors': {
    call: () => ({ path: '/client-errors', json: { message: 'boom', url: '/app/transfers', kind: 'render' } }),
    expect: everyone(202),
  },

  // Uploads (tus): authorised by a batch's own token, never by a session.
  'POST /uploads': { call: () => ({ path: '/uploads', headers: { 'tus-resumable': '1.0.0', 'upload-length': '1' } }), expect: everyone(401) },
  'GET /uploads': { call: () => ({ path: '/uploads' }), expect: everyone(401) },
  // GET is not a tus verb (HEAD is): unknown either way, whoever asks.
  'GET /uploads/:id': { call: () => ({ path: `/uploads/${UPLOAD_ID}`, headers: tus }), expect: everyone(404) },
  'PATCH /uploads/:id': {
    call: () => ({ path: `/uploads/${UPLOAD_ID}`, noBody: true, headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } }),
    expect: everyone(401),
  },
  'DELETE /uploads/:id': { call: () => ({ path: `/uploads/${UPLOAD_ID}`, headers: tus }), expect: everyone(401) },
  // tus discovery: the protocol's capabilities, to anyone.
  'OPTIONS /uploads': { call: () => ({ path: '/uploads', noBody: true }), expect: everyone(204) },
  'OPTIONS /uploads/:id': { call: () => ({ path: `/uploads/${UPLOAD_ID}`, noBody: true }), expect: everyone(204) },

  // Plugins' public information routes.
  'GET /transfer/limits': { call: () => ({ path: '/transfer/limits' }), expect: everyone(200) },
  'GET /consignment/offer': { call: () => ({ path: '/consignment/offer' }), expect: everyone(200) },
  'GET /receptions/safelink-options': { call: () => ({ path: '/receptions/safelink-options' }), expect: everyone(200) },
  'GET /capsules/formats': { call: () => ({ path: '/capsules/formats' }), expect: everyone(200) },

  // Public account routes: the same answer whoever asks (bad inputs, so nobody's state changes).
  'POST /users': { call: () => ({ path: '/users', json: {} }), expect: everyone(422) },
  'POST /users/email-availability': { call: () => ({ path: '/users/email-availability', json: {} }), expect: everyone(422) },
  'POST /users/confirmation': { call: () => ({ path: '/users/confirmation', json: { token: 'x' } }), expect: everyone(410) },
  'POST /users/sessions': { call: () => ({ path: '/users/sessions', json: {} }), expect: everyone(422) },
  'POST /users/password-resets': { call: () => ({ path: '/users/password-resets', json: {} }), expect: everyone(422) },
  'GET /users/password-resets/:token': { call: () => ({ path: '/users/password-resets/x' }), expect: everyone(410) },
  'PUT /users/password-resets/:token': { call: () => ({ path: '/users/password-resets/x', json: {} }), expect: everyone(422) },
  'GET /invitations/:token': { call: () => ({ path: '/invitations/x' }), expect: everyone(410) },
  'POST /invitations/:token/decline': { call: () => ({ path: '/invitations/x/decline' }), expect: everyone(410) },
  'GET /media/:name': { call: (w) => ({ path: `/media/${w.logo}` }), expect: everyone(200) },

  // The account: one's own, whoever one is.
  'POST /users/confirmation/resend': { call: () => ({ path: '/users/confirmation/resend' }), expect: users(409, 409, 409) },
  'DELETE /users/sessions': { call: async (w, p) => ({ path: '/users/sessions', browser: await w.session(p) }), expect: users(204, 204, 204) },
  'GET /users/me': { call: () => ({ path: '/users/me' }), expect: users(200, 200, 200) },
  'PATCH /users/me': { call: () => ({ path: '/users/me', json: {} }), expect: users(200, 200, 200) },
  'PUT /users/me/password': { call: () => ({ path: '/users/me/password', json: {} }), expect: users(422, 422, 422) },
  'POST /users/me/avatar': { call: () => ({ path: '/users/me/avatar', form: new FormData() }), expect: users(422, 422, 422) },
  'DELETE /users/me/avatar': { call: () => ({ path: '/users/me/avatar' }), expect: users(204, 204, 204) },
  'GET /users/me/tokens': { call: () => ({ path: '/users/me/tokens' }), expect: users(200, 200, 200) },
  'POST /users/me/tokens': { call: () => ({ path: '/users/me/tokens', json: { name: 'table' } }), expect: users(201, 201, 201) },
  'DELETE /users/me/tokens/:tokenId': {
    // The administrator's token: only they revoke it.
    call: async (w) => ({ path: `/users/me/tokens/${(await w.admin.browser.post('/users/me/tokens', { name: 't' })).body.id}` }),
    expect: users(404, 404, 204),
  },
  'GET /users/me/invitations': { call: () => ({ path: '/users/me/invitations' }), expect: users(200, 200, 200) },
  'POST /users/me/invitations/:invitationId/accept': {
    // Addressed to someone else: nobody else answers it.
    call: async (w) => ({ path: `/users/me/invitations/${await w.invitation()}/accept` }),
    expect: users(404, 404, 404),
  },
  'POST /users/me/invitations/:invitationId/decline': {
    call: async (w) => ({ path: `/users/me/invitations/${await w.invitation()}/decline` }),
    expect: users(404, 404, 404),
  },
  'POST /invitations/:token/accept': { call: () => ({ path: '/invitations/x/accept' }), expect: users(410, 410, 410) },

  // Organisations.
  'GET /users/organizations': { call: () => ({ path: '/users/organizations' }), expect: users(200, 200, 200) },
  'POST /users/organizations/:id/active': { call: (w) => ({ path: `/users/organizations/${w.a}/active` }), expect: users(403, 200, 200) },
  'POST /organizations': { call: () => ({ path: '/organizations', json: { name: '' } }), expect: users(422, 422, 422) },
  'GET /organizations/:id': { call: (w) => ({ path: `/organizations/${w.a}` }), expect: membersOfA(200) },
  'PATCH /organizations/:id': { call: (w) => ({ path: `/organizations/${w.a}`, json: { name: 'Organisation A' } }), expect: adminsOfA(200) },
  'GET /organizations/:id/members': { call: (w) => ({ path: `/organizations/${w.a}/members` }), expect: adminsOfA(200) },
  'PATCH /organizations/:id/members/:userId': {
    call: async (w) => ({ path: `/organizations/${w.a}/members/${await w.extraMember()}`, json: { rights: { 'integration.api': false } } }),
    expect: adminsOfA(200),
    nested: true,
  },
  'DELETE /organizations/:id/members/:userId': {
    call: async (w) => ({ path: `/organizations/${w.a}/members/${await w.extraMember()}` }),
    expect: adminsOfA(204),
    nested: true,
  },
  'GET /organizations/:id/invitations': { call: (w) => ({ path: `/organizations/${w.a}/invitations` }), expect: adminsOfA(200) },
  'POST /organizations/:id/invitations': {
    call: (w) => ({ path: `/organizations/${w.a}/invitations`, json: { email: uniqueEmail('table') } }),
    expect: adminsOfA(201),
  },
  'POST /organizations/:id/invitations/:invitationId/resend': {
    call: async (w) => ({ path: `/organizations/${w.a}/invitations/${await w.invitation()}/resend` }),
    expect: adminsOfA(200),
    nested: true,
  },
  'DELETE /organizations/:id/invitations/:invitationId': {
    call: async (w) => ({ path: `/organizations/${w.a}/invitations/${await w.invitation()}` }),
    expect: adminsOfA(204),
    nested: true,
  },
  'GET /organizations/:id/customisation': { call: (w) => ({ path: `/organizations/${w.a}/customisation` }), expect: adminsOfA(200) },
  'PATCH /organizations/:id/customisation': {
    call: (w) => ({ path: `/organizations/${w.a}/customisation`, json: { mainColor: '#123456' } }),
    expect: adminsOfA(200),
  },
  'GET /organizations/:id/privacy': { call: (w) => ({ path: `/organizations/${w.a}/privacy` }), expect: adminsOfA(200) },
  'PATCH /organizations/:id/privacy': {
    call: (w) => ({ path: `/organizations/${w.a}/privacy`, json: { deliveryRetentionDays: 400 } }),
    expect: adminsOfA(200),
  },
  'PUT /organizations/:id/customisation/:kind': {
    call: (w) => ({ path: `/organizations/${w.a}/customisation/download-background`, form: imageForm('file', PNG_1X1) }),
    expect: adminsOfA(200),
  },
  'DELETE /organizations/:id/customisation/:kind': {
    call: (w) => ({ path: `/organizations/${w.a}/customisation/send-background` }),
    expect: adminsOfA(204),
  },
  'GET /organizations/:id/api-keys': { call: (w) => ({ path: `/organizations/${w.a}/api-keys` }), expect: adminsOfA(200) },
  'POST /organizations/:id/api-keys': {
    call: (w) => ({ path: `/organizations/${w.a}/api-keys`, json: { name: 'table', permissions: { api: true }, scopes: ['read'] } }),
    expect: adminsOfA(201),
  },
  'DELETE /organizations/:id/api-keys/:keyId': {
    call: async (w) => ({ path: `/organizations/${w.a}/api-keys/${await w.apiKey()}` }),
    expect: adminsOfA(204),
    nested: true,
  },
  'GET /organizations/:id/contacts': { call: (w) => ({ path: `/organizations/${w.a}/contacts` }), expect: membersOfA(200) },
  'POST /organizations/:id/contacts': {
    call: (w) => ({ path: `/organizations/${w.a}/contacts`, json: { email: uniqueEmail('table') } }),
    expect: membersOfA(201),
  },
  'PATCH /organizations/:id/contacts/:contactId': {
    call: async (w) => ({ path: `/organizations/${w.a}/contacts/${await w.contact()}`, json: { email: uniqueEmail('edited') } }),
    expect: membersOfA(200),
    nested: true,
  },
  'DELETE /organizations/:id/contacts/:contactId': {
    call: async (w) => ({ path: `/organizations/${w.a}/contacts/${await w.contact()}` }),
    expect: membersOfA(204),
    nested: true,
  },

  // Billing of the active organisation (ADR 0006): its administrators; bad inputs change nothing.
  'GET /billing/plan': { call: () => ({ path: '/billing/plan' }), expect: everyone(200) },
  'GET /billing': { call: () => ({ path: '/billing' }), expect: users(200, 403, 200) },
  'PUT /billing/info': { call: () => ({ path: '/billing/info', json: { name: '', address: '' } }), expect: users(422, 403, 422) },
  'POST /billing/promo-codes/check': { call: () => ({ path: '/billing/promo-codes/check', json: { code: '' } }), expect: users(422, 403, 422) },
  'POST /billing/subscription/checkout': { call: () => ({ path: '/billing/subscription/checkout', json: {} }), expect: users(422, 403, 422) },
  'PUT /billing/subscription/renewal': { call: () => ({ path: '/billing/subscription/renewal', json: { renew: 'x' } }), expect: users(422, 403, 422) },
  'POST /billing/credits/checkout': { call: () => ({ path: '/billing/credits/checkout', json: { amountCents: 50 } }), expect: users(422, 403, 422) },
  // Payments are off in this suite: a card checkout is refused (409) before anything is recorded.
  'POST /billing/card/checkout': { call: () => ({ path: '/billing/card/checkout' }), expect: users(409, 403, 409) },
  // A payment of organisation A: the outsider (acting for their own) does not find it.
  'POST /billing/payments/:uid/settle': { call: async (w) => ({ path: `/billing/payments/${await paymentOfA(w)}/settle` }), expect: users(404, 403, 409) },
  'GET /billing/payments/:uid': { call: async (w) => ({ path: `/billing/payments/${await paymentOfA(w)}` }), expect: users(404, 403, 200) },
  'GET /billing/invoices/:number/pdf': { call: async (w) => ({ path: `/billing/invoices/${await invoiceOfA(w)}/pdf` }), expect: users(404, 403, 200) },
  'GET /users/organization/payments/waiting/subscription/renew/boolean': {
    call: () => ({ path: '/users/organization/payments/waiting/subscription/renew/boolean' }),
    expect: users(200, 200, 200),
  },
  // Only Stripe's signed events reach it, and payments are off here.
  'POST /billing/webhooks/stripe': { call: () => ({ path: '/billing/webhooks/stripe', json: { id: 'evt_1' } }), expect: everyone(404) },

  // Transfer plugin (its lines may move to plugins/transfer/tests/authorization_lines.ts).
  'GET /transfer/capabilities': { call: () => ({ path: '/transfer/capabilities' }), expect: everyone(200) },
  'POST /transfer/transfers': { call: () => ({ path: '/transfer/transfers', json: { mode: 'link' } }), expect: users(201, 201, 201) },
  'POST /transfer/guest-transfers': { call: () => ({ path: '/transfer/guest-transfers', json: {} }), expect: everyone(422) },
  // Drafts answer their sender token only, not a session, even the sender's: unknown without it.
  'POST /transfer/drafts/:id/code': { call: async (w) => ({ path: `/transfer/drafts/${await draftOfA(w)}/code` }), expect: everyone(404) },
  'POST /transfer/drafts/:id/verify': { call: async (w) => ({ path: `/transfer/drafts/${await draftOfA(w)}/verify` }), expect: everyone(404) },
  'POST /transfer/drafts/:id/send': { call: async (w) => ({ path: `/transfer/drafts/${await draftOfA(w)}/send` }), expect: everyone(404) },
  'DELETE /transfer/drafts/:id': { call: async (w) => ({ path: `/transfer/drafts/${await draftOfA(w)}` }), expect: everyone(404) },
  // The download link is public: whoever holds it.
  'GET /transfer/downloads/:token': { call: async (w) => ({ path: `/transfer/downloads/${(await transferOfA(w)).token}` }), expect: everyone(200) },
  'POST /transfer/downloads/:token/unlock': {
    call: async (w) => ({ path: `/transfer/downloads/${(await transferOfA(w)).token}/unlock`, json: { password: 'Any-password-1' } }),
    expect: everyone(200),
  },
  // Confirming receipt: whoever holds the link, when its sender asked for it (this one did not).
  'POST /transfer/downloads/:token/acknowledgement/code': {
    call: async (w) => ({ path: `/transfer/downloads/${(await transferOfA(w)).token}/acknowledgement/code`, json: { name: 'Ada', email: 'ada@example.org' } }),
    expect: everyone(409),
  },
  'POST /transfer/downloads/:token/acknowledgement': {
    call: async (w) => ({
      path: `/transfer/downloads/${(await transferOfA(w)).token}/acknowledgement`,
      json: { name: 'Ada', email: 'ada@example.org', code: '123456' },
    }),
    expect: everyone(409),
  },
  'GET /transfer/downloads/:token/files/:fileId': {
    call: async (w) => {
      const transfer = await transferOfA(w)
      return { path: `/transfer/downloads/${transfer.token}/files/${transfer.fileId}` }
    },
    expect: everyone(200),
  },
  'GET /transfer/downloads/:token/zip': { call: async (w) => ({ path: `/transfer/downloads/${(await transferOfA(w)).token}/zip` }), expect: everyone(200) },
  // Managing: the caller's active organisation only (A for member and admin, B for the outsider).
  'GET /transfer/transfers': { call: () => ({ path: '/transfer/transfers' }), expect: users(200, 200, 200) },
  'GET /transfer/stats': { call: () => ({ path: '/transfer/stats' }), expect: users(200, 200, 200) },
  // The administrator's transfers: an ordinary member, not their creator, does not see them (member-rights spec for the rest).
  'GET /transfer/transfers/:id': { call: async (w) => ({ path: `/transfer/transfers/${(await transferOfA(w)).id}` }), expect: creatorAndAdminsOfA(200) },
  'PUT /transfer/transfers/:id/password': {
    call: async (w) => ({ path: `/transfer/transfers/${(await transferOfA(w, true)).id}/password`, json: { password: 'Secret-pass-1' } }),
    expect: creatorAndAdminsOfA(200),
  },
  'POST /transfer/transfers/:id/resend': {
    call: async (w) => ({ path: `/transfer/transfers/${(await transferOfA(w, true, 'email')).id}/resend` }),
    expect: creatorAndAdminsOfA(200),
  },
  'DELETE /transfer/transfers/:id': {
    call: async (w) => ({ path: `/transfer/transfers/${(await transferOfA(w, true)).id}` }),
    expect: creatorAndAdminsOfA(204),
  },
  // The proof of delivery: its sender or an administrator (docs/proof-of-delivery.md).
  'GET /transfer/transfers/:id/proof-of-delivery': {
    call: async (w) => ({ path: `/transfer/transfers/${(await transferOfA(w)).id}/proof-of-delivery` }),
    expect: creatorAndAdminsOfA(200),
  },
  'DELETE /transfer/transfers/:id/files/:fileId': {
    call: async (w) => {
      const transfer = await transferOfA(w, true)
      return { path: `/transfer/transfers/${transfer.id}/files/${transfer.fileId}` }
    },
    expect: creatorAndAdminsOfA(204),
  },

  // Consignment plugin: public proof pages, then the organisation's deposits (an unsealed one of A: every status is deterministic).
  'GET /consignment/certificates/:token': { call: () => ({ path: '/consignment/certificates/AAAAAAAAAAAAAAAAAAAAAA' }), expect: everyone(404) },
  'GET /consignment/certificates/:token/pdf': { call: () => ({ path: '/consignment/certificates/AAAAAAAAAAAAAAAAAAAAAA/pdf' }), expect: everyone(404) },
  'POST /consignment/decode': { call: () => ({ path: '/consignment/decode', json: { hash: '' } }), expect: everyone(422) },
  'GET /consignment/embed/:embedId': { call: () => ({ path: '/consignment/embed/AAAAAAAAAAAAAAAAAAAAAA' }), expect: everyone(404) },
  'GET /consignment/keys': { call: () => ({ path: '/consignment/keys' }), expect: everyone(200) },
  'GET /consignment/evidence/:token': { call: () => ({ path: '/consignment/evidence/AAAAAAAAAAAAAAAAAAAAAA' }), expect: everyone(404) },
  'GET /consignment/trust': { call: () => ({ path: '/consignment/trust' }), expect: everyone(200) },
  'GET /consignment/widget/manifest.json': {
    call: () => ({ path: '/consignment/widget/manifest.json' }),
    expect: everyone(existsSync(new URL('../../../../embed/dist/manifest.json', import.meta.url)) ? 200 : 404),
  },
  'GET /consignment/widget/:version/:file': { call: () => ({ path: '/consignment/widget/0.0.0/none.js' }), expect: everyone(404) },
  // The widget is served once embed/ is built.
  'GET /consignment/widget.js': {
    call: () => ({ path: '/consignment/widget.js' }),
    expect: everyone(existsSync(new URL('../../../../embed/dist/sceau-deposit.js', import.meta.url)) ? 200 : 404),
  },
  'GET /consignment/deposits': { call: () => ({ path: '/consignment/deposits' }), expect: users(200, 200, 200) },
  'GET /consignment/quote': { call: () => ({ path: '/consignment/quote?bytes=1024&years=3' }), expect: users(200, 200, 200) },
  'POST /consignment/deposits': { call: () => ({ path: '/consignment/deposits', json: { type: 'file' } }), expect: users(422, 422, 422) },
  'GET /consignment/deposits/:id': { call: async (w) => ({ path: `/consignment/deposits/${(await depositOfA(w)).id}` }), expect: membersOfA(200) },
  'PATCH /consignment/deposits/:id': {
    call: async (w) => ({ path: `/consignment/deposits/${(await depositOfA(w)).id}`, json: { title: 'Renamed' } }),
    expect: membersOfA(200),
  },
  'POST /consignment/deposits/:id/renew': {
    call: async (w) => ({ path: `/consignment/deposits/${(await depositOfA(w)).id}/renew`, json: { years: 1 } }),
    expect: membersOfA(409),
  },
  // A single-file deposit takes no version.
  'POST /consignment/deposits/:id/versions': {
    call: async (w) => ({
      path: `/consignment/deposits/${(await depositOfA(w)).id}/versions`,
      json: { hashOnly: true, files: [{ path: 'v2.txt', size: 1, sha256: 'a'.repeat(64) }] },
    }),
    expect: membersOfA(409),
  },
  'POST /consignment/deposits/:id/transfer': {
    call: async (w) => ({ path: `/consignment/deposits/${(await depositOfA(w)).id}/transfer`, json: { recipients: [uniqueEmail('copy')] } }),
    expect: membersOfA(409),
  },
  'GET /consignment/deposits/:id/invoice': {
    call: async (w) => ({ path: `/consignment/deposits/${(await depositOfA(w)).id}/invoice` }),
    expect: membersOfA(404),
  },
  'GET /consignment/deposits/:id/files/:fileId/download': {
    call: async (w) => ({ path: `/consignment/deposits/${(await depositOfA(w)).id}/files/${(await depositOfA(w)).fileId}/download` }),
    expect: membersOfA(404),
  },
  'GET /consignment/deposits/:id/files/:fileId/certificate': {
    call: async (w) => ({ path: `/consignment/deposits/${(await depositOfA(w)).id}/files/${(await depositOfA(w)).fileId}/certificate` }),
    expect: membersOfA(409),
  },
  'GET /consignment/deposits/:id/files/:fileId/proof': {
    call: async (w) => ({ path: `/consignment/deposits/${(await depositOfA(w)).id}/files/${(await depositOfA(w)).fileId}/proof` }),
    expect: membersOfA(409),
  },
  'GET /consignment/third-party-request': { call: () => ({ path: '/consignment/third-party-request' }), expect: users(200, 200, 200) },
  // Administrators ask, once per organisation (B's and A's first request).
  'POST /consignment/third-party-request': { call: () => ({ path: '/consignment/third-party-request', json: {} }), expect: users(201, 403, 201) },

  // Support and integrations.
  'POST /support/contact': { call: () => ({ path: '/support/contact', json: {} }), expect: everyone(422) },
  'POST /support/messages': { call: () => ({ path: '/support/messages', json: { subject: 'Table', message: 'Hello' } }), expect: users(202, 202, 202) },
  'GET /integrations/whoami': { call: () => ({ path: '/integrations/whoami' }), expect: users(200, 200, 200) },
}

/** A draft of organisation A's administrator (its sender token is not sent by the table's calls). */
async function draftOfA(world: World) {
  const created = await world.admin.browser.post('/transfer/transfers', { mode: 'link' })
  if (created.status !== 201) throw new Error(`draft refused: ${JSON.stringify(created.body)}`)
  return created.body.id as string
}

let sharedTransfer: Promise<SentTransfer> | null = null

/**
 * A sent transfer of organisation A's administrator (one small file): the same one for reads, a
 * fresh one for calls that change or delete it.
 */
function transferOfA(world: World, fresh = false, mode: 'link' | 'email' = 'link') {
  if (fresh) return sendTransfer(world.admin.browser, { mode })
  sharedTransfer ??= sendTransfer(world.admin.browser, { mode })
  return sharedTransfer
}

let sharedDeposit: Promise<{ id: string; fileId: string }> | null = null

/** An unsealed deposit of organisation A's administrator. */
function depositOfA(world: World) {
  sharedDeposit ??= unsealedDeposit(world.admin.browser)
  return sharedDeposit
}

/** "GET /a/:x/b" and "GET /api/v2/a/:/b" name the same route (parameter names do not matter). */
const normalise = (route: string) => {
  const [method, path] = route.split(' ')
  return `${method} ${path.replace(API_PREFIX, '').replace(/:[^/]*/g, ':')}`
}

/** A renewal payment waiting in organisation A (settle now, success page). */
async function paymentOfA(world: World) {
  const { payments } = await import('#billing/payments')
  const payment = await payments.create({ organisationId: Number(world.a), userId: null, kind: 'renewal', amountCents: 6000, description: 'table' })
  return payment.uid
}

/** An invoice of organisation A, issued as a payment's fulfilment does. */
async function invoiceOfA(world: World) {
  const { InvoiceBook } = await import('#billing/invoices/invoice_book')
  const book = await app.container.make(InvoiceBook)
  const invoice = await db.transaction((trx) =>
    book.issue(trx, { organisationId: Number(world.a), description: 'table', amountCents: 1200, method: 'credits', buyer: { name: 'A', address: 'Paris' } })
  )
  return invoice.number
}

async function buildWorld(): Promise<World> {
  const admin = await signUp({ language: 'en', firstname: 'Alice', lastname: 'Admin' })
  await grantPlan(admin.organisationId, 'premium', 1000)
  const outsider = await signUp({ language: 'en', firstname: 'Oscar', lastname: 'Outsider' })
  await grantPlan(outsider.organisationId, 'premium', 1000)
  const member = await signUp({ language: 'en', firstname: 'Mia', lastname: 'Member' })
  const a = admin.organisationId
  await join(a, member.userId)
  assert200(await member.browser.post(`/users/organizations/${a}/active`))
  const logo = await admin.browser.request('PUT', `/organizations/${a}/customisation/logo`, { form: imageForm('file', PNG_1X1) })
  const anonymous = new Browser('en')
  const accounts = { admin, member, outsider } as const

  return {
    admin,
    member,
    outsider,
    anonymous,
    a,
    b: outsider.organisationId,
    logo: logo.body.logoUrl.split('/').pop(),
    browser: (persona) => (persona === 'anonymous' ? anonymous : accounts[persona].browser),
    account: (persona) => (persona === 'anonymous' ? null : accounts[persona]),
    contact: () => insertRow('contacts', { organisation_id: Number(a), email: uniqueEmail('contact'), firstname: '', lastname: '' }),
    invitation: () =>
      insertRow('organisation_invitations', {
        organisation_id: Number(a),
        email: uniqueEmail('invited'),
        rights: '{}',
        token_hash: newLinkToken().hash,
        status: 'pending',
        sent_at: new Date(),
        expires_at: DateTime.now().plus({ days: 1 }).toJSDate(),
      }),
    async extraMember() {
      const extra = await signUp({ firstname: 'Extra', lastname: 'Member' })
      await join(a, extra.userId)
      return extra.userId
    },
    async apiKey() {
      return (await admin.browser.post(`/organizations/${a}/api-keys`, { name: 'to revoke', permissions: { api: true }, scopes: ['read'] })).body.id
    },
    async session(persona) {
      const account = persona === 'anonymous' ? null : accounts[persona]
      if (!account) return anonymous
      const browser = new Browser('en')
      assert200(await browser.post('/users/sessions', { email: account.email, password: PASSWORD }))
      return browser
    },
  }
}

/** A row written directly (no rate limit, no mail), with its timestamps; answers its id. */
async function insertRow(table: string, row: Record<string, unknown>) {
  const [id] = await db
    .table(table)
    .insert({ ...row, created_at: new Date(), updated_at: new Date() })
    .returning('id')
  return String(typeof id === 'object' ? id.id : id)
}

async function join(organisationId: string, userId: string) {
  await insertRow('organisation_members', { organisation_id: Number(organisationId), user_id: Number(userId), role: 'member', rights: '{}' })
}

function assert200(answer: { status: number; body: unknown }) {
  if (answer.status !== 200) throw new Error(`set-up request failed: ${answer.status} ${JSON.stringify(answer.body)}`)
}

function send(browser: Browser, method: string, call: Call) {
  const json = call.form || call.noBody ? undefined : (call.json ?? (method === 'GET' ? undefined : {}))
  return browser.request(call.method ?? method, call.path, { json, form: call.form, headers: call.headers })
}

async function perform(world: World, persona: Persona, entry: AuthorizationLine, method: string) {
  const call = await entry.call(world, persona)
  return send(call.browser ?? world.browser(persona), method, call)
}

/** The lines plugins keep with their own tests, for the plugins this process loaded. */
async function pluginLines() {
  const registry = await app.container.make(PluginRegistry)
  const lines: Record<string, AuthorizationLine> = {}
  for (const plugin of registry.plugins) {
    const file = joinPath(plugin.packageDir, 'tests', 'authorization_lines.ts')
    if (!existsSync(file)) continue
    const own = (await import(pathToFileURL(file).href)).default as Record<string, AuthorizationLine>
    for (const [route, line] of Object.entries(own)) {
      if (TABLE[route] || lines[route]) throw new Error(`${route} has two lines (platform table and ${plugin.id})`)
      lines[route] = line
    }
  }
  return lines
}

/** Lines of a known plugin that is switched off: its routes are gone on purpose. */
async function ofUnloadedPlugin(line: string) {
  const loaded = (await app.container.make(PluginRegistry)).ids()
  const segment = line.split(' ')[1].split('/')[1]
  return pluginList.some((p) => p.id === segment) && !loaded.includes(segment)
}

const LINES = { ...TABLE, ...(await pluginLines()) }

test.group('Authorization table: every API route, four callers', (group) => {
  group.teardown(() => mailQueueSettled())
  let world: World
  group.setup(async () => {
    world = await buildWorld()
  })

  test('every registered route has a line in the table, and every line a route', async ({ assert }) => {
    const registry = await app.container.make(PluginRegistry)
    const registered = registry.routes.entries().map(({ route, owner }) => ({ key: normalise(route), owner }))
    const lines = new Set(Object.keys(LINES).map(normalise))
    const missing = registered.filter((r) => !lines.has(r.key)).map((r) => `${r.key} (${r.owner})`)
    assert.deepEqual(missing, [], 'routes without a line in the authorization table: add one')
    const routes = new Set(registered.map((r) => r.key))
    const stale: string[] = []
    for (const line of Object.keys(LINES)) if (!routes.has(normalise(line)) && !(await ofUnloadedPlugin(line))) stale.push(line)
    assert.deepEqual(stale, [], 'lines for routes that no longer exist: remove them')
  })

  for (const [route, entry] of Object.entries(LINES)) {
    test(`${route}: ${PERSONAS.map((p, i) => `${p} ${entry.expect[i]}`).join(', ')}`, async ({ assert }) => {
      if (await ofUnloadedPlugin(route)) return
      const method = route.split(' ')[0]
      for (const [index, persona] of PERSONAS.entries()) {
        const answer = await perform(world, persona, entry, method)
        assert.equal(answer.status, entry.expect[index], `${route} as ${persona}: ${JSON.stringify(answer.body)}`)
        if (answer.status >= 400) assert.isString(answer.body?.error?.code, `${route} as ${persona} answers the error envelope`)
      }
      if (entry.nested) {
        // Organisation A's sub-resource through the outsider's own organisation: still nothing.
        const call = await entry.call(world, 'outsider')
        const path = call.path.replace(`/organizations/${world.a}/`, `/organizations/${world.b}/`)
        const answer = await send(world.outsider.browser, method, { ...call, path })
        assert.equal(answer.status, 404, `${route} as outsider through their own organisation`)
      }
    })
  }
})

/* Member-rights rows: a colleague without rights, the creator, an administrator (@sceau/testing/authorization). */
const colleagueRefused = (status: number): RightsStatuses => [403, status, status]
const creatorAndAdmins = (status: number): RightsStatuses => [404, status, status]

/** A transfer the creator sent: the same one for reads, a fresh one for calls that change or delete it. */
let creatorsTransfer: ReturnType<typeof sendTransfer> | null = null
const transferOf = (t: Team, fresh?: { mode?: 'link' | 'email'; password?: string }) =>
  fresh ? sendTransfer(t.creator.browser, fresh) : (creatorsTransfer ??= sendTransfer(t.creator.browser))
let creatorsDeposit: ReturnType<typeof unsealedDeposit> | null = null
const depositOf = (t: Team) => (creatorsDeposit ??= unsealedDeposit(t.creator.browser))
const depositFile = async (t: Team, action: string) => {
  const deposit = await depositOf(t)
  return { path: `/consignment/deposits/${deposit.id}/files/${deposit.fileId}/${action}` }
}

const RIGHTS_TABLE: Record<string, RightsLine> = {
  // Transfers: the colleague lists only their own and finds nobody else's; a password needs the right.
  'POST /transfer/transfers': { call: () => ({ path: '/transfer/transfers', json: { mode: 'link', password: 'Secret-pass-1' } }), expect: [403, 201, 201] },
  'GET /transfer/transfers': { call: () => ({ path: '/transfer/transfers' }), expect: [200, 200, 200] },
  'GET /transfer/stats': { call: () => ({ path: '/transfer/stats' }), expect: [200, 200, 200] },
  'GET /transfer/transfers/:id': { call: async (t) => ({ path: `/transfer/transfers/${(await transferOf(t)).id}` }), expect: creatorAndAdmins(200) },
  // Removing a password was the hole: null is checked like a new password.
  'PUT /transfer/transfers/:id/password': {
    call: async (t) => ({ path: `/transfer/transfers/${(await transferOf(t, { password: 'Secret-pass-1' })).id}/password`, json: { password: null } }),
    expect: creatorAndAdmins(200),
  },
  'POST /transfer/transfers/:id/resend': {
    call: async (t) => ({ path: `/transfer/transfers/${(await transferOf(t, { mode: 'email' })).id}/resend` }),
    expect: creatorAndAdmins(200),
  },
  'DELETE /transfer/transfers/:id': { call: async (t) => ({ path: `/transfer/transfers/${(await transferOf(t, {})).id}` }), expect: creatorAndAdmins(204) },
  'GET /transfer/transfers/:id/proof-of-delivery': {
    call: async (t) => ({ path: `/transfer/transfers/${(await transferOf(t)).id}/proof-of-delivery` }),
    expect: creatorAndAdmins(200),
  },
  'DELETE /transfer/transfers/:id/files/:fileId': {
    call: async (t) => {
      const transfer = await transferOf(t, {})
      return { path: `/transfer/transfers/${transfer.id}/files/${transfer.fileId}` }
    },
    expect: creatorAndAdmins(204),
  },

  // Deposits: the consignment right opens every route, not only creation (the creator's unsealed deposit).
  'GET /consignment/deposits': { call: () => ({ path: '/consignment/deposits' }), expect: colleagueRefused(200) },
  'GET /consignment/quote': { call: () => ({ path: '/consignment/quote?bytes=1024&years=3' }), expect: colleagueRefused(200) },
  'POST /consignment/deposits': {
    call: () => ({
      path: '/consignment/deposits',
      json: { type: 'file', authorKind: 'me', years: 3, coAuthors: [], title: 'Rights', files: [{ path: 'r.txt', size: 1 }] },
    }),
    expect: colleagueRefused(201),
  },
  'GET /consignment/deposits/:id': { call: async (t) => ({ path: `/consignment/deposits/${(await depositOf(t)).id}` }), expect: colleagueRefused(200) },
  'PATCH /consignment/deposits/:id': {
    call: async (t) => ({ path: `/consignment/deposits/${(await depositOf(t)).id}`, json: { title: 'Renamed' } }),
    expect: colleagueRefused(200),
  },
  'POST /consignment/deposits/:id/renew': {
    call: async (t) => ({ path: `/consignment/deposits/${(await depositOf(t)).id}/renew`, json: { years: 1 } }),
    expect: colleagueRefused(409),
  },
  'POST /consignment/deposits/:id/versions': {
    call: async (t) => ({
      path: `/consignment/deposits/${(await depositOf(t)).id}/versions`,
      json: { hashOnly: true, files: [{ path: 'v2.txt', size: 1, sha256: 'a'.repeat(64) }] },
    }),
    expect: colleagueRefused(409),
  },
  'POST /consignment/deposits/:id/transfer': {
    call: async (t) => ({ path: `/consignment/deposits/${(await depositOf(t)).id}/transfer`, json: { recipients: [uniqueEmail('copy')] } }),
    expect: colleagueRefused(409),
  },
  'GET /consignment/deposits/:id/invoice': {
    call: async (t) => ({ path: `/consignment/deposits/${(await depositOf(t)).id}/invoice` }),
    expect: colleagueRefused(404),
  },
  'GET /consignment/deposits/:id/files/:fileId/download': { call: (t) => depositFile(t, 'download'), expect: colleagueRefused(404) },
  'GET /consignment/deposits/:id/files/:fileId/certificate': { call: (t) => depositFile(t, 'certificate'), expect: colleagueRefused(409) },
  'GET /consignment/deposits/:id/files/:fileId/proof': { call: (t) => depositFile(t, 'proof'), expect: colleagueRefused(409) },
}

/** The routes the member-rights rows must cover: managing transfers and every deposit route. */
const RIGHTS_ROUTES = /^[A-Z]+ \/(transfer\/(transfers|stats)|consignment\/(deposits|quote))\b/

test.group('Authorization table: member rights on transfers and deposits, three callers', (group) => {
  group.teardown(() => mailQueueSettled())
  let t: Team
  group.setup(async () => {
    t = await team()
  })

  test('every transfer-management and deposit route has a member-rights row, and every row a route', async ({ assert }) => {
    const registry = await app.container.make(PluginRegistry)
    const registered = registry.routes
      .entries()
      .map(({ route }) => normalise(route))
      .filter((route) => RIGHTS_ROUTES.test(route))
    const rows: string[] = []
    for (const row of Object.keys(RIGHTS_TABLE)) if (!(await ofUnloadedPlugin(row))) rows.push(normalise(row))
    assert.sameMembers(rows, registered)
  })

  for (const [route, entry] of Object.entries(RIGHTS_TABLE)) {
    test(`${route}: ${RIGHTS_PERSONAS.map((p, i) => `${p} ${entry.expect[i]}`).join(', ')}`, async ({ assert }) => {
      if (await ofUnloadedPlugin(route)) return
      const method = route.split(' ')[0]
      const accounts: Record<RightsPersona, TestAccount> = { colleague: t.restricted, creator: t.creator, admin: t.admin }
      for (const [index, persona] of RIGHTS_PERSONAS.entries()) {
        const call = await entry.call(t)
        const answer = await send(call.browser ?? accounts[persona].browser, method, call)
        assert.equal(answer.status, entry.expect[index], `${route} as ${persona}: ${JSON.stringify(answer.body)}`)
        if (answer.status >= 400) assert.isString(answer.body?.error?.code, `${route} as ${persona} answers the error envelope`)
      }
    })
  }
})

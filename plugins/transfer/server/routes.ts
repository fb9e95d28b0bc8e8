import { failedDownloadRedirect, PAGED_QUERY, type ParameterDoc, type PluginRouter, type RouteDoc, type RouteOptions } from '@sceau/plugin-sdk/server'
import { ACCESS_HEADER, ACCESS_QUERY, SENDER_HEADER } from '../shared/types.js'
import { passwordChangeValidator, resendValidator } from './validators/transfer_changes.js'
import { acknowledgementCodeValidator, acknowledgementValidator, codeValidator, passwordValidator, transferValidator } from './validators/transfer_input.js'
import * as Answers from './answer_schemas.js'

const Limits = () => import('./controllers/limits_controller.js')
const Drafts = () => import('./controllers/drafts_controller.js')
const Downloads = () => import('./controllers/downloads_controller.js')
const Transfers = () => import('./controllers/transfers_controller.js')

/** Public reads and the recipient's calls: no session, no CSRF (links and tokens authorise them). */
const stateless: RouteOptions = { access: 'public', stateless: true }
/** The session is read when there is one (the caller's own limits). */
const open: RouteOptions = { access: 'public' }
/** Logged-in users, or organisation API keys with the "transfer" scope. */
const transferKeys: RouteOptions = { access: 'user', apiKeys: 'transfer' }
/** What creates or sends honours Idempotency-Key (a retried request makes one transfer, sends one set of mails). */
const creates: RouteOptions = { idempotent: true }
/** Logged-in users, or API keys that read ("read") or send ("transfer") the organisation's transfers. */
const readKeys: RouteOptions = { access: 'user', apiKeys: ['read', 'transfer'] }

const doc = (summary: string, more: Omit<RouteDoc, 'summary'> = {}): { doc: RouteDoc } => ({ doc: { summary, ...more } })
/** The draft's sender token, handed out when the draft was made. */
const sender: Record<string, ParameterDoc> = {
  [SENDER_HEADER]: { description: 'The sender token the draft was created with', required: true, schema: { type: 'string' } },
}
/** The unlock capability of a password-protected transfer (POST .../unlock), in a header or the query. */
const unlocked = {
  headers: { [ACCESS_HEADER]: { description: 'The capability POST .../unlock answered (password-protected transfers)', schema: { type: 'string' } } },
  query: { [ACCESS_QUERY]: { description: `The same capability as ${ACCESS_HEADER}, for links`, schema: { type: 'string' } } },
}
const limits = {
  400: 'More files than the plan allows (E_FILE_LIMIT)',
  403: "An option the caller's plan does not offer (a password...)",
  413: 'Larger than the plan allows (E_BATCH_TOO_LARGE)',
}
const locked = { 401: 'Password-protected and not unlocked (E_TRANSFER_LOCKED)', 410: 'Expired or deleted (E_TRANSFER_EXPIRED, E_TRANSFER_DELETED)' }

export default function routes(router: PluginRouter) {
  router.get('/transfer/limits', [Limits, 'show'], {
    ...stateless,
    ...doc('What each tier may send (sizes, expiry)', { responses: { 200: { description: 'The limits', json: Answers.Limits } } }),
  })
  router.get('/transfer/capabilities', [Limits, 'capabilities'], {
    ...open,
    ...doc("What the caller's transfers may do (their plan's limits)", { responses: { 200: { description: 'The capabilities', json: Answers.Capabilities } } }),
  })

  // Sending: a draft per send, finished with the sender token it hands out.
  router.post('/transfer/transfers', [Drafts, 'store'], {
    ...transferKeys,
    ...creates,
    body: transferValidator,
    ...doc('Start a transfer: a draft, its sender token and the upload token of its files', {
      responses: { 201: { description: 'The draft', json: Answers.Created } },
      errors: {
        ...limits,
        409: "'protect' / 'protect_send': priceCents is not today's deposit price of the announced files (E_PRICE_CHANGED; the message names it): nothing is made; or the first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT)",
      },
    }),
  })
  router.post('/transfer/guest-transfers', [Drafts, 'storeGuest'], {
    ...open,
    ...creates,
    body: transferValidator,
    ...doc("Start a transfer without an account: a code is mailed to the sender's address", {
      responses: { 201: { description: 'The draft', json: Answers.Created } },
      errors: limits,
    }),
  })
  router.post('/transfer/drafts/:id/code', [Drafts, 'resendCode'], {
    ...stateless,
    ...doc("Mail a new code to a guest draft's sender", {
      headers: sender,
      responses: { 200: { description: 'Where the code went', json: Answers.CodeSent } },
    }),
  })
  router.post('/transfer/drafts/:id/verify', [Drafts, 'verify'], {
    ...stateless,
    body: codeValidator,
    ...doc('Check the code mailed to a guest sender', { headers: sender, responses: { 200: { description: 'Checked', json: Answers.Verified } } }),
  })
  router.post('/transfer/drafts/:id/send', [Drafts, 'send'], {
    ...stateless,
    ...creates,
    ...doc('Send a draft whose files are uploaded: the recipients are mailed, the link is answered', {
      headers: sender,
      responses: { 200: { description: 'Sent', json: Answers.Sent } },
      errors: { 403: "A guest draft whose sender's code is not checked (E_CODE_REQUIRED)" },
    }),
  })
  router.delete('/transfer/drafts/:id', [Drafts, 'destroy'], {
    ...stateless,
    ...doc('Cancel a draft', { headers: sender, responses: { 204: { description: 'Cancelled' } } }),
  })

  // Receiving: the link's token, and after a password the unlock capability.
  const pageOnFailure = failedDownloadRedirect('{APP_URL}/{lang}/download/{token}')
  router.get('/transfer/downloads/:token', [Downloads, 'show'], {
    ...stateless,
    ...doc('A transfer from its link: sender, message, files', {
      ...unlocked,
      responses: { 200: { description: 'The transfer', json: Answers.Download } },
      errors: locked,
    }),
  })
  router.post('/transfer/downloads/:token/unlock', [Downloads, 'unlock'], {
    ...stateless,
    body: passwordValidator,
    ...doc('Unlock a password-protected transfer', { responses: { 200: { description: 'The capability', json: Answers.Unlocked } } }),
  })
  router.post('/transfer/downloads/:token/acknowledgement/code', [Downloads, 'acknowledgementCode'], {
    ...stateless,
    body: acknowledgementCodeValidator,
    ...doc('Confirm receipt, first step: a code mailed to the recipient (when the sender asked for an acknowledgement)', {
      headers: unlocked.headers,
      responses: { 200: { description: 'Where the code went, or the receipt that address already confirmed', json: Answers.AcknowledgementCode } },
      errors: {
        ...locked,
        409: 'The sender did not ask for an acknowledgement (E_NO_ACKNOWLEDGEMENT)',
        422: 'No name, or an address the link was not sent to',
        429: 'Too many codes asked',
      },
    }),
  })
  router.post('/transfer/downloads/:token/acknowledgement', [Downloads, 'acknowledge'], {
    ...stateless,
    body: acknowledgementValidator,
    ...doc("Confirm receipt with the mailed code: a timestamped entry of the transfer's proof of delivery, a receipt mailed to the sender", {
      headers: unlocked.headers,
      responses: { 200: { description: 'The acknowledgement (the same one when confirmed again)', json: Answers.Acknowledgement } },
      errors: { ...locked, 409: 'No acknowledgement asked (E_NO_ACKNOWLEDGEMENT)', 410: 'No code works: ask for a new one', 422: 'Incorrect code' },
    }),
  })
  router.get('/transfer/downloads/:token/files/:fileId', [Downloads, 'file'], {
    ...stateless,
    ...doc('Download one file (Range requests resume)', {
      ...unlocked,
      responses: {
        200: { description: 'The file, with its own media type', file: 'application/octet-stream' },
        206: { description: 'The range asked for', file: 'application/octet-stream' },
        302: pageOnFailure,
      },
      errors: { ...locked, 416: 'The range is outside the file' },
    }),
  })
  router.get('/transfer/downloads/:token/zip', [Downloads, 'zip'], {
    ...stateless,
    ...doc('Download files as one ZIP', {
      headers: unlocked.headers,
      query: {
        ...unlocked.query,
        files: { description: 'Comma-separated file ids (all files without it)', schema: { type: 'string', pattern: '^\\d+(,\\d+)*$' } },
      },
      responses: {
        200: { description: 'The archive', file: 'application/zip' },
        206: { description: 'The range asked for', file: 'application/zip' },
        302: pageOnFailure,
      },
      errors: { ...locked, 416: 'The range is outside the archive' },
    }),
  })

  // Managing (logged in, the actor's organisation only).
  router.get('/transfer/transfers', [Transfers, 'index'], {
    ...readKeys,
    ...doc("The organisation's transfers, filtered and paged", {
      query: {
        ...PAGED_QUERY,
        filter: { description: 'Only active or only expired transfers', schema: { type: 'string', enum: ['all', 'active', 'expired'], default: 'all' } },
        search: { description: 'Part of a title, recipient or file name', schema: { type: 'string', maxLength: 200 } },
      },
      responses: { 200: { description: 'A page of transfers, newest first', json: Answers.Transfers } },
    }),
  })
  router.get(
    '/transfer/stats',
    [Transfers, 'stats'],
    doc("Counts of the organisation's transfers, and the latest ones", { responses: { 200: { description: 'The counts', json: Answers.Stats } } })
  )
  router.get('/transfer/transfers/:id', [Transfers, 'show'], {
    ...readKeys,
    ...doc('A transfer: recipients, files, history', { responses: { 200: { description: 'The transfer', json: Answers.Detail } } }),
  })
  router.put('/transfer/transfers/:id/password', [Transfers, 'password'], {
    body: passwordChangeValidator,
    ...doc("Set or remove a transfer's password", { responses: { 200: { description: 'Whether a password protects it now', json: Answers.PasswordSet } } }),
  })
  router.post('/transfer/transfers/:id/resend', [Transfers, 'resend'], {
    ...creates,
    body: resendValidator,
    ...doc('Mail the link again to all or some recipients', { responses: { 200: { description: 'How many mails went', json: Answers.Resent } } }),
  })
  router.delete('/transfer/transfers/:id', [Transfers, 'destroy'], doc('Delete a transfer and its files', { responses: { 204: { description: 'Deleted' } } }))
  router.get('/transfer/transfers/:id/proof-of-delivery', [Transfers, 'proofOfDelivery'], {
    ...doc("A transfer's proof of delivery (ZIP: the hash-chained event log, its timestamps, how to verify)", {
      responses: { 200: { description: 'The proof of delivery', file: 'application/zip' }, 302: failedDownloadRedirect('{APP_URL}/{lang}/app/transfers/{id}') },
    }),
  })
  router.delete(
    '/transfer/transfers/:id/files/:fileId',
    [Transfers, 'destroyFile'],
    doc('Delete one file of a transfer', { responses: { 204: { description: 'Deleted' } } })
  )
}

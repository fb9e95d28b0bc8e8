import { failedDownloadRedirect, PAGE_QUERY, type PluginRouter, type ResponseDoc, type RouteDoc, type RouteOptions } from '@sceau/plugin-sdk/server'
import {
  codeValidator,
  emailValidator,
  linkValidator,
  pageValidator,
  passwordOnlyValidator,
  protectValidator,
  senderTokenValidator,
  startValidator,
} from './validators/inputs.js'
import * as Answers from './answer_schemas.js'

const SafelinkOptions = () => import('./controllers/safelink_options_controller.js')
const Links = () => import('./controllers/links_controller.js')
const Page = () => import('./controllers/page_controller.js')
const Inbox = () => import('./controllers/inbox_controller.js')
const Public = () => import('./controllers/public_controller.js')

/** Third parties' calls: no account needed; the session is read when there is one (members-only links, LOGGED pages). */
const open: RouteOptions = { access: 'public' }
/** The sender's own calls, authorised by the sender token. */
const stateless: RouteOptions = { access: 'public', stateless: true }
/** What creates something honours Idempotency-Key (a retried request makes one link, delivery or deposit). */
const creates: RouteOptions = { idempotent: true }

const doc = (summary: string, more: Omit<RouteDoc, 'summary'> = {}): { doc: RouteDoc } => ({ doc: { summary, ...more } })
/** A download a browser opened and the server refused goes back to the page the link was on (its Referer), which says it. */
const backToPage = failedDownloadRedirect('{the page the link was on}')
const zip = (description: string, opensAsPage = true): { responses: Record<number, ResponseDoc> } => ({
  responses: opensAsPage ? { 200: { description, file: 'application/zip' }, 302: backToPage } : { 200: { description, file: 'application/zip' } },
})
const receiptPending = { 409: 'The receipt is not stamped yet (E_RECEIPT_PENDING)' }
const senderToken = {
  senderToken: { description: 'The sender token the delivery was started with', required: true, schema: { type: 'string', pattern: '^[0-9A-Za-z]{32}$' } },
}
const closed = {
  401: 'Members only: log in first',
  403: 'Not allowed: another organisation, a missing password, code or grant',
  410: 'The link is expired, revoked or used',
}

export default function routes(router: PluginRouter) {
  router.get('/receptions/safelink-options', [SafelinkOptions, 'show'], {
    access: 'public',
    ...doc('The choices a reception link offers (expiry, audiences)', { responses: { 200: { description: 'The choices', json: Answers.Options } } }),
  })

  // Organisation side (a member's session).
  router.get('/receptions/links', [Links, 'index'], {
    ...doc("The organisation's reception links", {
      query: { ...PAGE_QUERY, filter: { description: 'Which links', schema: { type: 'string', enum: ['all', 'active', 'expired'], default: 'all' } } },
      responses: { 200: { description: 'A page of links', json: Answers.Links } },
    }),
  })
  router.post('/receptions/links', [Links, 'store'], {
    ...creates,
    body: linkValidator,
    ...doc('Create a reception link', { responses: { 201: { description: 'The link', json: Answers.Link } } }),
  })
  router.get('/receptions/links/:id', [Links, 'show'], doc('A reception link', { responses: { 200: { description: 'The link', json: Answers.Link } } }))
  router.delete(
    '/receptions/links/:id',
    [Links, 'destroy'],
    doc('Revoke a reception link (what it received stays)', { responses: { 200: { description: 'The link, revoked', json: Answers.Link } } })
  )
  router.get(
    '/receptions/page',
    [Page, 'show'],
    doc("The organisation's reception page (created inactive on the first read)", {
      responses: { 200: { description: 'The page', json: Answers.ReceptionPage } },
    })
  )
  router.put('/receptions/page', [Page, 'update'], {
    body: pageValidator,
    ...doc("Change the organisation's reception page", { responses: { 200: { description: 'The page', json: Answers.ReceptionPage } } }),
  })
  router.get('/receptions/deliveries', [Inbox, 'index'], {
    ...doc('The deliveries received, paged', {
      query: {
        ...PAGE_QUERY,
        source: {
          description: 'all, page (the reception page), or link:<link id> (one link)',
          schema: { type: 'string', pattern: '^(all|page|link:[0-9a-f-]{36})$', default: 'all' },
        },
      },
      responses: { 200: { description: 'A page of deliveries, newest first', json: Answers.Deliveries } },
    }),
  })
  router.get(
    '/receptions/deliveries/:id',
    [Inbox, 'show'],
    doc('A delivery and its files', { responses: { 200: { description: 'The delivery', json: Answers.Delivery } } })
  )
  router.delete('/receptions/deliveries/:id', [Inbox, 'destroy'], doc('Delete a delivery and its files', { responses: { 204: { description: 'Deleted' } } }))
  router.get('/receptions/deliveries/:id/files/:fileId', [Inbox, 'file'], {
    ...doc('Download a delivered file (Range requests resume)', {
      responses: { 200: { description: 'The file, with its own media type', file: 'application/octet-stream' }, 302: backToPage },
    }),
  })
  router.get('/receptions/deliveries/:id/zip', [Inbox, 'zip'], {
    ...doc("A delivery's files as one ZIP", {
      query: { files: { description: 'Comma-separated file ids (all files without it)', schema: { type: 'string' } } },
      ...zip('The archive'),
    }),
  })
  router.get('/receptions/deliveries/:id/receipt', [Inbox, 'receipt'], {
    ...doc("A delivery's timestamped receipt (ZIP)", { ...zip('The receipt'), errors: receiptPending }),
  })
  router.get('/receptions/deliveries/:id/proof-of-delivery', [Inbox, 'proofOfDelivery'], {
    ...doc("A delivery's proof of delivery: its hash-chained log, timestamped heads and a verify guide (ZIP)", { ...zip('The proof of delivery') }),
  })
  router.post('/receptions/deliveries/:id/files/:fileId/protect', [Inbox, 'protect'], {
    ...creates,
    body: protectValidator,
    ...doc('Deposit a delivered file (consignment), charged the price confirmed', {
      responses: { 202: { description: 'The deposit is requested', json: Answers.Requested } },
      errors: {
        409: "The price confirmed is not the file's deposit price today (E_PRICE_CHANGED; the message names it): nothing is deposited or charged; or the first request with this Idempotency-Key is still running (E_IDEMPOTENCY_IN_FLIGHT)",
      },
    }),
  })

  // Third parties.
  router.get('/receptions/public/deliveries/:id', [Public, 'delivery'], {
    ...stateless,
    ...doc("The sender's view of their delivery", { query: senderToken, responses: { 200: { description: 'The delivery', json: Answers.SenderDelivery } } }),
  })
  router.get('/receptions/public/deliveries/:id/receipt', [Public, 'receipt'], {
    ...stateless,
    ...doc("The sender's receipt of their delivery (ZIP)", { query: senderToken, ...zip('The receipt', false), errors: receiptPending }),
  })
  router.post('/receptions/public/deliveries/:id/complete', [Public, 'complete'], {
    ...stateless,
    ...creates,
    body: senderTokenValidator,
    ...doc('Finish a delivery whose files are uploaded', {
      responses: { 200: { description: 'The delivery, complete', json: Answers.SenderDelivery } },
      errors: { 409: 'Files are missing or another delivery was accepted first', 410: 'The link expired or was used meanwhile' },
    }),
  })
  router.get('/receptions/public/:kind/:ref', [Public, 'show'], {
    ...open,
    ...doc('A reception link or page, as a third party sees it', {
      responses: { 200: { description: 'Whether it is open, and what it needs', json: Answers.Public } },
      errors: closed,
    }),
  })
  router.post('/receptions/public/:kind/:ref/unlock', [Public, 'unlock'], {
    ...open,
    body: passwordOnlyValidator,
    ...doc('Unlock a password-protected link: a grant', { responses: { 200: { description: 'The grant', json: Answers.Grant } }, errors: closed }),
  })
  router.post('/receptions/public/:kind/:ref/code', [Public, 'code'], {
    ...open,
    body: emailValidator,
    ...doc("Mail a code to check the sender's e-mail", { responses: { 200: { description: 'Sent', json: Answers.Empty } }, errors: closed }),
  })
  router.post('/receptions/public/:kind/:ref/code/check', [Public, 'checkCode'], {
    ...open,
    body: codeValidator,
    ...doc('Check the mailed code: a grant', { responses: { 200: { description: 'The grant', json: Answers.Grant } }, errors: closed }),
  })
  router.post('/receptions/public/:kind/:ref/deliveries', [Public, 'start'], {
    ...open,
    ...creates,
    body: startValidator,
    ...doc('Start a delivery: its sender token and the upload token of its files', {
      responses: { 201: { description: 'The delivery, its sender token and upload', json: Answers.Started } },
      errors: { ...closed, 413: "More or larger files than the link's caps" },
    }),
  })
}

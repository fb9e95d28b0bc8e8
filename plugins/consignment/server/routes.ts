import { failedDownloadRedirect, LANG_QUERY, PAGED_QUERY, type PluginRouter, type RouteDoc, type RouteOptions } from '@sceau/plugin-sdk/server'
import { CONSERVATION_YEARS } from '@sceau/shared'
import { depositValidator, editValidator, renewalValidator, transferRequestValidator, versionValidator } from './validators/deposit_input.js'
import { hashDecodeValidator } from './validators/hash_decode.js'
import * as Answers from './answer_schemas.js'

const Public = () => import('./controllers/public_controller.js')
const Deposits = () => import('./controllers/deposits_controller.js')
const ThirdParty = () => import('./controllers/third_party_controller.js')

/** Public reads (certificate page, decoder, embed badge): no session, no CSRF. */
const open: RouteOptions = { access: 'public', stateless: true }
/** Logged-in users, or organisation API keys with the "deposit" scope (CI, the CLI). */
const depositKeys: RouteOptions = { access: 'user', apiKeys: 'deposit' }
/** What creates or charges honours Idempotency-Key (a retry does not deposit or charge twice). */
const creates: RouteOptions = { idempotent: true }
/** Logged-in users, or API keys that read ("read") or made ("deposit") the organisation's deposits. */
const readKeys: RouteOptions = { access: 'user', apiKeys: ['read', 'deposit'] }

const doc = (summary: string, more: Omit<RouteDoc, 'summary'> = {}): { doc: RouteDoc } => ({ doc: { summary, ...more } })
const file = (description: string, type: string) => ({ responses: { 200: { description, file: type } } })
/** A download a person opens from a page: refused, a browser goes back to the page that offers it, which says it. */
const download = (description: string, type: string, page = '{APP_URL}/{lang}/app/consignments/{id}') => ({
  responses: { 200: { description, file: type }, 302: failedDownloadRedirect(page) },
})
const notSealed = { 409: 'The file is not sealed yet (E_NOT_SEALED)' }
const script = 'text/javascript'
const notBuilt = { 404: 'The badge is not built on this instance' }
/** A 200 JSON answer and its schema. */
const ok = (description: string, json: Record<string, unknown>) => ({ responses: { 200: { description, json } } })

export default function routes(router: PluginRouter) {
  router.get('/consignment/offer', [Public, 'offer'], {
    ...open,
    ...doc('What a deposit costs and offers: types, conservation lengths, price table', ok('The offer', Answers.Offer)),
  })
  router.get('/consignment/certificates/:token', [Public, 'certificate'], {
    ...open,
    ...doc("A sealed deposit's public certificate page data", ok('The certificate', Answers.Certificate)),
  })
  router.get('/consignment/certificates/:token/pdf', [Public, 'certificatePdf'], {
    ...open,
    ...doc("A sealed file's certificate (PDF), from its public token", {
      query: LANG_QUERY,
      ...download('The certificate', 'application/pdf', '{APP_URL}/{lang}/certificate/{token}'),
    }),
  })
  router.post('/consignment/decode', [Public, 'decode'], {
    ...open,
    body: hashDecodeValidator,
    ...doc('Decode and check a security hash', ok('What the security hash certifies', Answers.Decoded)),
  })
  router.get('/consignment/embed/:embedId', [Public, 'embed'], {
    ...open,
    ...doc('The data of a deposit badge embedded on a site (readable cross-origin)', ok('The badge data', Answers.Embed)),
  })
  router.get('/consignment/keys', [Public, 'keys'], { ...open, ...doc('The Ed25519 public keys that sign security hashes', ok('The keys', Answers.Keys)) })
  router.get('/consignment/evidence/:token', [Public, 'evidence'], {
    ...open,
    ...doc("A sealed file's evidence, for checking in the browser", ok('The evidence', Answers.Evidence)),
  })
  router.get('/consignment/trust', [Public, 'trust'], {
    ...open,
    ...doc("The instance's trust anchors: TSA roots, security-hash keys, public chain", ok('The trust anchors', Answers.Trust)),
  })
  router.get('/consignment/widget.js', [Public, 'widget'], {
    ...open,
    ...doc('The <sceau-deposit> badge module (latest version)', { ...file('The module', script), errors: notBuilt }),
  })
  router.get('/consignment/widget/manifest.json', [Public, 'widgetManifest'], {
    ...open,
    ...doc('The versioned badge files and their SRI hashes', { ...ok('The manifest', Answers.WidgetManifestSchema), errors: notBuilt }),
  })
  router.get('/consignment/widget/:version/:file', [Public, 'widgetFile'], {
    ...open,
    ...doc('A file of a badge version (immutable)', {
      responses: { 200: { description: 'The file', file: script }, 304: { description: 'Not modified (If-None-Match)', empty: true } },
    }),
  })

  // The organisation's deposits (logged in; another organisation's deposit is not found).
  router.get('/consignment/deposits', [Deposits, 'index'], {
    ...readKeys,
    ...doc("The organisation's deposits, filtered and paged", {
      query: {
        ...PAGED_QUERY,
        tag: { description: 'Only protected or only expired deposits', schema: { type: 'string', enum: ['protected', 'expired'] } },
        applicant: { description: "Part of the applicant's name", schema: { type: 'string' } },
        creator: { description: "Part of the creator's name", schema: { type: 'string' } },
        owner: { description: "Part of the owner's name", schema: { type: 'string' } },
        coAuthor: { description: "Part of a co-author's name", schema: { type: 'string' } },
      },
      ...ok('A page of deposits, newest first', Answers.Deposits),
    }),
  })
  router.get('/consignment/quote', [Deposits, 'quote'], {
    ...depositKeys,
    ...doc('The price of a deposit before it is made', {
      query: {
        bytes: { description: 'Total size of the files, in bytes', required: true, schema: { type: 'integer', minimum: 0 } },
        years: { description: 'Conservation length', schema: { type: 'integer', enum: [...CONSERVATION_YEARS], default: 3 } },
      },
      ...ok('The price', Answers.Quote),
    }),
  })
  router.post('/consignment/deposits', [Deposits, 'store'], {
    ...depositKeys,
    ...creates,
    body: depositValidator,
    ...doc('Make a deposit: its files are then uploaded with the upload token it answers', {
      responses: { 201: { description: 'The deposit, and where to upload its files', json: Answers.Created } },
      errors: { 402: 'The payment was refused or is pending (E_PAYMENT_REFUSED, E_PAYMENT_PENDING)' },
    }),
  })
  router.get('/consignment/deposits/:id', [Deposits, 'show'], { ...readKeys, ...doc('A deposit and its files', ok('The deposit', Answers.Deposit)) })
  router.patch('/consignment/deposits/:id', [Deposits, 'update'], {
    body: editValidator,
    ...doc("Change a deposit's title or description", ok('The deposit', Answers.Deposit)),
  })
  router.post('/consignment/deposits/:id/renew', [Deposits, 'renew'], {
    ...creates,
    body: renewalValidator,
    ...doc("Extend a deposit's conservation", {
      ...ok('The deposit', Answers.Deposit),
      errors: { 402: 'The payment was refused or is pending (E_PAYMENT_REFUSED, E_PAYMENT_PENDING)' },
    }),
  })
  router.post('/consignment/deposits/:id/versions', [Deposits, 'addVersion'], {
    ...depositKeys,
    ...creates,
    body: versionValidator,
    ...doc('Add a version to a project deposit: where to upload its files', {
      responses: { 201: { description: 'The new version and its upload', json: Answers.Created } },
    }),
  })
  router.post('/consignment/deposits/:id/transfer', [Deposits, 'transfer'], {
    ...creates,
    body: transferRequestValidator,
    ...doc('Ask for a deposit to be transferred to another organisation', {
      responses: { 202: { description: 'Requested', json: Answers.TransferRequested } },
    }),
  })
  router.get('/consignment/deposits/:id/invoice', [Deposits, 'invoice'], {
    ...doc("A deposit's invoice (PDF)", { query: LANG_QUERY, ...download('The invoice', 'application/pdf') }),
  })
  router.get('/consignment/deposits/:id/files/:fileId/download', [Deposits, 'download'], {
    ...doc('Download a deposited file (when its bytes are kept)', download('The file, with its own media type', 'application/octet-stream')),
  })
  router.get('/consignment/deposits/:id/files/:fileId/certificate', [Deposits, 'certificate'], {
    ...readKeys,
    ...doc("A sealed file's certificate (PDF)", { query: LANG_QUERY, ...download('The certificate', 'application/pdf'), errors: notSealed }),
  })
  router.get('/consignment/deposits/:id/files/:fileId/proof', [Deposits, 'proof'], {
    ...readKeys,
    ...doc("A sealed file's proof bundle (ZIP: certificate, timestamp token, evidence, verification instructions)", {
      query: LANG_QUERY,
      ...download('The proof bundle', 'application/zip'),
      errors: notSealed,
    }),
  })

  router.get('/consignment/third-party-request', [ThirdParty, 'show'], {
    ...doc('Whether the caller may ask for third-party deposits', ok('The request', Answers.ThirdPartyRequest)),
  })
  router.post('/consignment/third-party-request', [ThirdParty, 'store'], {
    ...creates,
    ...doc('Ask to make deposits for third parties', {
      requestBody: { schema: { type: 'object', properties: { message: { type: 'string' } } }, required: false },
      responses: { 201: { description: 'Requested', json: Answers.ThirdPartyRequest } },
    }),
  })
}

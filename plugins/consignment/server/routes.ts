import type { PluginRouter, RouteOptions } from '@sceau/plugin-sdk/server'

const Public = () => import('./controllers/public_controller.js')
const Deposits = () => import('./controllers/deposits_controller.js')
const ThirdParty = () => import('./controllers/third_party_controller.js')

/** Public reads (certificate page, decoder, embed badge): no session, no CSRF. */
const open: RouteOptions = { access: 'public', stateless: true }
/** Logged-in users, or organisation API keys with the "deposit" scope (CI, the CLI). */
const depositKeys: RouteOptions = { access: 'user', apiKeys: 'deposit' }
/** Logged-in users, or API keys that read ("read") or made ("deposit") the organisation's deposits. */
/** What creates or charges honours Idempotency-Key (a retry does not deposit or charge twice). */
const creates: RouteOptions = { idempotent: true }
const readKeys: RouteOptions = { access: 'user', apiKeys: ['read', 'deposit'] }

export default function routes(router: PluginRouter) {
  router.get('/consignment/offer', [Public, 'offer'], open)
  router.get('/consignment/certificates/:token', [Public, 'certificate'], open)
  router.get('/consignment/certificates/:token/pdf', [Public, 'certificatePdf'], open)
  router.post('/consignment/decode', [Public, 'decode'], open)
  router.get('/consignment/embed/:embedId', [Public, 'embed'], open)
  router.get('/consignment/keys', [Public, 'keys'], open)
  router.get('/consignment/evidence/:token', [Public, 'evidence'], open)
  router.get('/consignment/trust', [Public, 'trust'], open)
  router.get('/consignment/widget.js', [Public, 'widget'], open)
  router.get('/consignment/widget/manifest.json', [Public, 'widgetManifest'], open)
  router.get('/consignment/widget/:version/:file', [Public, 'widgetFile'], open)

  // The organisation's deposits (logged in; another organisation's deposit is not found).
  router.get('/consignment/deposits', [Deposits, 'index'], readKeys)
  router.get('/consignment/quote', [Deposits, 'quote'], depositKeys)
  router.post('/consignment/deposits', [Deposits, 'store'], { ...depositKeys, ...creates })
  router.get('/consignment/deposits/:id', [Deposits, 'show'], readKeys)
  router.patch('/consignment/deposits/:id', [Deposits, 'update'])
  router.post('/consignment/deposits/:id/renew', [Deposits, 'renew'], creates)
  router.post('/consignment/deposits/:id/versions', [Deposits, 'addVersion'], { ...depositKeys, ...creates })
  router.post('/consignment/deposits/:id/transfer', [Deposits, 'transfer'], creates)
  router.get('/consignment/deposits/:id/invoice', [Deposits, 'invoice'])
  router.get('/consignment/deposits/:id/files/:fileId/download', [Deposits, 'download'])
  router.get('/consignment/deposits/:id/files/:fileId/certificate', [Deposits, 'certificate'], readKeys)
  router.get('/consignment/deposits/:id/files/:fileId/proof', [Deposits, 'proof'], readKeys)

  router.get('/consignment/third-party-request', [ThirdParty, 'show'])
  router.post('/consignment/third-party-request', [ThirdParty, 'store'], creates)
}

import type { PluginRouter, RouteOptions } from '@sceau/plugin-sdk/server'

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
/** Logged-in users, or API keys that read ("read") or send ("transfer") the organisation's transfers. */
/** What creates or sends honours Idempotency-Key (a retried request makes one transfer, sends one set of mails). */
const creates: RouteOptions = { idempotent: true }
const readKeys: RouteOptions = { access: 'user', apiKeys: ['read', 'transfer'] }

export default function routes(router: PluginRouter) {
  router.get('/transfer/limits', [Limits, 'show'], stateless)
  router.get('/transfer/capabilities', [Limits, 'capabilities'], open)

  // Sending: a draft per send, finished with the sender token it hands out.
  router.post('/transfer/transfers', [Drafts, 'store'], { ...transferKeys, ...creates })
  router.post('/transfer/guest-transfers', [Drafts, 'storeGuest'], { ...open, ...creates })
  router.post('/transfer/drafts/:id/code', [Drafts, 'resendCode'], stateless)
  router.post('/transfer/drafts/:id/verify', [Drafts, 'verify'], stateless)
  router.post('/transfer/drafts/:id/send', [Drafts, 'send'], { ...stateless, ...creates })
  router.delete('/transfer/drafts/:id', [Drafts, 'destroy'], stateless)

  // Receiving: the link's token, and after a password the unlock capability.
  router.get('/transfer/downloads/:token', [Downloads, 'show'], stateless)
  router.post('/transfer/downloads/:token/unlock', [Downloads, 'unlock'], stateless)
  router.get('/transfer/downloads/:token/files/:fileId', [Downloads, 'file'], stateless)
  router.get('/transfer/downloads/:token/zip', [Downloads, 'zip'], stateless)

  // Managing (logged in, the actor's organisation only).
  router.get('/transfer/transfers', [Transfers, 'index'], readKeys)
  router.get('/transfer/stats', [Transfers, 'stats'])
  router.get('/transfer/transfers/:id', [Transfers, 'show'], readKeys)
  router.put('/transfer/transfers/:id/password', [Transfers, 'password'])
  router.post('/transfer/transfers/:id/resend', [Transfers, 'resend'], creates)
  router.delete('/transfer/transfers/:id', [Transfers, 'destroy'])
  router.get('/transfer/transfers/:id/proof-of-delivery', [Transfers, 'proofOfDelivery'])
  router.delete('/transfer/transfers/:id/files/:fileId', [Transfers, 'destroyFile'])
}

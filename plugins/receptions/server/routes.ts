import type { PluginRouter, RouteOptions } from '@sceau/plugin-sdk/server'

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

export default function routes(router: PluginRouter) {
  router.get('/receptions/safelink-options', [SafelinkOptions, 'show'], { access: 'public' })

  // Organisation side (a member's session).
  router.get('/receptions/links', [Links, 'index'])
  router.post('/receptions/links', [Links, 'store'], creates)
  router.get('/receptions/links/:id', [Links, 'show'])
  router.delete('/receptions/links/:id', [Links, 'destroy'])
  router.get('/receptions/page', [Page, 'show'])
  router.put('/receptions/page', [Page, 'update'])
  router.get('/receptions/deliveries', [Inbox, 'index'])
  router.get('/receptions/deliveries/:id', [Inbox, 'show'])
  router.delete('/receptions/deliveries/:id', [Inbox, 'destroy'])
  router.get('/receptions/deliveries/:id/files/:fileId', [Inbox, 'file'])
  router.get('/receptions/deliveries/:id/zip', [Inbox, 'zip'])
  router.get('/receptions/deliveries/:id/receipt', [Inbox, 'receipt'])
  router.post('/receptions/deliveries/:id/files/:fileId/protect', [Inbox, 'protect'], creates)

  // Third parties.
  router.get('/receptions/public/deliveries/:id', [Public, 'delivery'], stateless)
  router.get('/receptions/public/deliveries/:id/receipt', [Public, 'receipt'], stateless)
  router.post('/receptions/public/deliveries/:id/complete', [Public, 'complete'], { ...stateless, ...creates })
  router.get('/receptions/public/:kind/:ref', [Public, 'show'], open)
  router.post('/receptions/public/:kind/:ref/unlock', [Public, 'unlock'], open)
  router.post('/receptions/public/:kind/:ref/code', [Public, 'code'], open)
  router.post('/receptions/public/:kind/:ref/code/check', [Public, 'checkCode'], open)
  router.post('/receptions/public/:kind/:ref/deliveries', [Public, 'start'], { ...open, ...creates })
}

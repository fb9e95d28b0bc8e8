import type { PluginRouter } from '@sceau/plugin-sdk/server'

const FormatsController = () => import('./controllers/formats_controller.js')
const CapsulesController = () => import('./controllers/capsules_controller.js')
const ExtensionPackagesController = () => import('./controllers/extension_packages_controller.js')

/** Session or personal access token (Authorization: Bearer): the extension uses a token paired from /app/integrations. */
export default function routes(router: PluginRouter) {
  router.get('/capsules/formats', [FormatsController, 'show'], { access: 'public' })
  router.get('/capsules/extension/packages', [ExtensionPackagesController, 'index'], { access: 'public', stateless: true })
  router.get('/capsules/extension/packages/:name', [ExtensionPackagesController, 'show'], { access: 'public', stateless: true })
  router.get('/capsules/status', [CapsulesController, 'status'])
  router.get('/capsules', [CapsulesController, 'index'])
  router.post('/capsules', [CapsulesController, 'store'], { idempotent: true })
  router.post('/capsules/web-proofs', [CapsulesController, 'webProof'], { idempotent: true })
  router.get('/capsules/:id', [CapsulesController, 'show'])
  router.post('/capsules/:id/complete', [CapsulesController, 'complete'], { idempotent: true })
  router.post('/capsules/:id/retry', [CapsulesController, 'retry'], { idempotent: true })
  router.delete('/capsules/:id', [CapsulesController, 'destroy'])
  router.get('/capsules/:id/wacz', [CapsulesController, 'wacz'])
  router.get('/capsules/:id/screenshot', [CapsulesController, 'screenshot'])
}

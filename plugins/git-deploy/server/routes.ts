import type { PluginRouter } from '@sceau/plugin-sdk/server'
import { startValidator } from './validators/release_input.js'

const ReleasesController = () => import('./controllers/releases_controller.js')

/**
 * Organisation API keys (the deploy action, `sceau release`): the deposit scope records releases and
 * follows them (the action polls until sealed), the read scope reads them; sessions and access tokens too.
 */
export default function routes(router: PluginRouter) {
  const reads = { apiKeys: ['read', 'deposit'] } as const
  router.get('/git-deploy/releases', [ReleasesController, 'index'], reads)
  router.post('/git-deploy/releases', [ReleasesController, 'store'], { apiKeys: 'deposit', body: startValidator, idempotent: true })
  router.get('/git-deploy/releases/:id', [ReleasesController, 'show'], reads)
  router.post('/git-deploy/releases/:id/complete', [ReleasesController, 'complete'], { apiKeys: 'deposit', idempotent: true })
}

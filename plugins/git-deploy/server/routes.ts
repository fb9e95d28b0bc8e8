import type { PluginRouter } from '@sceau/plugin-sdk/server'

const ReleasesController = () => import('./controllers/releases_controller.js')

/** Organisation API keys (the deploy action, `sceau release`), sessions and access tokens. */
export default function routes(router: PluginRouter) {
  const options = { apiKeys: true } as const
  router.get('/git-deploy/releases', [ReleasesController, 'index'], options)
  router.post('/git-deploy/releases', [ReleasesController, 'store'], options)
  router.get('/git-deploy/releases/:id', [ReleasesController, 'show'], options)
  router.post('/git-deploy/releases/:id/complete', [ReleasesController, 'complete'], options)
}

import type { PluginRouter } from '@sceau/plugin-sdk/server'

const ActionController = () => import('./controllers/action_controller.js')

export default function routes(router: PluginRouter) {
  router.get('/git-deploy/action', [ActionController, 'show'], { access: 'public' })
}

import type { PluginRouter } from '@sceau/plugin-sdk/server'

const FormatsController = () => import('./controllers/formats_controller.js')

export default function routes(router: PluginRouter) {
  router.get('/capsules/formats', [FormatsController, 'show'], { access: 'public' })
}

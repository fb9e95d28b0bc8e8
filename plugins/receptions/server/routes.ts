import type { PluginRouter } from '@sceau/plugin-sdk/server'

const SafelinkOptionsController = () => import('./controllers/safelink_options_controller.js')

export default function routes(router: PluginRouter) {
  router.get('/receptions/safelink-options', [SafelinkOptionsController, 'show'], { access: 'public' })
}

import { definePlugin } from '@sceau/plugin-sdk/server'
import { DECLARATIONS } from '../shared/permissions.js'

export default definePlugin({
  id: 'capsules',
  permissions: [...DECLARATIONS],
  events: ['capsules:captured'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
  // Server-side web proofs need a browser on this node: health's `browser` line (degraded without one).
  health: { browser: async () => (await import('./web_proofs/browser_availability.js')).browserCheck() },
})

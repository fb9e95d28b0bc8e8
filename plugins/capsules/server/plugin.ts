import { definePlugin } from '@sceau/plugin-sdk/server'
import { DECLARATIONS } from '../shared/permissions.js'

export default definePlugin({
  id: 'capsules',
  permissions: [...DECLARATIONS],
  events: ['capsules:captured'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

import { definePlugin } from '@sceau/plugin-sdk/server'
import { DECLARATIONS } from '../shared/permissions.js'

export default definePlugin({
  id: 'receptions',
  permissions: [...DECLARATIONS],
  events: ['receptions:received'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

import { definePlugin } from '@sceau/plugin-sdk/server'
import { DECLARATIONS } from '../shared/permissions.js'

export default definePlugin({
  id: 'git-deploy',
  permissions: [...DECLARATIONS],
  events: ['git-deploy:released'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

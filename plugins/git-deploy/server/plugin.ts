import { definePlugin } from '@sceau/plugin-sdk/server'
import { DECLARATIONS } from '../shared/permissions.js'
import { listen } from './listeners.js'

export default definePlugin({
  id: 'git-deploy',
  permissions: [...DECLARATIONS],
  events: ['git-deploy:released', 'git-deploy:deposit-requested'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
  register: listen,
})

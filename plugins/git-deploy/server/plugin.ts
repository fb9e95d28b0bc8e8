import { definePlugin } from '@sceau/plugin-sdk/server'

export default definePlugin({
  id: 'git-deploy',
  permissions: [
    { name: 'git-deploy.release', description: 'Deposit code releases from a deploy action' },
  ],
  events: ['git-deploy:released'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

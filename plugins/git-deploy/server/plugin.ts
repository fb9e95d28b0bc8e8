import { definePlugin } from '@sceau/plugin-sdk/server'

export default definePlugin({
  id: 'git-deploy',
  permissions: [
    // SPEC §1: integrations (the deployment action) come with the paid plan.
    { name: 'git-deploy.release', description: 'Deposit code releases from a deploy action', premium: true },
  ],
  events: ['git-deploy:released'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

import { definePlugin } from '@sceau/plugin-sdk/server'

export default definePlugin({
  id: 'receptions',
  permissions: [
    // SPEC §1: SafeLinks and the incoming reception page come with the paid plan.
    { name: 'receptions.safelink', description: 'Create SafeLink reception links', premium: true },
    { name: 'receptions.page', description: 'Configure the incoming reception page', premium: true },
  ],
  events: ['receptions:received'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

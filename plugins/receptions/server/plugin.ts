import { definePlugin } from '@sceau/plugin-sdk/server'

export default definePlugin({
  id: 'receptions',
  permissions: [
    { name: 'receptions.safelink', description: 'Create SafeLink reception links' },
    { name: 'receptions.page', description: 'Configure the incoming reception page' },
  ],
  events: ['receptions:received'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

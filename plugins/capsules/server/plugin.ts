import { definePlugin } from '@sceau/plugin-sdk/server'

export default definePlugin({
  id: 'capsules',
  permissions: [
    { name: 'capsules.capture', description: 'Capture web pages with the browser extension' },
  ],
  events: ['capsules:captured'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

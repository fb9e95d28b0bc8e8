import { definePlugin } from '@sceau/plugin-sdk/server'

export default definePlugin({
  id: 'capsules',
  permissions: [
    // SPEC §1: integrations (the browser extension) come with the paid plan.
    { name: 'capsules.capture', description: 'Capture web pages with the browser extension', premium: true },
  ],
  events: ['capsules:captured'],
  migrations: true,
  routes: async (router) => (await import('./routes.js')).default(router),
})

import { definePlugin } from '@sceau/plugin-sdk/server'
import { DECLARATIONS } from '../shared/permissions.js'
import { ExpireDeliveriesJob } from './jobs/expire_deliveries_job.js'

export default definePlugin({
  id: 'receptions',
  permissions: [...DECLARATIONS],
  events: ['receptions:received', 'receptions:protect-requested'],
  migrations: true,
  jobs: [{ job: ExpireDeliveriesJob, schedule: { every: '5 minutes' } }],
  routes: async (router) => (await import('./routes.js')).default(router),
})

import { definePlugin } from '@sceau/plugin-sdk/server'
import { ExpireTransfersJob } from './jobs/expire_transfers_job.js'
import { RemindTransfersJob } from './jobs/remind_transfers_job.js'
import { SendDepositCopyJob } from './jobs/send_deposit_copy_job.js'
import { listen } from './listeners.js'

export default definePlugin({
  id: 'transfer',
  permissions: [{ name: 'transfer.password', description: 'Protect transfers with a password', premium: true }],
  events: ['transfer:sent', 'transfer:protect-requested', 'transfer:expired'],
  migrations: true,
  jobs: [
    { job: ExpireTransfersJob, schedule: { every: '5 minutes' } },
    { job: RemindTransfersJob, schedule: { every: '1 hour' } },
    { job: SendDepositCopyJob },
  ],
  routes: async (router) => (await import('./routes.js')).default(router),
  register: listen,
})

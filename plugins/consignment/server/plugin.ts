import { definePlugin } from '@sceau/plugin-sdk/server'
import { DECLARATIONS } from '../shared/permissions.js'
import { listen } from './listeners.js'
import { AnchoredJob } from './jobs/anchored_job.js'
import { ProtectFromCapsuleJob } from './jobs/protect_from_capsule_job.js'
import { ProtectFromReleaseJob } from './jobs/protect_from_release_job.js'
import { ProtectFromReceptionJob } from './jobs/protect_from_reception_job.js'
import { ProtectFromTransferJob } from './jobs/protect_from_transfer_job.js'
import { RenewalNoticeJob } from './jobs/renewal_notice_job.js'
import { SealFileJob } from './jobs/seal_file_job.js'
import { SweepJob } from './jobs/sweep_job.js'

export default definePlugin({
  id: 'consignment',
  permissions: [...DECLARATIONS],
  events: ['consignment:sealed', 'consignment:anchored', 'consignment:renewed', 'consignment:transfer-requested', 'consignment:deposit-made'],
  migrations: true,
  jobs: [
    { job: SealFileJob },
    { job: AnchoredJob },
    { job: ProtectFromTransferJob },
    { job: ProtectFromReceptionJob },
    { job: ProtectFromCapsuleJob },
    { job: ProtectFromReleaseJob },
    { job: SweepJob, schedule: { every: '1 minute' } },
    { job: RenewalNoticeJob, schedule: { every: '1 day' } },
  ],
  routes: async (router) => (await import('./routes.js')).default(router),
  register: listen,
})

import { definePlugin } from '@sceau/plugin-sdk/server'
import { DECLARATIONS } from '../shared/permissions.js'
import { listen } from './listeners.js'
import { CheckCapsuleJob } from './jobs/check_capsule_job.js'
import { SweepCapsulesJob } from './jobs/sweep_capsules_job.js'
import { WebProofJob } from './web_proofs/web_proof_job.js'

// Imported with the first check, once: a health round resolving the module again costs more than the check.
let availability: Promise<typeof import('./web_proofs/browser_availability.js')> | undefined

export default definePlugin({
  id: 'capsules',
  permissions: [...DECLARATIONS],
  events: ['capsules:captured', 'capsules:deposit-requested'],
  migrations: true,
  jobs: [{ job: WebProofJob }, { job: CheckCapsuleJob }, { job: SweepCapsulesJob, schedule: { every: '5 minutes' } }],
  routes: async (router) => (await import('./routes.js')).default(router),
  register: listen,
  // Server-side web proofs need a browser on this node: health's `browser` line (degraded without one).
  health: { browser: async () => (await (availability ??= import('./web_proofs/browser_availability.js'))).browserCheck() },
})

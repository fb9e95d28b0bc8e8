import app from '@adonisjs/core/services/app'
import type { PluginContext } from '@sceau/plugin-sdk/server'
import type {} from '@sceau/plugin-transfer/events'
import type {} from '@sceau/plugin-receptions/events'
import type {} from '@sceau/plugin-capsules/events'
import type {} from '@sceau/plugin-git-deploy/events'

/**
 * Reactions to other parts of the platform. Events are in-process: each listener only records or
 * queues work, and the sweep job catches what a crash between event and job left behind.
 */
export function listen(context: PluginContext) {
  context.events.on('upload:blob-ready', async (event) => {
    if (event.owner !== 'consignment') return
    const { DepositFiles } = await import('./services/deposit_files.js')
    await (await app.container.make(DepositFiles)).onBlobReady(event)
  })

  context.events.on('anchor:confirmed', async (event) => {
    if (event.owner !== 'consignment') return
    const { AnchoredJob } = await import('./jobs/anchored_job.js')
    await context.queue.dispatch(AnchoredJob, { fileUid: event.id }, { jobKey: `consignment-anchored-${event.id}` })
  })

  context.events.on('billing:charge-settled', async (event) => {
    const { DepositService } = await import('./services/deposit_service.js')
    await (await app.container.make(DepositService)).onChargeSettled(event)
  })

  // "Protect" from the receptions inbox: one deposit per request (queued: copying bytes takes a while).
  context.events.on('receptions:protect-requested', async (payload) => {
    const { ProtectFromReceptionJob } = await import('./jobs/protect_from_reception_job.js')
    await context.queue.dispatch(ProtectFromReceptionJob, payload, { jobKey: `consignment-protect-reception-${payload.requestId}` })
  })

  // A capsule's WACZ (capsules plugin): one deposit per capsule, answered with 'consignment:deposit-made'.
  context.events.on('capsules:deposit-requested', async (payload) => {
    const { ProtectFromCapsuleJob } = await import('./jobs/protect_from_capsule_job.js')
    await context.queue.dispatch(ProtectFromCapsuleJob, payload, { jobKey: `consignment-protect-capsule-${payload.capsuleId}` })
  })

  // A git release's archive (git-deploy plugin): one deposit per release, answered with 'consignment:deposit-made'.
  context.events.on('git-deploy:deposit-requested', async (payload) => {
    const { ProtectFromReleaseJob } = await import('./jobs/protect_from_release_job.js')
    await context.queue.dispatch(ProtectFromReleaseJob, payload, { jobKey: `consignment-protect-release-${payload.releaseId}` })
  })

  context.events.on('transfer:protect-requested', async (payload) => {
    const { ProtectFromTransferJob } = await import('./jobs/protect_from_transfer_job.js')
    await context.queue.dispatch(ProtectFromTransferJob, payload, { jobKey: `consignment-protect-${payload.transferId}` })
  })
}

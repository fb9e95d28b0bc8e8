import app from '@adonisjs/core/services/app'
import type { PluginContext } from '@sceau/plugin-sdk/server'
import type {} from '@sceau/plugin-consignment/events'

/** Reactions to the consignment plugin's events (typed by its published events, never its code), when it is loaded. */
export function listen(context: PluginContext) {
  if (!context.platform.isLoaded('consignment')) return

  // The dashboard's "protected files" card counts what the consignment plugin seals.
  context.events.on('consignment:sealed', async ({ organisationId, files }) => {
    const { ProtectedCounts } = await import('./services/protected_counts.js')
    await (await app.container.make(ProtectedCounts)).add(organisationId, files)
  })

  // "Transfer the file" from a deposit: queued (copying bytes takes a while, and a crash must not lose it).
  // The payload is parsed before it is stored: the job may run in another process, from another version.
  context.events.on('consignment:transfer-requested', async (payload) => {
    const { parseDepositCopyRequest } = await import('./validators/deposit_copy_request.js')
    const request = await parseDepositCopyRequest(payload)
    if (!request) {
      context.logger.warn('consignment:transfer-requested ignored: not the documented payload')
      return
    }
    const { SendDepositCopyJob } = await import('./jobs/send_deposit_copy_job.js')
    await context.queue.dispatch(SendDepositCopyJob, request, { jobKey: `transfer-deposit-copy-${request.requestId}` })
  })
}

import app from '@adonisjs/core/services/app'
import type { PluginContext } from '@sceau/plugin-sdk/server'

/** The consignment plugin's event, read without importing its code (it may not be loaded). */
interface SealedDeposit {
  organisationId: number
  files: number
}

type UntypedBus = { on(name: string, listener: (payload: unknown) => void | Promise<void>): () => void }

/** Reactions to the consignment plugin's events, when it is loaded. */
export function listen(context: PluginContext) {
  if (!context.loadedPlugins.includes('consignment')) return
  const events = context.events as unknown as UntypedBus

  // The dashboard's "protected files" card counts what the consignment plugin seals.
  events.on('consignment:sealed', async (payload) => {
    const { organisationId, files } = payload as SealedDeposit
    if (!Number.isSafeInteger(organisationId) || !Number.isSafeInteger(files) || files <= 0) return
    const { TransferRepository } = await import('./services/transfer_repository.js')
    await (await app.container.make(TransferRepository)).addProtectedFiles(organisationId, files)
  })

  // "Transfer the file" from a deposit: queued (copying bytes takes a while, and a crash must not lose it).
  events.on('consignment:transfer-requested', async (payload) => {
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

import app from '@adonisjs/core/services/app'
import { BlobService, type PluginContext } from '@sceau/plugin-sdk/server'
import type {} from '@sceau/plugin-consignment/events'

/** Reactions to the platform's events, and to the consignment plugin's (typed by its published events, never its code) when it is loaded. */
export function listen(context: PluginContext) {
  // A recipient's mail refused by the server or failed for good: the sender reads it on the transfer (docs/product.md §8).
  context.events.on('platform:mail-failed', async ({ reference, to, reason }) => {
    const { transferOfMailReference } = await import('./mails/transfer_mailer.js')
    const transferId = transferOfMailReference(reference)
    if (transferId === null) return
    const { TransferHistory } = await import('./services/transfer_history.js')
    const history = await app.container.make(TransferHistory)
    for (const recipient of to) await history.record(transferId, reason === 'refused' ? 'email_failed' : 'email_error', { recipient })
  })

  // A file of a sent transfer whose stored bytes cannot be read back whole (the upload's "storage-failed"): its sender is mailed.
  context.events.on('upload:blob-rejected', async ({ owner, batchId, blobId, reason }) => {
    if (owner !== 'transfer' || reason !== 'storage-failed') return
    const [{ TransferRepository }, { TransferMailer }, { downloadLink }] = await Promise.all([
      import('./services/transfer_repository.js'),
      import('./mails/transfer_mailer.js'),
      import('./services/transfer_service.js'),
    ])
    const transfer = await (await app.container.make(TransferRepository)).findByBatch(batchId)
    // A draft's sender sees it in the upload list and sends it again there; an ended transfer is nobody's concern.
    if (!transfer || transfer.status !== 'active') return
    const blob = await (await app.container.make(BlobService)).get(blobId)
    const mailer = await app.container.make(TransferMailer)
    await mailer.fileLost(transfer, blob?.name ?? blobId, downloadLink(context.platform.appUrl, transfer.token))
  })

  if (!context.platform.isLoaded('consignment')) return

  // "protect" / "protect and send" that made no deposit, the files no longer costing the price the sender
  // confirmed (issue 25; nothing charged): the sender reads it in the transfer's history.
  context.events.on('consignment:deposit-made', async ({ source, sourceRef, error }) => {
    if (source !== 'transfer' || error !== 'priceChanged' || !/^\d{1,15}$/.test(sourceRef)) return
    const { TransferHistory } = await import('./services/transfer_history.js')
    await (await app.container.make(TransferHistory)).record(Number(sourceRef), 'not_protected')
  })

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

import { inject } from '@adonisjs/core'
import { Job, type JobContext } from '@sceau/plugin-sdk/server'
import { DepositCopyService } from '../services/deposit_copy_service.js'
import type { DepositCopyRequest } from '../validators/deposit_copy_request.js'

/** "Transfer the file" from a deposit: copies the bytes and mails the recipients (retried; one transfer per request). */
@inject()
export class SendDepositCopyJob extends Job<DepositCopyRequest> {
  static jobName = 'transfer:send-deposit-copy'
  static retries = 6
  static backoffMs = 2000

  constructor(private copies: DepositCopyService) {
    super()
  }

  async handle(request: DepositCopyRequest, context: JobContext) {
    const transfer = await this.copies.send(request)
    context.logger.info('deposit sent as a transfer', { request: request.requestId, deposit: request.depositId, transfer: transfer?.id ?? null })
  }
}

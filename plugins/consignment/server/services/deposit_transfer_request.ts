import { inject } from '@adonisjs/core'
import { type Actor, ApiError, AuditService, base62Token, EventBus, PlatformInfo } from '@sceau/plugin-sdk/server'
import type { TransferRequestedPayload } from '../../shared/index.js'
import { validateTransferRequest } from '../validators/deposit_input.js'
import { certificateUrl } from './certificates.js'
import { depositRepository, type DepositRow } from './deposit_repository.js'

const K = 'consignment.errors.'

/** "Transfer the file" of a deposit, asked of the transfer plugin through an event. */
@inject()
export class DepositTransferRequest {
  constructor(
    private events: EventBus,
    private audit: AuditService,
    private platform: PlatformInfo
  ) {}

  /** "Transfer the file": asks the transfer plugin (event contract in shared/) to send a copy. */
  async request(actor: Actor, deposit: DepositRow, body: unknown) {
    const { recipients, message, notifyProtected } = await validateTransferRequest(body)
    if (!this.platform.isLoaded('transfer') || !actor.email) throw ApiError.conflict('E_TRANSFER_UNAVAILABLE', `${K}transferFailed`)
    const files = (await depositRepository.files(deposit.id)).filter((f) => f.state === 'sealed' && f.storageKey)
    if (!files.length) throw ApiError.conflict('E_NOTHING_TO_TRANSFER', `${K}transferFailed`)
    const payload: TransferRequestedPayload = {
      requestId: base62Token(),
      depositId: deposit.uid,
      depositNumber: deposit.number,
      organisationId: deposit.organisationId,
      userId: actor.userId,
      senderEmail: actor.email,
      locale: actor.locale,
      recipients,
      message,
      notifyProtected,
      files: files.map((f) => ({
        name: f.name,
        path: f.path,
        mime: f.mime,
        size: f.size,
        sha256: f.sha256!,
        storageKey: f.storageKey!,
        certificateUrl: certificateUrl(this.platform.appUrl, f.certificateToken),
      })),
    }
    await this.events.emit('consignment:transfer-requested', payload)
    await this.audit.record({
      action: 'consignment.deposit.transfer',
      actorId: actor.userId,
      organisationId: actor.organisationId,
      subjectType: 'consignment_deposit',
      subjectId: deposit.uid,
      meta: { requestId: payload.requestId, recipients: recipients.length },
    })
    return { requestId: payload.requestId, recipients }
  }
}

import { inject } from '@adonisjs/core'
import { EventBus, Job, PlatformInfo, type JobContext } from '@sceau/plugin-sdk/server'
import type { ReleaseDepositRequestedPayload } from '@sceau/plugin-git-deploy/events'
import { certificateUrl } from '../services/certificates.js'
import { depositRepository } from '../services/deposit_repository.js'
import { ProtectFromTransfer } from '../services/protect_from_transfer.js'

/** "Ada Lovelace" -> firstname "Ada", lastname "Lovelace" (a single word is the first name). */
function coAuthorOf(author: { name: string; email: string }) {
  const [firstname = '', ...rest] = author.name.trim().split(/\s+/)
  return { firstname: firstname.slice(0, 100), lastname: rest.join(' ').slice(0, 100), email: author.email.trim().toLowerCase() }
}

/**
 * A git release's archive (git-deploy plugin): a deposit of its blob in the organisation, titled
 * "<repository> <tag>", with the commit authors as co-authors and the years chosen, made as from a
 * transfer (bytes copied, sealed), once per release whatever the retries. The release hears which
 * deposit it is, with its certificate page ('consignment:deposit-made'), before the file is queued
 * for sealing, so 'consignment:sealed' always finds it.
 */
@inject()
export class ProtectFromReleaseJob extends Job<ReleaseDepositRequestedPayload> {
  static jobName = 'consignment:protect-from-release'
  static retries = 8
  static backoffMs = 2000

  constructor(
    private protect: ProtectFromTransfer,
    private events: EventBus,
    private platform: PlatformInfo
  ) {
    super()
  }

  async handle(payload: ReleaseDepositRequestedPayload, context: JobContext) {
    if (
      typeof payload?.releaseId !== 'string' ||
      typeof payload.file?.blobId !== 'string' ||
      !Number.isSafeInteger(payload.organisationId) ||
      !Array.isArray(payload.coAuthors)
    ) {
      context.logger.warn('git-deploy:deposit-requested ignored: not the documented payload')
      return
    }
    const answer = { source: 'release' as const, sourceRef: payload.releaseId, organisationId: payload.organisationId }
    let deposit
    try {
      deposit = await this.protect.create(
        {
          transferId: payload.releaseId,
          organisationId: payload.organisationId,
          userId: payload.userId,
          senderEmail: payload.email,
          batchId: '',
          blobIds: [payload.file.blobId],
          send: false,
        },
        'release',
        {
          title: payload.title.slice(0, 255),
          years: payload.years,
          coAuthors: payload.coAuthors.map(coAuthorOf),
          made: async (made) => {
            const [file] = await depositRepository.files(made.id)
            const url = file ? certificateUrl(this.platform.appUrl, file.certificateToken) : null
            await this.events.emit('consignment:deposit-made', { ...answer, depositId: made.uid, number: made.number, error: null, certificateUrl: url })
          },
        }
      )
    } catch (error) {
      // The last attempt: the release hears that its deposit failed rather than waiting for ever.
      if (context.attempt >= ProtectFromReleaseJob.retries + 1) {
        await this.events.emit('consignment:deposit-made', { ...answer, depositId: null, number: null, error: 'failed' })
      }
      throw error
    }
    if (deposit) context.logger.info('deposit made from a git release', { release: payload.releaseId, deposit: deposit.uid })
    else await this.events.emit('consignment:deposit-made', { ...answer, depositId: null, number: null, error: 'refused' })
  }
}

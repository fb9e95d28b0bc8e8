import { inject } from '@adonisjs/core'
import { Job, PlatformInfo, type JobContext } from '@sceau/plugin-sdk/server'
import type { ReleaseDepositRequestedPayload } from '@sceau/plugin-git-deploy/events'
import { certificateUrl } from '../services/certificates.js'
import { depositRepository } from '../services/deposit_repository.js'
import { RequestedDeposits } from '../services/requested_deposits.js'
import { matchReleaseRequest } from '../validators/deposit_requests.js'

/** "Ada Lovelace" -> firstname "Ada", lastname "Lovelace" (a single word is the first name). */
function coAuthorOf(author: { name: string; email: string }) {
  const [firstname = '', ...rest] = author.name.trim().split(/\s+/)
  return { firstname: firstname.slice(0, 100), lastname: rest.join(' ').slice(0, 100), email: author.email.trim().toLowerCase() }
}

/**
 * A git release's archive (git-deploy plugin): a deposit of its blob in the organisation, titled
 * "<repository> <tag>", with the commit authors as co-authors and the years chosen, answered with
 * 'consignment:deposit-made' and its certificate page (see RequestedDeposits).
 */
@inject()
export class ProtectFromReleaseJob extends Job<ReleaseDepositRequestedPayload> {
  static jobName = 'consignment:protect-from-release'
  static retries = 8
  static backoffMs = 2000

  constructor(
    private requested: RequestedDeposits,
    private platform: PlatformInfo
  ) {
    super()
  }

  async handle(payload: ReleaseDepositRequestedPayload, context: JobContext) {
    const matched = await matchReleaseRequest(payload, context)
    if (!matched) return
    const { organisationId, userId, apiKeyId, email, locale } = matched
    const request = { source: 'release' as const, sourceRef: matched.releaseId, organisationId, userId, apiKeyId, email, locale, blobId: matched.file.blobId }
    const deposit = await this.requested.make(
      request,
      {
        title: matched.title.slice(0, 255),
        years: matched.years,
        coAuthors: matched.coAuthors.map(coAuthorOf),
        made: async (made) => {
          const [file] = await depositRepository.files(made.id)
          return { certificateUrl: file ? certificateUrl(this.platform.appUrl, file.certificateToken) : null }
        },
      },
      context,
      ProtectFromReleaseJob.retries + 1
    )
    if (deposit) context.logger.info('deposit made from a git release', { release: matched.releaseId, deposit: deposit.uid })
  }
}

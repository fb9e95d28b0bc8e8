import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** `node ace consignment:third-party <organisationId> approve|refuse`: the operator decides a pending request. */
export default class ThirdPartyCommand extends BaseCommand {
  static commandName = 'consignment:third-party'
  static description = "Approve or refuse an organisation's request to deposit on behalf of third parties"
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Organisation id' })
  declare organisation: string

  @args.string({ description: 'approve or refuse' })
  declare decision: string

  async run() {
    const organisationId = Number(this.organisation)
    if (!Number.isSafeInteger(organisationId) || organisationId <= 0) return this.#fail('The organisation must be its numeric id')
    if (this.decision !== 'approve' && this.decision !== 'refuse') return this.#fail('The decision is "approve" or "refuse"')
    const { decideRequest, requestOf } = await import('../services/third_party.js')
    const status = this.decision === 'approve' ? 'approved' : 'refused'
    if (!(await decideRequest(organisationId, status, 'operator (ace)'))) {
      const current = await requestOf(organisationId)
      return this.#fail(
        current.status === 'none'
          ? `Organisation #${organisationId} has made no request`
          : `The request of organisation #${organisationId} is already ${current.status}`
      )
    }
    this.logger.success(`The third-party deposit request of organisation #${organisationId} is ${status}`)
  }

  #fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}

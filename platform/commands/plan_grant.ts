import { DateTime } from 'luxon'
import { BaseCommand, args, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { PLAN_IDS, normaliseEmail, type PlanId } from '@sceau/shared'
import Organisation from '#models/organisation'
import User from '#models/user'

/**
 * `node ace plan:grant <organisation> <plan>`: while payments are off (no STRIPE_SECRET_KEY),
 * plans are granted by an operator. The organisation is its id, or an account's e-mail for that
 * account's personal organisation.
 */
export default class PlanGrant extends BaseCommand {
  static commandName = 'plan:grant'
  static description = 'Grant a plan (free or premium) to an organisation, with its member slots and third-party deposits'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Organisation id, or the e-mail of an account (its personal organisation)' })
  declare organisation: string

  @args.string({ description: `Plan: ${PLAN_IDS.join(' or ')}` })
  declare plan: string

  @flags.number({ description: 'Days until the plan ends (default: no end)' })
  declare days?: number

  @flags.number({ description: "Additional members allowed (default: the plan's)" })
  declare members?: number

  @flags.boolean({ description: 'The subscription renews at its end', default: false })
  declare renew: boolean

  @flags.string({ description: 'Deposits on behalf of third parties approved: "yes" or "no"' })
  declare thirdPartyDeposits?: string

  async run() {
    if (!(PLAN_IDS as readonly string[]).includes(this.plan)) return this.#fail(`Unknown plan "${this.plan}": use ${PLAN_IDS.join(' or ')}`)
    if (this.days !== undefined && !(Number.isInteger(this.days) && this.days > 0)) return this.#fail('--days must be a positive integer')
    if (this.members !== undefined && !(Number.isInteger(this.members) && this.members >= 0)) return this.#fail('--members must be 0 or more')
    if (this.thirdPartyDeposits !== undefined && !['yes', 'no'].includes(this.thirdPartyDeposits)) return this.#fail('--third-party-deposits takes yes or no')

    const organisation = await this.#find(this.organisation)
    if (!organisation) return this.#fail(`No organisation matches "${this.organisation}"`)
    organisation.merge({
      plan: this.plan as PlanId,
      planExpiresAt: this.days ? DateTime.now().plus({ days: this.days }) : null,
      planRenews: this.renew,
      memberSlots: this.members ?? null,
    })
    if (this.thirdPartyDeposits) organisation.thirdPartyDeposits = this.thirdPartyDeposits === 'yes'
    await organisation.save()
    const until = organisation.planExpiresAt ? ` until ${organisation.planExpiresAt.toISODate()}` : ''
    this.logger.success(`Organisation #${organisation.id} "${organisation.name}" is on the ${organisation.plan} plan${until}`)
  }

  async #find(reference: string) {
    if (/^\d+$/.test(reference)) return Organisation.find(Number(reference))
    const user = await User.findBy('email', normaliseEmail(reference))
    return user ? Organisation.findBy('personal_owner_id', user.id) : null
  }

  #fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}

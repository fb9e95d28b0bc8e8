import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { BillingService } from '@sceau/plugin-sdk/server'
import { OffBillingService } from '#billing/off_billing_service'

/** `node ace billing:credit <organisationId> <euros>`: adds prepaid credits while card payments are off. */
export default class BillingCredit extends BaseCommand {
  static commandName = 'billing:credit'
  static description = "Add prepaid credits (in euros) to an organisation's balance"
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Organisation id' })
  declare organisation: string

  @args.string({ description: 'Amount in euros, e.g. 20 or 12.50' })
  declare euros: string

  async run() {
    const organisationId = Number(this.organisation)
    const cents = Math.round(Number(this.euros) * 100)
    if (!Number.isSafeInteger(organisationId) || organisationId <= 0) return this.#fail('The organisation must be its numeric id')
    if (!Number.isSafeInteger(cents) || cents < 100) return this.#fail('The minimum credit is 1 euro')
    const billing = await this.app.container.make(BillingService)
    if (!(billing instanceof OffBillingService)) return this.#fail(`Credits are bought by card with the ${billing.driver} driver`)
    const balance = await billing.addCredits(organisationId, cents)
    this.logger.success(`Organisation #${organisationId} now has ${(balance / 100).toFixed(2)} euros of credits`)
  }

  #fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}

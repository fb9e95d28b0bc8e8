import { X509Certificate } from 'node:crypto'
import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { TimestampService } from '@sceau/plugin-sdk/server'

/**
 * `node ace tsa:info`: the timestamp driver, whether it is qualified, and the trusted roots to hand to
 * anyone checking a token with `openssl ts -verify -CAfile`. Creates the embedded CA on first use.
 */
export default class TsaInfo extends BaseCommand {
  static commandName = 'tsa:info'
  static description = 'Show the timestamp driver and print its trusted root certificates (PEM)'
  static options: CommandOptions = { startApp: true }

  async run() {
    const timestamps = await this.app.container.make(TimestampService)
    const roots = await timestamps.trustedRootsPem()
    this.logger.info(`timestamp driver: ${timestamps.driver} (${timestamps.qualified ? 'qualified' : 'not qualified'})`)
    for (const pem of roots.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? []) {
      const root = new X509Certificate(pem)
      this.logger.info(`trusted root: ${root.subject.replace(/\n/g, ', ')}; valid ${root.validFrom} to ${root.validTo}`)
    }
    process.stdout.write(roots)
  }
}

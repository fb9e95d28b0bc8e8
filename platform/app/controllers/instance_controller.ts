import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { AnchorService, TimestampService } from '@sceau/plugin-sdk/server'
import { APP_VERSION, type InstanceProfile } from '@sceau/shared'
import env from '#start/env'

export type LegalSetting =
  | 'SELLER_NAME'
  | 'SELLER_ADDRESS'
  | 'SELLER_PHONE'
  | 'SELLER_LEGAL_NUMBER'
  | 'SELLER_VAT_NUMBER'
  | 'SUPPORT_EMAIL'
  | 'PUBLICATION_DIRECTOR'
  | 'HOSTING_NAME'
  | 'HOSTING_ADDRESS'
  | 'HOSTING_PHONE'

/** The legal notice's identities (README "Legal notice"): publisher (SELLER_*), publication director, host (HOSTING_*). */
export function legalNotice(read: (name: LegalSetting) => string | undefined = (name) => env.get(name)): InstanceProfile['legalNotice'] {
  // Unset or blank is null: the page then says what is missing, never a placeholder.
  const setting = (name: LegalSetting) => read(name)?.trim() || null
  const publisher = {
    name: setting('SELLER_NAME'),
    address: setting('SELLER_ADDRESS'),
    phone: setting('SELLER_PHONE'),
    legalNumber: setting('SELLER_LEGAL_NUMBER'),
    vatNumber: setting('SELLER_VAT_NUMBER'),
    email: setting('SUPPORT_EMAIL'),
  }
  const director = setting('PUBLICATION_DIRECTOR')
  const host = { name: setting('HOSTING_NAME'), address: setting('HOSTING_ADDRESS'), phone: setting('HOSTING_PHONE') }
  const complete = Boolean(publisher.name && publisher.address && director && host.name && host.address)
  return { publisher, director, host, complete }
}

/**
 * GET /api/v2/instance: what the public pages may say about this instance: whether its timestamps
 * are qualified (the home page follows it) and the legal notice's identities, from the configuration.
 */
@inject()
export default class InstanceController {
  constructor(
    private timestamps: TimestampService,
    private anchors: AnchorService
  ) {}

  show({ response }: HttpContext) {
    const profile: InstanceProfile = {
      version: APP_VERSION,
      qualifiedTimestamps: this.timestamps.qualified,
      anchoring: this.anchors.driver !== 'off',
      legalNotice: legalNotice(),
    }
    return response.send(profile)
  }
}

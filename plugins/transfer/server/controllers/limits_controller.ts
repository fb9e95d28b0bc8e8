import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { IdentityService, PlatformInfo } from '@sceau/plugin-sdk/server'
import { LIMITS } from '@sceau/shared'
import { capabilitiesOf } from '../services/transfer_policy.js'

@inject()
export default class LimitsController {
  constructor(
    private identity: IdentityService,
    private platform: PlatformInfo
  ) {}

  /** GET /transfer/limits: what each tier may send (the landing page's table). */
  async show() {
    return {
      anonymous: { maxBytes: LIMITS.anonymousTransferBytes, expiryDays: { min: 1, max: LIMITS.anonymousConservationDays } },
      free: { maxBytes: LIMITS.freeTransferBytes, expiryDays: LIMITS.freeExpiryDays },
      paid: { maxBytes: LIMITS.paidTransferBytes, expiryDays: LIMITS.paidExpiryDays },
    }
  }

  /** GET /transfer/capabilities: what this caller may send now (the creation card's limits and options). */
  async capabilities(ctx: HttpContext) {
    return capabilitiesOf(await this.identity.actor(ctx), this.platform.loadedPlugins)
  }
}

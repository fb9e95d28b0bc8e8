import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { IdentityService } from '@sceau/plugin-sdk/server'
import { requestOf, submitRequest, thirdPartyAllowed } from '../services/third_party.js'

/** The organisation's request to deposit on behalf of third parties (docs/product.md §4). */
@inject()
export default class ThirdPartyController {
  constructor(private identity: IdentityService) {}

  async show(ctx: HttpContext) {
    const actor = await this.identity.requireActor(ctx)
    return { ...(await requestOf(actor.organisationId)), allowed: await thirdPartyAllowed(actor), canRequest: actor.role === 'admin' }
  }

  async store(ctx: HttpContext) {
    const actor = await this.identity.requireActor(ctx)
    const message = ctx.request.input('message')
    const request = await submitRequest(actor, typeof message === 'string' ? message.trim().slice(0, 2000) || null : null)
    ctx.response.status(201)
    return { ...request, allowed: false, canRequest: true }
  }
}

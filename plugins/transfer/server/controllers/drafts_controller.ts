import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, IdentityService, PlatformInfo, requestLocale } from '@sceau/plugin-sdk/server'
import { SENDER_HEADER } from '../../shared/index.js'
import { capabilitiesOf } from '../services/transfer_policy.js'
import { TransferService } from '../services/transfer_service.js'
import { requestNetwork } from '../services/transfer_proof.js'
import { parseCode, parseE2eSend, parseTransferInput } from '../validators/transfer_input.js'

/**
 * The creation card's calls: open a draft (logged in, or anonymous with an e-mailed code), confirm
 * the code, send, or cancel. Draft calls carry the sender token handed out at creation.
 */
@inject()
export default class DraftsController {
  constructor(
    private identity: IdentityService,
    private transfers: TransferService,
    private platform: PlatformInfo
  ) {}

  /** POST /transfer/transfers (logged in: no code, the plan's limits). */
  async store(ctx: HttpContext) {
    const actor = await this.identity.requireActor(ctx)
    if (actor.kind !== 'user' || !actor.email) throw ApiError.forbidden()
    const input = await parseTransferInput(ctx.request.body(), { anonymous: false })
    const capabilities = capabilitiesOf(actor, this.platform.loadedPlugins)
    const created = await this.transfers.create(input, { actor, email: actor.email, locale: requestLocale(ctx), ip: ctx.request.ip() }, capabilities)
    return ctx.response.created(created)
  }

  /** POST /transfer/guest-transfers (anonymous: the sender's e-mail, a code mailed to it, the caps). */
  async storeGuest(ctx: HttpContext) {
    const input = await parseTransferInput(ctx.request.body(), { anonymous: true })
    const capabilities = capabilitiesOf(null, this.platform.loadedPlugins)
    const sender = { actor: null, email: input.senderEmail!, locale: requestLocale(ctx), ip: ctx.request.ip() }
    return ctx.response.created(await this.transfers.create(input, sender, capabilities))
  }

  #draft(ctx: HttpContext) {
    return this.transfers.draft(Number(ctx.params.id), ctx.request.header(SENDER_HEADER))
  }

  /** POST /transfer/drafts/:id/code: a new code (the previous one stops working). */
  async resendCode(ctx: HttpContext) {
    return this.transfers.resendCode(await this.#draft(ctx))
  }

  /** POST /transfer/drafts/:id/verify { code } */
  async verify(ctx: HttpContext) {
    const transfer = await this.#draft(ctx)
    await this.transfers.verify(transfer, await parseCode(ctx.request.body()), requestNetwork(ctx))
    return { verified: true }
  }

  /** POST /transfer/drafts/:id/send, with `{ e2e: { manifest, commitments } }` for an encrypted draft */
  async send(ctx: HttpContext) {
    const draft = await this.#draft(ctx)
    return this.transfers.send(draft, this.platform.appUrl, requestNetwork(ctx), await parseE2eSend(ctx.request.body()))
  }

  /** DELETE /transfer/drafts/:id */
  async destroy(ctx: HttpContext) {
    await this.transfers.cancel(await this.#draft(ctx))
    return ctx.response.noContent()
  }
}

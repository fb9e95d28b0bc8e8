import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { IdentityService, requestLocale } from '@sceau/plugin-sdk/server'
import { ReceptionAccess } from '../services/access.js'
import { VerificationCodes } from '../services/codes.js'
import { Deliveries } from '../services/deliveries.js'
import { Receipts } from '../services/receipts.js'
import { parseCodeCheck, parseDeliveryStart, parseEmail, parsePasswordOnly, parseSenderToken } from '../validators/inputs.js'
import { sendReceipt } from './inbox_controller.js'

/**
 * The third party's calls (docs/product.md §2 /r/{uuid} and /upload/{type}/{token}): what the address offers,
 * the password or e-mailed code, starting and completing a delivery, and reading it back.
 */
@inject()
export default class PublicController {
  constructor(
    private identity: IdentityService,
    private access: ReceptionAccess,
    private codes: VerificationCodes,
    private deliveries: Deliveries,
    private receipts: Receipts
  ) {}

  #source(ctx: HttpContext) {
    return this.access.source(String(ctx.params.kind ?? ''), String(ctx.params.ref ?? ''))
  }

  /** GET /receptions/public/:kind/:ref */
  async show(ctx: HttpContext) {
    return this.access.view(await this.#source(ctx), await this.identity.actor(ctx))
  }

  /** POST /receptions/public/:kind/:ref/unlock { password } */
  async unlock(ctx: HttpContext) {
    const source = await this.#source(ctx)
    await this.access.assertOpen(source, await this.identity.actor(ctx))
    const password = await parsePasswordOnly(ctx.request.body())
    return { grant: await this.access.unlock(source, password, ctx.request.ip()) }
  }

  /** POST /receptions/public/:kind/:ref/code { email } */
  async code(ctx: HttpContext) {
    const source = await this.#source(ctx)
    await this.access.assertOpen(source, await this.identity.actor(ctx))
    const email = await parseEmail(ctx.request.body())
    await this.codes.send(source, email, requestLocale(ctx), ctx.request.ip())
    return {}
  }

  /** POST /receptions/public/:kind/:ref/code/check { email, code } */
  async checkCode(ctx: HttpContext) {
    const source = await this.#source(ctx)
    await this.access.assertOpen(source, await this.identity.actor(ctx))
    const { email, code } = await parseCodeCheck(ctx.request.body())
    return { grant: await this.codes.check(source, email, code) }
  }

  /** POST /receptions/public/:kind/:ref/deliveries */
  async start(ctx: HttpContext) {
    const source = await this.#source(ctx)
    const actor = await this.identity.actor(ctx)
    // Closed addresses say so before any form error.
    await this.access.assertOpen(source, actor)
    const input = await parseDeliveryStart(ctx.request.body())
    return ctx.response.created(await this.deliveries.start(source, input, actor, requestLocale(ctx), ctx.request.ip()))
  }

  /** POST /receptions/public/deliveries/:id/complete { senderToken } */
  async complete(ctx: HttpContext) {
    const senderToken = await parseSenderToken(ctx.request.body())
    const delivery = await this.deliveries.forSender(String(ctx.params.id ?? ''), senderToken)
    return this.deliveries.senderView(await this.deliveries.complete(delivery))
  }

  /** GET /receptions/public/deliveries/:id?senderToken=... */
  async delivery(ctx: HttpContext) {
    const delivery = await this.deliveries.forSender(String(ctx.params.id ?? ''), String(ctx.request.input('senderToken', '')))
    return this.deliveries.senderView(delivery)
  }

  /** GET /receptions/public/deliveries/:id/receipt?senderToken=... */
  async receipt(ctx: HttpContext) {
    const delivery = await this.deliveries.forSender(String(ctx.params.id ?? ''), String(ctx.request.input('senderToken', '')))
    if (delivery.state !== 'complete') return sendReceipt(ctx, this.receipts, { ...delivery, manifest: null })
    return sendReceipt(ctx, this.receipts, delivery)
  }
}

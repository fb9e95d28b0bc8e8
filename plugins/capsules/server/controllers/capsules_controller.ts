import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, DownloadService, IdentityService, QueueService, requesterOf, type Actor } from '@sceau/plugin-sdk/server'
import { CAPSULE_LIMITS, CapsuleService, viewOf, WACZ_MIME } from '../services/capsule_service.js'
import { parseListQuery, parseRetry, parseStart, parseStatusQuery, parseWebProof } from '../validators/capsule_input.js'
import { assertConfirmedPrice, capturePrice } from '../services/capture_price.js'
import { browserAvailable } from '../web_proofs/browser_availability.js'
import { checkUrl, WebProofError } from '../web_proofs/url_guard.js'
import { webProofSettings } from '../web_proofs/settings.js'
import { WebProofJob } from '../web_proofs/web_proof_job.js'

const K = 'capsules.errors.'

/**
 * /capsules: extension captures (integration.capsule) and server-side web proofs
 * (integration.webProof) of the caller's organisation; session or personal access token (Bearer).
 */
@inject()
export default class CapsulesController {
  constructor(
    private identity: IdentityService,
    private capsules: CapsuleService,
    private downloads: DownloadService,
    private queue: QueueService
  ) {}

  /** The actor allowed to see captures: either right reads them (the list filters by kind). */
  async #reader(ctx: HttpContext): Promise<Actor> {
    const actor = await this.identity.requireActor(ctx)
    const { capsule, webProof } = actor.permissions.integration
    if (!capsule && !webProof) throw ApiError.forbidden(`${K}notAllowed`)
    return actor
  }

  async #allowed(ctx: HttpContext, right: 'capsule' | 'webProof'): Promise<Actor> {
    const actor = await this.identity.requireActor(ctx)
    if (!actor.permissions.integration[right]) throw ApiError.forbidden(right === 'capsule' ? `${K}notAllowed` : `${K}webProofNotAllowed`)
    return actor
  }

  async index(ctx: HttpContext) {
    const actor = await this.#reader(ctx)
    const { kind, page } = parseListQuery(ctx.request.qs())
    return this.capsules.list(actor, kind, page)
  }

  async store(ctx: HttpContext) {
    const actor = await this.#allowed(ctx, 'capsule')
    const input = await parseStart(ctx.request.body())
    return ctx.response.created(await this.capsules.start(actor, input))
  }

  async complete(ctx: HttpContext) {
    const actor = await this.#allowed(ctx, 'capsule')
    return this.capsules.complete(actor, ctx.params.id)
  }

  async retry(ctx: HttpContext) {
    const actor = await this.#allowed(ctx, 'webProof')
    const { priceCents } = await parseRetry(ctx.request.body())
    return viewOf(await this.capsules.retry(actor, ctx.params.id, priceCents))
  }

  /** A failed capsule without deposit: the right of its kind. */
  async destroy(ctx: HttpContext) {
    const actor = await this.#reader(ctx)
    const row = await this.capsules.owned(actor, ctx.params.id)
    if (!actor.permissions.integration[row.kind === 'server' ? 'webProof' : 'capsule']) {
      throw ApiError.forbidden(row.kind === 'server' ? `${K}webProofNotAllowed` : `${K}notAllowed`)
    }
    await this.capsules.remove(actor, row.id)
    return ctx.response.noContent()
  }

  async show(ctx: HttpContext) {
    const actor = await this.#reader(ctx)
    return viewOf(await this.capsules.owned(actor, ctx.params.id))
  }

  async wacz(ctx: HttpContext) {
    const actor = await this.#reader(ctx)
    const row = await this.capsules.owned(actor, ctx.params.id)
    if (!row.waczBlobId) throw ApiError.notFound(`${K}notCaptured`)
    await this.downloads.sendBlob(ctx, { blobId: row.waczBlobId, size: row.waczSize!, name: row.waczName!, mime: WACZ_MIME, sha256: row.waczSha256 })
  }

  async screenshot(ctx: HttpContext) {
    const actor = await this.#reader(ctx)
    const row = await this.capsules.owned(actor, ctx.params.id)
    if (!row.screenshotBlobId) throw ApiError.notFound(`${K}notCaptured`)
    await this.downloads.sendBlob(
      ctx,
      { blobId: row.screenshotBlobId, size: row.screenshotSize!, name: row.screenshotName!, mime: 'image/png', sha256: row.screenshotSha256 },
      {
        // Shown in the page (<img>), not saved: the same safe name, inline.
        onSend: () => {
          const disposition = String(ctx.response.getHeader('content-disposition') ?? '')
          ctx.response.header('content-disposition', disposition.replace(/^attachment/, 'inline') || 'inline')
        },
      }
    )
  }

  async webProof(ctx: HttpContext) {
    const actor = await this.#allowed(ctx, 'webProof')
    const { url: raw, priceCents } = await parseWebProof(ctx.request.body())
    // Before anything is captured: the price shown and confirmed must be today's.
    assertConfirmedPrice(priceCents, capturePrice(actor))
    let url: URL
    try {
      url = await checkUrl(raw, { allowPrivate: webProofSettings().allowPrivate })
    } catch (error) {
      if (error instanceof WebProofError) throw ApiError.invalid({ url: error.key }, error.key)
      throw error
    }
    const row = await this.capsules.createServerCapsule(actor, url.href, priceCents)
    await this.queue.dispatch(WebProofJob, { capsuleId: row.id, url: url.href, requester: requesterOf(actor) }, { jobKey: `capsules-web-proof-${row.id}` })
    return ctx.response.created(viewOf(row))
  }

  async status(ctx: HttpContext) {
    const actor = await this.identity.requireActor(ctx)
    // ?bytes=N: the price of a capture of that size (the extension's WACZ, once built); a web proof's size is not known before.
    const { bytes } = parseStatusQuery(ctx.request.qs(), CAPSULE_LIMITS.waczMaxBytes)
    return { serverCapture: await browserAvailable(), price: capturePrice(actor, bytes) }
  }
}

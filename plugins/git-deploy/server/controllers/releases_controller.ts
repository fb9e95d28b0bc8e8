import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, IdentityService, type Actor } from '@sceau/plugin-sdk/server'
import { ReleaseService, viewOf } from '../services/release_service.js'
import { parseListQuery, parseStart } from '../validators/release_input.js'

/**
 * /git-deploy/releases: the organisation's code releases, deposited by the deploy action or
 * `sceau release` (an organisation API key, HMAC-signed) or by a member (session or access token).
 * Everything needs the organisation's integration.gitCloning right (paid plan).
 */
@inject()
export default class ReleasesController {
  constructor(
    private identity: IdentityService,
    private releases: ReleaseService
  ) {}

  async #actor(ctx: HttpContext): Promise<Actor> {
    const actor = await this.identity.requireActor(ctx)
    if (!actor.permissions.integration.gitCloning) throw ApiError.forbidden('git-deploy.errors.notAllowed')
    return actor
  }

  async index(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    const { repository, page } = parseListQuery(ctx.request.qs())
    return this.releases.list(actor, repository, page)
  }

  async store(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    const input = await parseStart(ctx.request.body())
    return ctx.response.created(await this.releases.start(actor, input))
  }

  async complete(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    return { release: await this.releases.complete(actor, ctx.params.id) }
  }

  async show(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    return { release: viewOf(await this.releases.owned(actor, ctx.params.id)) }
  }
}

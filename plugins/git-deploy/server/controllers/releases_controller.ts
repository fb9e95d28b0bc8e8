import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, IdentityService, OrganisationService, type Actor } from '@sceau/plugin-sdk/server'
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
    private organisations: OrganisationService,
    private releases: ReleaseService
  ) {}

  /** The caller, if it may deposit releases; a refusal names what is missing: the plan, the key's permission or the member's right. */
  async #actor(ctx: HttpContext): Promise<Actor> {
    const actor = await this.identity.requireActor(ctx)
    if (actor.permissions.integration.gitCloning) return actor
    const planAllows = (await this.organisations.permissions(actor.organisationId)).integration.gitCloning
    if (!planAllows) throw ApiError.forbidden('git-deploy.errors.notAllowed')
    if (actor.kind === 'apiKey') throw new ApiError(403, 'E_API_KEY_PERMISSION', 'git-deploy.errors.keyPermission')
    throw new ApiError(403, 'E_MEMBER_RIGHT', 'git-deploy.errors.memberRight')
  }

  async index(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    const { repository, page } = parseListQuery(ctx.request.qs())
    return this.releases.list(actor, repository, page)
  }

  async store(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    const input = await parseStart(ctx.request.body())
    const started = await this.releases.start(actor, input)
    // 201 for a new release; 200 for the same release asked again (its `existing` is true).
    return started.existing ? started : ctx.response.created(started)
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

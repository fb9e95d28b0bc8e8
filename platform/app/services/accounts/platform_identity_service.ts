import type { HttpContext } from '@adonisjs/core/http'
import type { ContainerResolver } from '@adonisjs/core/container'
import type { ContainerBindings } from '@adonisjs/core/types'
import { ApiError, IdentityService, type Actor, type Requester } from '@sceau/plugin-sdk/server'
import { localeOf } from '@sceau/plugin-sdk/shared'
import User from '#models/user'
import Organisation from '#models/organisation'
import ApiKey from '#models/api_key'
import OrganisationMember from '#models/organisation_member'
import { OrganisationDirectory, type Membership } from '#services/accounts/organisation_directory'
import { apiKeyActor, userActor } from '#services/accounts/actors'

/** What the accounts core knows about the request's caller, computed once per request. */
export interface RequestAccount {
  user: User
  membership: Membership
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** The caller, once known: undefined before anyone looked, null when anonymous. */
    actor?: Actor | null
    /** The logged-in user and their active organisation (user actors only). */
    account?: RequestAccount
  }
}

/**
 * IdentityService of the platform: the caller of a request (session, bearer access token, or the
 * API key the auth middleware verified) as an Actor, with the active organisation's permissions.
 */
export class PlatformIdentityService extends IdentityService {
  constructor(private directory: (resolver?: ContainerResolver<ContainerBindings>) => Promise<OrganisationDirectory>) {
    super()
  }

  /** Makes the user the request's actor (called by the auth middleware and on login). */
  async adopt(ctx: HttpContext, user: User): Promise<Actor> {
    const directory = await this.directory(ctx.containerResolver)
    const membership = await directory.activeMembership(user)
    ctx.account = { user, membership }
    ctx.actor = userActor(user, membership, directory.permissionsOf(membership))
    return ctx.actor
  }

  async adoptApiKey(ctx: HttpContext, key: ApiKey): Promise<Actor> {
    const directory = await this.directory(ctx.containerResolver)
    const organisation = await Organisation.findOrFail(key.organisationId)
    ctx.actor = apiKeyActor(key, organisation, directory.organisationPermissions(organisation), requestLocale(ctx))
    return ctx.actor
  }

  async actorOf(requester: Requester): Promise<Actor | null> {
    const directory = await this.directory()
    const organisation = await Organisation.find(requester.organisationId)
    if (!organisation) return null
    if (requester.apiKeyId !== null) {
      const key = await ApiKey.query().where('id', requester.apiKeyId).where('organisation_id', organisation.id).first()
      // Revoked since: still the organisation's request, made by a key whose name is gone.
      const asked = key ?? { id: requester.apiKeyId, name: '', permissions: { capsule: false, webProof: false, gitCloning: false, api: false } }
      const actor = apiKeyActor(asked, organisation, directory.organisationPermissions(organisation), requester.locale)
      return key ? actor : { ...actor, apiKeyName: null }
    }
    const user = requester.userId === null ? null : await User.find(requester.userId)
    if (!user) return null
    const member =
      (await directory.membership(organisation.id, user.id)) ??
      new OrganisationMember().merge({ organisationId: organisation.id, userId: user.id, role: 'member', rights: {} })
    return userActor(user, { organisation, member }, directory.permissionsOf({ organisation, member }), requester.locale)
  }

  async actor(ctx: HttpContext) {
    if (ctx.actor !== undefined) return ctx.actor
    const user = await this.#optionalUser(ctx)
    if (!user) return (ctx.actor = null)
    return this.adopt(ctx, user)
  }

  async requireActor(ctx: HttpContext) {
    const actor = await this.actor(ctx)
    if (!actor) throw new ApiError(401, 'E_UNAUTHENTICATED', 'errors.unauthenticated')
    return actor
  }

  /** The logged-in user on a route that does not require one (bearer token, else session). */
  async #optionalUser(ctx: HttpContext): Promise<User | null> {
    if (ctx.auth.user) return ctx.auth.user as User
    if (ctx.request.header('authorization')) return (await ctx.auth.use('api').check()) ? ctx.auth.use('api').user! : null
    if (!ctx.session) return null
    return (await ctx.auth.use('web').check()) ? ctx.auth.use('web').user! : null
  }
}

/** The request's language (Accept-Language, or the language cookie) as one of the product's locales. */
const requestLocale = (ctx: HttpContext) => localeOf(ctx.i18n?.locale)

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, IdentityService } from '@sceau/plugin-sdk/server'
import { OrganisationDirectory } from '#services/accounts/organisation_directory'
import { presentMe, presentOrganisationEntry } from '#services/accounts/account_presenter'
import type { PlatformIdentityService } from '#services/accounts/platform_identity_service'

/** docs/product.md §7 GET /users/organizations and POST /users/organizations/{id}/active. */
@inject()
export default class UserOrganisationsController {
  constructor(
    private directory: OrganisationDirectory,
    private identity: IdentityService
  ) {}

  async index({ account }: HttpContext) {
    const { user, membership } = account!
    const memberships = await this.directory.membershipsOf(user.id)
    return memberships.map((m) => presentOrganisationEntry(m, membership.organisation.id, user.id))
  }

  /** Switches the active organisation; answers the reloaded user (GET /users/me). */
  async activate(ctx: HttpContext) {
    const user = ctx.account!.user
    const id = Number(ctx.params.id)
    const member = Number.isSafeInteger(id) ? await this.directory.membership(id, user.id) : null
    if (!member) throw new ApiError(403, 'E_ORGANIZATION_CHANGE_FAILED', 'errors.organizationChangeFailed')
    user.activeOrganisationId = id
    await user.save()
    await (this.identity as PlatformIdentityService).adopt(ctx, user)
    return presentMe(this.directory, user, ctx.account!.membership, ctx.actor!.permissions)
  }
}

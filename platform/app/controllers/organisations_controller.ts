import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { rightsOf } from '@sceau/shared'
import { organisationValidator } from '#validators/organisation_validators'
import { OrganisationDirectory } from '#services/accounts/organisation_directory'
import { presentOrganisation } from '#services/accounts/account_presenter'
import { organisationAccess, requireAdmin } from '#policies/organisation_policy'

/** Organisations: create a new one (its creator administers it), read, rename. */
@inject()
export default class OrganisationsController {
  constructor(private directory: OrganisationDirectory) {}

  /** POST /organizations {name}: free plan; it becomes the active organisation. */
  async store({ request, response, account }: HttpContext) {
    const { name } = await request.validateUsing(organisationValidator)
    const user = account!.user
    const organisation = await this.directory.create(user, name)
    const member = (await this.directory.membership(organisation.id, user.id))!
    return response.created(await presentOrganisation(this.directory, { organisation, member }, user.id))
  }

  /** GET /organizations/:id: any member; with the caller's permissions and rights there. */
  async show(ctx: HttpContext) {
    const access = await organisationAccess(ctx)
    return {
      ...(await presentOrganisation(this.directory, access, access.user.id)),
      permissions: access.permissions,
      rights: rightsOf(this.directory.organisationPermissions(access.organisation), access.member.rights),
    }
  }

  /** PATCH /organizations/:id {name}: administrators. */
  async update(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    const { name } = await ctx.request.validateUsing(organisationValidator)
    access.organisation.name = name
    await access.organisation.save()
    return presentOrganisation(this.directory, access, access.user.id)
  }
}

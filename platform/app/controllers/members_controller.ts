import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import { isKnownRight, rightsOf } from '@sceau/shared'
import User from '#models/user'
import OrganisationMember from '#models/organisation_member'
import { memberUpdateValidator } from '#validators/organisation_validators'
import { presentPerson } from '#services/accounts/account_presenter'
import { organisationAccess, requireAdmin, requireMemberManagement, type OrganisationAccess } from '#policies/organisation_policy'
import { isoOf } from '#models/date_time_column'

/** Rights names must be rights of this organisation (docs/product.md §6 activated rights, plugins' included). */
export function checkRights(access: OrganisationAccess, rights: Record<string, boolean> | undefined) {
  const plan = access.directory.organisationPermissions(access.organisation)
  const unknown = Object.keys(rights ?? {}).filter((name) => !isKnownRight(plan, name))
  if (unknown.length) throw ApiError.invalid({ rights: 'errors.unknownRights' })
  return rights ?? {}
}

/**
 * Members of an organisation (settings, Members tab): administrators list them with their
 * activated rights, edit rights and roles, and remove them; anyone may leave a shared organisation.
 */
export default class MembersController {
  /** GET /organizations/:id/members: administrators; "allowed" false is the "not allowed by subscription" notice. */
  async index(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    const plan = access.directory.organisationPermissions(access.organisation)
    const members = await OrganisationMember.query().where('organisation_id', access.organisation.id).orderBy('id')
    const users = new Map(
      (
        await User.query().whereIn(
          'id',
          members.map((m) => m.userId)
        )
      ).map((u) => [u.id, u])
    )
    const capacity = await access.directory.capacity(access.organisation)
    return {
      allowed: access.access.canManageMembers,
      memberLimit: capacity.memberLimit,
      remainingMembers: capacity.remainingMembers,
      availableRights: Object.keys(rightsOf(plan)),
      members: members
        .filter((m) => users.has(m.userId))
        .map((m) => ({
          ...presentPerson(users.get(m.userId)!),
          userId: String(m.userId),
          role: m.role,
          rights: rightsOf(plan, m.rights),
          owner: access.organisation.personalOwnerId === m.userId,
          joinedAt: isoOf(m.createdAt),
        })),
    }
  }

  /** PATCH /organizations/:id/members/:userId {role?, rights?}: administrators whose plan allows members. */
  async update(ctx: HttpContext) {
    const access = requireMemberManagement(await organisationAccess(ctx))
    const data = await ctx.request.validateUsing(memberUpdateValidator)
    const member = await this.#member(access, ctx.params.userId)
    const rights = checkRights(access, data.rights)
    if (data.role && data.role !== member.role) {
      if (member.role === 'admin' && (await access.directory.adminCount(access.organisation.id)) <= 1) {
        throw ApiError.conflict('E_LAST_ADMIN', 'errors.lastAdmin')
      }
      if (access.organisation.personalOwnerId === member.userId) throw ApiError.conflict('E_OWNER', 'errors.personalOrganisationOwner')
      member.role = data.role
    }
    if (data.rights) member.rights = { ...member.rights, ...rights }
    await member.save()
    const plan = access.directory.organisationPermissions(access.organisation)
    return { userId: String(member.userId), role: member.role, rights: rightsOf(plan, member.rights) }
  }

  /** DELETE /organizations/:id/members/:userId: an administrator removes a member, or a member leaves. */
  async destroy(ctx: HttpContext) {
    const access = await organisationAccess(ctx)
    const self = String(ctx.params.userId) === String(access.user.id)
    if (!self) requireAdmin(access)
    const member = await this.#member(access, ctx.params.userId)
    if (access.organisation.personalOwnerId === member.userId) throw ApiError.conflict('E_OWNER', 'errors.personalOrganisationOwner')
    if (member.role === 'admin' && (await access.directory.adminCount(access.organisation.id)) <= 1) {
      throw ApiError.conflict('E_LAST_ADMIN', 'errors.lastAdmin')
    }
    await member.delete()
    return ctx.response.noContent()
  }

  async #member(access: OrganisationAccess, userId: unknown) {
    const id = Number(userId)
    const member = Number.isSafeInteger(id) ? await access.directory.membership(access.organisation.id, id) : null
    if (!member) throw ApiError.notFound()
    return member
  }
}

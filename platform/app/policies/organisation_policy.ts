import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import { deriveAccess, type Access, type OrganisationPermissions } from '@sceau/shared'
import Organisation from '#models/organisation'
import type User from '#models/user'
import { OrganisationDirectory, type Membership } from '#services/accounts/organisation_directory'

export interface OrganisationAccess extends Membership {
  user: User
  permissions: OrganisationPermissions
  access: Access
  directory: OrganisationDirectory
}

export const notAllowedBySubscription = () => new ApiError(403, 'E_NOT_ALLOWED_BY_SUBSCRIPTION', 'errors.notAllowedBySubscription')

/**
 * The logged-in user's membership of the organisation named in the URL, with their permissions
 * there (docs/product.md §6 through @sceau/shared). Someone who does not belong to it gets a 404, as if it
 * did not exist: no route tells another organisation's member anything about it.
 */
export async function organisationAccess(ctx: HttpContext, param = 'id'): Promise<OrganisationAccess> {
  const user = ctx.account?.user
  if (!user) throw ApiError.forbidden()
  const id = Number(ctx.params[param])
  const directory = await ctx.containerResolver.make(OrganisationDirectory)
  const member = Number.isSafeInteger(id) && id > 0 ? await directory.membership(id, user.id) : null
  const organisation = member && (await Organisation.find(id))
  if (!member || !organisation) throw ApiError.notFound()
  const permissions = directory.permissionsOf({ organisation, member })
  return { user, organisation, member, permissions, access: deriveAccess(permissions, { premium: organisation.premium }), directory }
}

/** Who acts on an organisation's data: one of its members, or one of its API keys holding the "api" flag. */
export interface OrganisationCaller {
  organisation: Organisation
  permissions: OrganisationPermissions
  access: Access
  directory: OrganisationDirectory
  /** Null for API keys. */
  userId: number | null
}

/**
 * The organisation named in the URL for a member (as organisationAccess) or for a request signed
 * with one of its own API keys; a key of another organisation gets the same 404 as an outsider.
 */
export async function organisationCaller(ctx: HttpContext, param = 'id'): Promise<OrganisationCaller> {
  const actor = ctx.actor
  if (actor?.kind !== 'apiKey') {
    const { organisation, permissions, access, directory, user } = await organisationAccess(ctx, param)
    return { organisation, permissions, access, directory, userId: user.id }
  }
  const organisation = Number(ctx.params[param]) === actor.organisationId ? await Organisation.find(actor.organisationId) : null
  if (!organisation) throw ApiError.notFound()
  if (!actor.permissions.integration.api) throw ApiError.forbidden()
  const directory = await ctx.containerResolver.make(OrganisationDirectory)
  return { organisation, permissions: actor.permissions, access: deriveAccess(actor.permissions, { premium: actor.premium }), directory, userId: null }
}

/** Administrators only (403 for ordinary members). */
export function requireAdmin(access: OrganisationAccess) {
  if (!access.access.admin) throw ApiError.forbidden()
  return access
}

/** Invitations and members' rights: an administrator whose plan allows additional members. */
export function requireMemberManagement(access: OrganisationAccess) {
  requireAdmin(access)
  if (!access.access.canManageMembers) throw notAllowedBySubscription()
  return access
}

/** Customisation: an administrator whose plan has the organisation settings permission. */
export function requireCustomisation(access: OrganisationAccess) {
  requireAdmin(access)
  if (!access.access.canCustomise) throw notAllowedBySubscription()
  return access
}

/** The address book: the plan must have it (docs/product.md §1), and the member's right must be on. */
export function requireAddressBook<T extends OrganisationCaller | OrganisationAccess>(access: T): T {
  if (access.access.addressBook) return access
  const planHasIt = access.directory.organisationPermissions(access.organisation).addressBook
  throw planHasIt ? ApiError.forbidden() : notAllowedBySubscription()
}

/** API keys: an administrator whose plan has at least one integration. */
export function requireIntegrations(access: OrganisationAccess) {
  requireAdmin(access)
  if (!access.access.integration.any) throw notAllowedBySubscription()
  return access
}

import type { Actor } from '@sceau/plugin-sdk/server'
import type { Locale } from '@sceau/plugin-sdk/shared'
import { memberPermissions, type OrganisationPermissions } from '@sceau/shared'
import type ApiKey from '#models/api_key'
import type Organisation from '#models/organisation'
import type User from '#models/user'
import type { Membership } from '#services/accounts/organisation_directory'

/** The Actor of a logged-in user acting for their active organisation. */
export function userActor(user: User, membership: Membership, permissions: OrganisationPermissions, locale: Locale = user.locale): Actor {
  return {
    kind: 'user',
    userId: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    locale,
    organisationId: membership.organisation.id,
    role: membership.member.role,
    apiKeyId: null,
    apiKeyName: null,
    permissions,
    premium: membership.organisation.premium,
  }
}

/**
 * The Actor of a request signed with an API key: the organisation's permissions as an ordinary
 * member holds them, integrations narrowed to the flags the key carries. A key has no language of
 * its own: `locale` is the request's (Accept-Language), so what it deposits speaks the caller's.
 */
export function apiKeyActor(
  key: Pick<ApiKey, 'id' | 'name' | 'permissions'>,
  organisation: Organisation,
  organisationPermissions: OrganisationPermissions,
  locale: Locale
): Actor {
  const permissions = memberPermissions(organisationPermissions, 'member')
  for (const flag of Object.keys(permissions.integration) as (keyof typeof permissions.integration)[]) {
    permissions.integration[flag] = permissions.integration[flag] && key.permissions[flag] === true
  }
  return {
    kind: 'apiKey',
    userId: null,
    email: null,
    firstname: null,
    lastname: null,
    locale,
    organisationId: organisation.id,
    role: null,
    apiKeyId: key.id,
    apiKeyName: key.name,
    permissions,
    premium: organisation.premium,
  }
}

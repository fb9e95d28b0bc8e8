/*
 * Access derivations of docs/product.md §6 and the gate of docs/product.md §4 for the user GET /users/me returns, read
 * with @sceau/shared so the menus and notices follow the very rules the API enforces.
 */
import type { CurrentUser } from '@sceau/api-client'
import type { AccessState } from '@sceau/plugin-sdk/web'
import { accessGate, can, deriveAccess, type Access, type OrganisationPermissions } from '@sceau/shared'

export const ANONYMOUS: AccessState = { authenticated: false, admin: false, premium: false, can: () => false }

/* Every group present and switched off: what a partial permissions object is read against. */
const NOTHING: OrganisationPermissions = {
  transfer: { password: false, limitations: { sizeMax: 0 }, conservationDays: 0 },
  consignment: {
    active: false,
    types: { group: { active: false }, versionning: { active: false }, premium: { active: false } },
    isMandataire: false,
  },
  integration: { capsule: false, webProof: false, gitCloning: false, api: false },
  addressBook: false,
  plugins: {},
}

/** The user's permissions as the shared module reads them (missing groups count as off), or null when anonymous. */
export function permissionsOf(user: CurrentUser | null | undefined): OrganisationPermissions | null {
  if (!user) return null
  return mergeOver(NOTHING, user.permissions ?? {}) as OrganisationPermissions
}

/** The active organisation's subscription is premium (the API says so on the user and on the organisation). */
export function isPremiumUser(user: CurrentUser | null | undefined): boolean {
  return Boolean(user && (user.premium ?? user.organization?.subscription?.isPremium))
}

/** docs/product.md §6 derivations (admin, canManageMembers, canCustomise, memberLimit, ...) for this user. */
export function derivedAccess(user: CurrentUser | null | undefined): Access {
  return deriveAccess(permissionsOf(user), { premium: isPremiumUser(user) })
}

/** What menu entries and plugin screens look at. */
export function accessOf(user: CurrentUser | null | undefined): AccessState {
  if (!user) return ANONYMOUS
  const permissions = permissionsOf(user)
  const derived = derivedAccess(user)
  return { authenticated: true, admin: derived.admin, premium: derived.premium, can: (permission) => can(permissions, permission) }
}

/** Where the gate sends a logged-in user before showing `canonicalPath`, or null to let them in. */
export function gateRedirect(user: CurrentUser, canonicalPath: string): string | null {
  return accessGate(user, isPremiumUser(user), canonicalPath)?.redirect ?? null
}

function mergeOver(base: unknown, over: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(over)) return over === undefined ? base : over
  const result: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) result[key] = mergeOver(base[key], value)
  return result
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

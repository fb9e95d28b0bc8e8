import { ApiError, type Actor } from '@sceau/plugin-sdk/server'

const K = 'receptions.errors.'
export const PER_PAGE = 20

/** A member acting for their organisation (API keys have no inbox). */
export function member(actor: Actor): Actor & { userId: number } {
  if (actor.kind !== 'user' || actor.userId === null) throw ApiError.forbidden(`${K}notAllowed`)
  return actor as Actor & { userId: number }
}

export const isAdmin = (actor: Actor) => actor.role === 'admin'

export function requirePermission(actor: Actor, name: 'receptions.safelink' | 'receptions.page') {
  if (actor.permissions.plugins[name] !== true) throw ApiError.forbidden(`${K}${name === 'receptions.page' ? 'pageNotAllowed' : 'safelinkNotAllowed'}`)
}

export function pageNumber(raw: unknown) {
  const page = Number(raw ?? 1)
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

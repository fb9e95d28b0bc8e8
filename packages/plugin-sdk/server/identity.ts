/*
 * Who is calling, and on behalf of which organisation. Plugins never read the platform's users or
 * organisations tables: they ask these services (implemented by the platform's accounts core).
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { OrganisationPermissions } from '@sceau/shared'
import type { Locale } from '../shared/index.js'
import { ApiError } from './api_error.js'

/** docs/product.md §3 "Permissions" of an organisation, as granted by its plan; derivations live in @sceau/shared. */
export type { OrganisationPermissions }

/** The caller of a request: a logged-in user (session or access token) or an organisation API key. */
export interface Actor {
  kind: 'user' | 'apiKey'
  /** Null for API keys. */
  userId: number | null
  email: string | null
  firstname: string | null
  lastname: string | null
  locale: Locale
  /** The active organisation the request acts for. */
  organisationId: number
  /** The user's role in that organisation; null for API keys. */
  role: 'admin' | 'member' | null
  /** The API key of a signed request; null for users. */
  apiKeyId?: number | null
  /** That key's name (who a key's deposits name, with the organisation's); null for users. */
  apiKeyName?: string | null
  /** What the organisation's plan allows, with this member's activated rights applied. */
  permissions: OrganisationPermissions
  premium: boolean
}

/**
 * Who asked for work another plugin does later (a deposit requested by an event): enough to act for
 * them again, in their language. Take it from the request's actor with `requesterOf(actor)`.
 */
/**
 * `row` when it belongs to the actor's organisation. Another organisation's row answers the same
 * 404 as a missing one, so an id never tells whether it exists elsewhere.
 */
export function ownedBy<T extends { organisationId: number | null }>(actor: Actor, row: T | null | undefined, notFoundKey: string): T {
  if (!row || row.organisationId !== actor.organisationId) throw ApiError.notFound(notFoundKey)
  return row
}

export interface Requester {
  organisationId: number
  userId: number | null
  apiKeyId: number | null
  locale: Locale
}

export const requesterOf = (actor: Actor): Requester => ({
  organisationId: actor.organisationId,
  userId: actor.userId,
  apiKeyId: actor.apiKeyId ?? null,
  locale: actor.locale,
})

export abstract class IdentityService {
  /** The request's actor, or null when anonymous. */
  abstract actor(ctx: HttpContext): Promise<Actor | null>
  /** The request's actor; answers 401 (translated envelope) when anonymous. */
  abstract requireActor(ctx: HttpContext): Promise<Actor>
  /**
   * The actor a requester acts as now (names, the organisation's current permissions), in the
   * requester's language; null when the organisation is gone. A key revoked since, or a user who
   * left, still acts for the organisation as it asked (a key without its name, a user as a member).
   */
  abstract actorOf(requester: Requester): Promise<Actor | null>
}

export interface OrganisationProfile {
  id: number
  name: string
  premium: boolean
  /** Public URLs of the branding (docs/product.md §3 custom.*), null when unset or not allowed by the plan. */
  customisation: {
    logoUrl: string | null
    downloadBackgroundUrl: string | null
    sendBackgroundUrl: string | null
    mainColor: string | null
  }
}

/** A member of an organisation, as other members may see them (recipient pickers, mails). */
export interface OrganisationMemberInfo {
  userId: number
  email: string
  firstname: string
  lastname: string
  role: 'admin' | 'member'
  locale: Locale
}

export abstract class OrganisationService {
  abstract profile(organisationId: number): Promise<OrganisationProfile | null>
  abstract permissions(organisationId: number): Promise<OrganisationPermissions>
  abstract isMember(organisationId: number, userId: number): Promise<boolean>
  /** E-mails of the organisation's administrators (for notices sent to the organisation). */
  abstract adminEmails(organisationId: number): Promise<string[]>
  /** Every member of the organisation (administrators included), by user id. */
  abstract members(organisationId: number): Promise<OrganisationMemberInfo[]>
}

/** The organisation's address book, for features that add contacts (e.g. transfer recipients). */
export abstract class ContactsService {
  /** Adds the e-mails not yet in the book when the user enabled auto-add; returns how many were added. */
  abstract autoAdd(organisationId: number, userId: number, emails: string[]): Promise<number>
}

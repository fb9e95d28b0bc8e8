import { inject } from '@adonisjs/core'
import encryption from '@adonisjs/core/services/encryption'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { type Actor, ApiError, OrganisationService, RateLimitService, TOKEN_PATTERN, UUID_PATTERN } from '@sceau/plugin-sdk/server'
import { MIB } from '@sceau/shared'
import type { PublicReception } from '../../shared/types.js'
import { settings } from '../config.js'
import { pageTable, safeLinkTable, type PageRow, type SafeLinkRow } from './tables.js'

const K = 'receptions.errors.'
const GRANT_PURPOSE = 'receptions-grant'

/** A SafeLink or the incoming page, as a third party reaches it. */
export type Source = { kind: 'link'; link: SafeLinkRow; organisationId: number } | { kind: 'page'; page: PageRow; organisationId: number }

interface GrantPayload {
  /** The source's key ("link:<id>" or "page:<uuid>"). */
  s: string
  /** What was proven: the password, or an e-mail address (code). */
  k: 'password' | 'code'
  e: string | null
  /** The page's password version (a new password voids older grants). */
  v: number
}

export const sourceKey = (source: Source) => (source.kind === 'link' ? `link:${source.link.id}` : `page:${source.page.id}`)
export const sourceTitle = (source: Source) => (source.kind === 'link' ? source.link.title : null)

/** A link's state: revoked, expired (by date, or used once for a first-upload link) or active. */
export function linkState(link: SafeLinkRow, now = new Date()): 'active' | 'expired' | 'revoked' {
  if (link.revokedAt) return 'revoked'
  if (link.usedAt || (link.expiresAt && link.expiresAt <= now)) return 'expired'
  return 'active'
}

/** A page takes deliveries while active and not private; closed, it stops those still arriving. */
export const pageOpen = (page: PageRow) => page.active && page.access !== 'PRIVATE'

/**
 * Who may send through a SafeLink or the incoming page (docs/product.md §3, §6), enforced here and nowhere
 * else: the state, the audience, the password and the e-mailed code, and the plan's limits.
 */
@inject()
export class ReceptionAccess {
  constructor(
    private organisations: OrganisationService,
    private rateLimits: RateLimitService
  ) {}

  /** The source a public address names; unknown ones are not found (nothing says whether they existed). */
  async source(kind: string, ref: string): Promise<Source> {
    if (kind === 'link' && TOKEN_PATTERN.test(ref)) {
      const row = await db.from(safeLinkTable.table).where('token', ref).first()
      if (row) {
        const link = safeLinkTable.read(row)
        return { kind: 'link', link, organisationId: link.organisationId }
      }
    }
    if (kind === 'page' && UUID_PATTERN.test(ref)) {
      const row = await db.from(pageTable.table).where('id', ref).first()
      if (row) {
        const page = pageTable.read(row)
        return { kind: 'page', page, organisationId: page.organisationId }
      }
    }
    throw ApiError.notFound(`${K}receptionNotFound`)
  }

  /** What the plan lets third parties send to the organisation, narrowed by the link's caps. */
  async limits(source: Source) {
    const permissions = await this.organisations.permissions(source.organisationId)
    const planBytes = permissions.transfer.limitations.sizeMax * MIB
    const enabled = permissions.plugins[source.kind === 'link' ? 'receptions.safelink' : 'receptions.page'] === true
    const maxBytes = source.kind === 'link' && source.link.maxBytes ? Math.min(source.link.maxBytes, planBytes) : planBytes
    const maxFiles = source.kind === 'link' && source.link.maxFiles ? Math.min(source.link.maxFiles, settings.maxFiles) : settings.maxFiles
    return { enabled, maxBytes, maxFiles, conservationDays: permissions.transfer.conservationDays }
  }

  async #state(source: Source, actor: Actor | null): Promise<PublicReception['state']> {
    if (source.kind === 'link') {
      const state = linkState(source.link)
      if (state !== 'active') return state
      if (source.link.audience === 'members') {
        if (!actor?.userId) return 'login-required'
        if (!(await this.organisations.isMember(source.organisationId, actor.userId))) return 'not-member'
      }
      return 'open'
    }
    if (!source.page.active) return 'inactive'
    if (source.page.access === 'PRIVATE') return 'private'
    if (source.page.access === 'LOGGED' && !actor?.userId) return 'login-required'
    return 'open'
  }

  requires(source: Source): PublicReception['requires'] {
    if (source.kind === 'link') return source.link.audience === 'password' ? 'password' : source.link.audience === 'verified' ? 'code' : 'nothing'
    return source.page.access === 'PASSWORD' ? 'password' : 'nothing'
  }

  async view(source: Source, actor: Actor | null): Promise<PublicReception> {
    const profile = await this.organisations.profile(source.organisationId)
    const limits = await this.limits(source)
    let state = await this.#state(source, actor)
    // A plan that no longer includes receptions closes its links and page.
    if (state === 'open' && !limits.enabled) state = 'inactive'
    const open = state === 'open'
    return {
      kind: source.kind,
      state,
      requires: this.requires(source),
      title: open && source.kind === 'link' ? source.link.title : null,
      description: open && source.kind === 'link' ? source.link.description : null,
      color: source.kind === 'link' ? source.link.color : (source.page.color ?? profile?.customisation.mainColor ?? null),
      organisation: {
        name: profile?.name ?? '',
        logoUrl: profile?.customisation.logoUrl ?? null,
        backgroundUrl: profile?.customisation.sendBackgroundUrl ?? null,
      },
      limits: { maxBytes: limits.maxBytes, maxFiles: source.kind === 'link' ? source.link.maxFiles : null },
    }
  }

  /** Refuses, with the reason, a source that does not accept a delivery from this caller now. */
  async assertOpen(source: Source, actor: Actor | null) {
    const view = await this.view(source, actor)
    const refusals: Record<Exclude<PublicReception['state'], 'open'>, [number, string, string]> = {
      expired: [410, 'E_RECEPTION_EXPIRED', 'expired'],
      revoked: [410, 'E_RECEPTION_REVOKED', 'revoked'],
      private: [403, 'E_RECEPTION_PRIVATE', 'private'],
      inactive: [403, 'E_RECEPTION_INACTIVE', 'inactive'],
      'login-required': [401, 'E_RECEPTION_LOGIN', 'loginRequired'],
      'not-member': [403, 'E_RECEPTION_NOT_MEMBER', 'notMember'],
    }
    if (view.state !== 'open') {
      const [status, code, key] = refusals[view.state]
      throw new ApiError(status, code, `${K}${key}`)
    }
    return view
  }

  #passwordHash(source: Source) {
    return source.kind === 'link' ? source.link.passwordHash : source.page.passwordHash
  }

  #version(source: Source) {
    return source.kind === 'page' ? source.page.passwordVersion : 0
  }

  grantFor(source: Source, kind: GrantPayload['k'], email: string | null) {
    const payload: GrantPayload = { s: sourceKey(source), k: kind, e: email, v: this.#version(source) }
    return String(encryption.encrypt(payload, `${settings.grantSeconds}s`, GRANT_PURPOSE))
  }

  /** The grant's proof for this source, or null when it is missing, foreign, stale or expired. */
  readGrant(source: Source, grant: string | null | undefined): GrantPayload | null {
    if (!grant) return null
    const payload = encryption.decrypt<GrantPayload>(grant, GRANT_PURPOSE)
    if (!payload || payload.s !== sourceKey(source) || payload.v !== this.#version(source)) return null
    return payload
  }

  /** The password check (a few tries per source and address per window), answering a grant. */
  async unlock(source: Source, password: string, ip: string) {
    if (this.requires(source) !== 'password') throw ApiError.badRequest('E_NO_PASSWORD', `${K}noPassword`)
    const key = `receptions:unlock:${sourceKey(source)}:${ip}`
    const attempt = await this.rateLimits.attempt(key, { requests: settings.unlock.attempts, windowSeconds: settings.unlock.windowSeconds })
    if (!attempt.allowed) throw ApiError.tooManyRequests(attempt.retryAfterSeconds, `${K}tooManyAttempts`)
    const stored = this.#passwordHash(source)
    if (!stored || !(await hash.verify(stored, password))) throw ApiError.invalid({ password: `${K}passwordIncorrect` }, `${K}passwordIncorrect`)
    await this.rateLimits.clear(key)
    return this.grantFor(source, 'password', null)
  }
}

import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { type Actor, ApiError, AuditService, base62Token, IdentityService, newestFirstPage, PlatformInfo, UUID_PATTERN } from '@sceau/plugin-sdk/server'
import { MIB } from '@sceau/shared'
import type { SafeLinkView } from '../../shared/types.js'
import { linkState } from '../services/access.js'
import { Deliveries } from '../services/deliveries.js'
import { isAdmin, member, pageNumber, PER_PAGE, requirePermission } from '../services/organisation_side.js'
import { safeLinkTable, deliveryTable, type SafeLinkRow } from '../services/tables.js'
import { parseSafeLink } from '../validators/inputs.js'

const K = 'receptions.errors.'
const HOURS: Record<string, number> = { '24h': 24, '7d': 7 * 24, '14d': 14 * 24, '30d': 30 * 24 }

/** SafeLinks (docs/product.md §3, §4, §9): created by members with receptions.safelink; each sees their own, administrators all. */
@inject()
export default class LinksController {
  constructor(
    private identity: IdentityService,
    private platform: PlatformInfo,
    private audit: AuditService,
    private deliveries: Deliveries
  ) {}

  async #actor(ctx: HttpContext) {
    const actor = member(await this.identity.requireActor(ctx))
    requirePermission(actor, 'receptions.safelink')
    return actor
  }

  #scope(actor: Actor & { userId: number }) {
    const query = db.from(safeLinkTable.table).where('organisation_id', actor.organisationId)
    return isAdmin(actor) ? query : query.where('creator_id', actor.userId)
  }

  async #view(link: SafeLinkRow, deliveries?: number): Promise<SafeLinkView> {
    const count =
      deliveries ??
      Number(
        (
          await db
            .from(deliveryTable.table)
            .where({ source_kind: 'link', source_id: link.id })
            .whereIn('state', ['complete', 'expired'])
            .count('* as n')
            .first()
        )?.n ?? 0
      )
    return {
      id: link.id,
      title: link.title,
      description: link.description,
      color: link.color,
      audience: link.audience,
      expiry: link.expiry,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      revokedAt: link.revokedAt?.toISOString() ?? null,
      state: linkState(link) === 'active' ? 'active' : 'expired',
      maxBytes: link.maxBytes,
      maxFiles: link.maxFiles,
      url: `${this.platform.appUrl}/upload/link/${link.token}`,
      deliveries: count,
      createdAt: link.createdAt.toISOString(),
      creator: { id: String(link.creatorId), name: link.creatorName },
    }
  }

  async #find(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    const id = String(ctx.params.id ?? '')
    const row = UUID_PATTERN.test(id) ? await this.#scope(actor).where('id', id).first() : null
    if (!row) throw ApiError.notFound(`${K}linkNotFound`)
    return safeLinkTable.read(row)
  }

  /** GET /receptions/links?filter=all|active|expired&page=N */
  async index(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    const filter = String(ctx.request.input('filter', 'all'))
    const page = pageNumber(ctx.request.input('page'))
    const now = new Date()
    const query = this.#scope(actor)
    if (filter === 'active') {
      query
        .whereNull('revoked_at')
        .whereNull('used_at')
        .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', now))
    } else if (filter === 'expired') {
      query.where((q) => q.whereNotNull('revoked_at').orWhereNotNull('used_at').orWhere('expires_at', '<=', now))
    } else if (filter !== 'all') {
      throw ApiError.invalid({ filter: `${K}filter` })
    }
    const { rows, meta } = await newestFirstPage(query, page, PER_PAGE)
    const data = await Promise.all(rows.map((row) => this.#view(safeLinkTable.read(row))))
    return { data, meta }
  }

  /** POST /receptions/links */
  async store(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    const input = await parseSafeLink(ctx.request.body())
    const planBytes = actor.permissions.transfer.limitations.sizeMax * MIB
    if (input.maxBytes && input.maxBytes > planBytes) {
      throw ApiError.invalid({ maxBytes: `${K}maxBytesPlan` }, `${K}maxBytesPlan`)
    }
    const now = new Date()
    const link: SafeLinkRow = {
      id: randomUUID(),
      token: base62Token(),
      organisationId: actor.organisationId,
      creatorId: actor.userId,
      creatorName: [actor.firstname, actor.lastname].filter(Boolean).join(' ') || actor.email || '',
      title: input.title,
      description: input.description ?? null,
      color: input.color ?? null,
      audience: input.audience,
      passwordHash: input.password ? await hash.make(input.password) : null,
      expiry: input.expiry,
      expiresAt: input.expiry === 'first-upload' ? null : new Date(now.getTime() + HOURS[input.expiry]! * 3600 * 1000),
      usedAt: null,
      usedBy: null,
      revokedAt: null,
      maxBytes: input.maxBytes ?? null,
      maxFiles: input.maxFiles ?? null,
      createdAt: now,
    }
    await db.table(safeLinkTable.table).insert(safeLinkTable.write(link))
    await this.audit.record({
      action: 'receptions.safelink.create',
      actorId: actor.userId,
      organisationId: actor.organisationId,
      subjectType: 'receptions_safelink',
      subjectId: link.id,
      meta: { audience: link.audience, expiry: link.expiry },
      ip: ctx.request.ip(),
    })
    return ctx.response.created(await this.#view(link, 0))
  }

  /** GET /receptions/links/:id */
  async show(ctx: HttpContext) {
    return this.#view(await this.#find(ctx))
  }

  /** DELETE /receptions/links/:id: revokes (the link stops accepting deliveries and uploads at once; what it received stays). */
  async destroy(ctx: HttpContext) {
    const link = await this.#find(ctx)
    if (!link.revokedAt) {
      await db
        .from(safeLinkTable.table)
        .where('id', link.id)
        .whereNull('revoked_at')
        .update(safeLinkTable.write({ revokedAt: new Date() }))
      await this.deliveries.stopUploading({ kind: 'link', id: link.id })
      const actor = await this.identity.requireActor(ctx)
      await this.audit.record({
        action: 'receptions.safelink.revoke',
        actorId: actor.userId,
        organisationId: link.organisationId,
        subjectType: 'receptions_safelink',
        subjectId: link.id,
        ip: ctx.request.ip(),
      })
    }
    return this.#view(safeLinkTable.read(await db.from(safeLinkTable.table).where('id', link.id).firstOrFail()))
  }
}

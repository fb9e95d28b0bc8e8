import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { ApiError, AuditService, IdentityService, OrganisationService, PlatformInfo } from '@sceau/plugin-sdk/server'
import type { ReceptionPageView } from '../../shared/types.js'
import { pageOpen } from '../services/access.js'
import { Deliveries } from '../services/deliveries.js'
import { isAdmin, member, requirePermission } from '../services/organisation_side.js'
import { pageTable, type PageRow } from '../services/tables.js'
import { parsePage } from '../validators/inputs.js'

const K = 'receptions.errors.'

/** The incoming reception page (docs/product.md §3): one per organisation, configured by its administrators. */
@inject()
export default class PageController {
  constructor(
    private identity: IdentityService,
    private organisations: OrganisationService,
    private platform: PlatformInfo,
    private audit: AuditService,
    private deliveries: Deliveries
  ) {}

  async #actor(ctx: HttpContext) {
    const actor = member(await this.identity.requireActor(ctx))
    if (!isAdmin(actor)) throw ApiError.forbidden(`${K}adminOnly`)
    requirePermission(actor, 'receptions.page')
    return actor
  }

  /** The organisation's page, created inactive and private on first read (its uuid never changes). */
  async #page(organisationId: number): Promise<PageRow> {
    const existing = await db.from(pageTable.table).where('organisation_id', organisationId).first()
    if (existing) return pageTable.read(existing)
    const now = new Date()
    try {
      await db.table(pageTable.table).insert(
        pageTable.write({
          id: randomUUID(),
          organisationId,
          active: false,
          color: null,
          access: 'PRIVATE',
          passwordHash: null,
          passwordVersion: 0,
          recipientIds: [],
          createdAt: now,
          updatedAt: now,
        })
      )
    } catch {
      // Two first reads at once: the other one created it.
    }
    return pageTable.read(await db.from(pageTable.table).where('organisation_id', organisationId).firstOrFail())
  }

  async #view(page: PageRow): Promise<ReceptionPageView> {
    const members = await this.organisations.members(page.organisationId)
    return {
      uuid: page.id,
      active: page.active,
      color: page.color,
      recipients: members
        .filter((m) => page.recipientIds.includes(m.userId))
        .map((m) => ({ id: String(m.userId), name: `${m.firstname} ${m.lastname}`.trim(), email: m.email })),
      access: page.access,
      hasPassword: page.passwordHash !== null,
      url: `${this.platform.appUrl}/r/${page.id}`,
    }
  }

  /** GET /receptions/page */
  async show(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    return this.#view(await this.#page(actor.organisationId))
  }

  /** PUT /receptions/page */
  async update(ctx: HttpContext) {
    const actor = await this.#actor(ctx)
    const input = await parsePage(ctx.request.body())
    const page = await this.#page(actor.organisationId)
    const members = new Set((await this.organisations.members(actor.organisationId)).map((m) => m.userId))
    const recipientIds = input.recipientIds.map(Number)
    if (recipientIds.some((id) => !members.has(id))) throw ApiError.invalid({ recipientIds: `${K}recipientNotMember` }, `${K}recipientNotMember`)
    if (input.password && input.password.length < 8) throw ApiError.invalid({ password: `${K}passwordShort` }, `${K}passwordShort`)
    if (input.access === 'PASSWORD' && !input.password && !page.passwordHash) {
      throw ApiError.invalid({ password: `${K}passwordRequired` }, `${K}passwordRequired`)
    }
    const password = input.access === 'PASSWORD' && input.password ? await hash.make(input.password) : null
    await db
      .from(pageTable.table)
      .where('id', page.id)
      .update(
        pageTable.write({
          active: input.active,
          color: input.color ?? null,
          access: input.access,
          recipientIds,
          ...(password ? { passwordHash: password, passwordVersion: page.passwordVersion + 1 } : {}),
          ...(input.access !== 'PASSWORD' && page.passwordHash ? { passwordHash: null, passwordVersion: page.passwordVersion + 1 } : {}),
          updatedAt: new Date(),
        })
      )
    const updated = await this.#page(actor.organisationId)
    // Made private or inactive: the deliveries still arriving stop now, as a revoked SafeLink's do.
    if (!pageOpen(updated)) await this.deliveries.stopUploading({ kind: 'page', id: page.id })
    await this.audit.record({
      action: 'receptions.page.update',
      actorId: actor.userId,
      organisationId: actor.organisationId,
      subjectType: 'receptions_page',
      subjectId: page.id,
      meta: { active: input.active, access: input.access, recipients: recipientIds.length, passwordChanged: password !== null },
      ip: ctx.request.ip(),
    })
    return this.#view(updated)
  }
}

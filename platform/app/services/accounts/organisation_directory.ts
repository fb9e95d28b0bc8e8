import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { memberPermissions, planPermissions, remainingMembers, type OrganisationPermissions, type OrganisationRole } from '@sceau/shared'
import { PluginRegistry } from '#plugins/plugin_registry'
import Organisation from '#models/organisation'
import OrganisationMember from '#models/organisation_member'
import User from '#models/user'
import { takeLoadedMembership } from '#services/accounts/account_loader'

export interface Membership {
  organisation: Organisation
  member: OrganisationMember
}

/**
 * Organisations and memberships: the personal organisation of each account, the active one, and
 * the permissions a plan grants and a member holds (docs/product.md §6, through @sceau/shared).
 */
@inject()
export class OrganisationDirectory {
  constructor(private plugins: PluginRegistry) {}

  /** The account's personal organisation, its administrator being the account; made active. */
  async createPersonal(user: User, trx: TransactionClientContract) {
    const organisation = await Organisation.create(
      { name: `${user.firstname} ${user.lastname}`.trim(), personalOwnerId: user.id, plan: 'free' },
      { client: trx }
    )
    await OrganisationMember.create({ organisationId: organisation.id, userId: user.id, role: 'admin', rights: {} }, { client: trx })
    user.useTransaction(trx)
    user.activeOrganisationId = organisation.id
    await user.save()
    return organisation
  }

  /** A new shared organisation on the free plan, its creator as administrator; made active. */
  async create(user: User, name: string) {
    const organisation = await db.transaction(async (trx) => {
      const organisation = await Organisation.create({ name, plan: 'free' }, { client: trx })
      await OrganisationMember.create({ organisationId: organisation.id, userId: user.id, role: 'admin', rights: {} }, { client: trx })
      user.useTransaction(trx)
      user.activeOrganisationId = organisation.id
      await user.save()
      return organisation
    })
    // The columns the database fills (renewal, colour...) are read back: the answer lists them all.
    await organisation.refresh()
    return organisation
  }

  membership(organisationId: number, userId: number, client?: QueryClientContract) {
    return OrganisationMember.query({ client }).where('organisation_id', organisationId).where('user_id', userId).first()
  }

  /** Every organisation of the user, personal first, then by name. */
  async membershipsOf(userId: number): Promise<Membership[]> {
    const members = await OrganisationMember.query().where('user_id', userId)
    if (!members.length) return []
    const organisations = await Organisation.query().whereIn(
      'id',
      members.map((m) => m.organisationId)
    )
    const byId = new Map(organisations.map((o) => [o.id, o]))
    return members
      .map((member) => ({ organisation: byId.get(member.organisationId)!, member }))
      .filter((m) => m.organisation)
      .sort((a, b) => {
        const personal = Number(b.organisation.personalOwnerId === userId) - Number(a.organisation.personalOwnerId === userId)
        return personal || a.organisation.name.localeCompare(b.organisation.name) || a.organisation.id - b.organisation.id
      })
  }

  /**
   * The organisation the user acts for: the active one while they belong to it, otherwise their
   * personal one (made active again), otherwise any they belong to.
   */
  async activeMembership(user: User): Promise<Membership> {
    const loaded = takeLoadedMembership(user)
    if (loaded) return loaded
    if (user.activeOrganisationId) {
      // Both rows at once: every logged-in request asks for them (one round trip less).
      const [member, organisation] = await Promise.all([this.membership(user.activeOrganisationId, user.id), Organisation.find(user.activeOrganisationId)])
      if (member && organisation) return { organisation, member }
    }
    const fallback = await this.#fallback(user.id)
    if (!fallback) throw new Error(`user ${user.id} belongs to no organisation`)
    user.activeOrganisationId = fallback.organisation.id
    await user.save()
    return fallback
  }

  async #fallback(userId: number): Promise<Membership | null> {
    const personal = await Organisation.query().where('personal_owner_id', userId).first()
    const member = personal && (await this.membership(personal.id, userId))
    if (personal && member) return { organisation: personal, member }
    return (await this.membershipsOf(userId))[0] ?? null
  }

  /**
   * What the organisation's plan grants, as its administrators hold it. The member slots bought with
   * a subscription count while it runs; once it has ended the free plan grants its own (issue 25).
   */
  organisationPermissions(organisation: Organisation): OrganisationPermissions {
    const premium = organisation.premium
    return planPermissions(premium ? 'premium' : 'free', {
      nbMember: premium ? organisation.memberSlots : null,
      isMandataire: organisation.thirdPartyDeposits,
      plugins: this.plugins.permissions(),
    })
  }

  /** What one member holds: the plan's permissions through their role and activated rights. */
  permissionsOf({ organisation, member }: Membership): OrganisationPermissions {
    return memberPermissions(this.organisationPermissions(organisation), member.role, member.rights)
  }

  /** Members, pending invitations, the limit (nbMember + 1) and what remains of it. */
  async capacity(organisation: Organisation, client: QueryClientContract = db.connection()) {
    const members = await countOf(client.from('organisation_members').where('organisation_id', organisation.id))
    const pending = await countOf(
      client.from('organisation_invitations').where('organisation_id', organisation.id).where('status', 'pending').where('expires_at', '>', new Date())
    )
    const limit = (this.organisationPermissions(organisation).organization?.nbMember ?? 0) + 1
    return { members, pendingInvitations: pending, memberLimit: limit, remainingMembers: remainingMembers(limit, members, pending) }
  }

  /** Adds the user to the organisation (idempotent: an existing membership is kept as it is). */
  async addMember(organisationId: number, userId: number, role: OrganisationRole, rights: Record<string, boolean>, client?: QueryClientContract) {
    const existing = await this.membership(organisationId, userId, client)
    if (existing) return existing
    return OrganisationMember.create({ organisationId, userId, role, rights }, { client })
  }

  /** The administrators' names, for the members told to ask them (paid features, rights). */
  async administratorNames(organisationId: number): Promise<string[]> {
    const rows = await db
      .from('organisation_members as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where('m.organisation_id', organisationId)
      .where('m.role', 'admin')
      .orderBy('u.id')
      .select('u.firstname', 'u.lastname', 'u.email')
    return rows.map((row: { firstname: string; lastname: string; email: string }) => `${row.firstname} ${row.lastname}`.trim() || row.email)
  }

  async adminCount(organisationId: number) {
    return countOf(db.from('organisation_members').where('organisation_id', organisationId).where('role', 'admin'))
  }
}

/** COUNT(*) of a query, as a number on SQLite and PostgreSQL (which answers a string). */
export async function countOf(query: DatabaseQueryBuilderContract) {
  const [row] = await query.count('* as total')
  return Number(row.total)
}

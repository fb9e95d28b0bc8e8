import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import User from '#models/user'
import Organisation from '#models/organisation'
import OrganisationMember from '#models/organisation_member'
import type { Membership } from '#services/organisation_directory'

/** The active membership read with each user by loadAccount, until the directory asks for it. */
const loadedMemberships = new WeakMap<User, Membership>()

/** `alias.column as alias__column` for every column of the model: the three tables share names (id, created_at...). */
function aliased(model: LucidModel, alias: string) {
  return [...model.$columnsDefinitions.values()].map(({ columnName }) => `${alias}.${columnName} as ${alias}__${columnName}`)
}

/** The columns of one alias, under their own names, as the driver answered them; null when the join found no row. */
function part(row: Record<string, unknown>, model: LucidModel, alias: string) {
  const out: Record<string, unknown> = {}
  for (const { columnName } of model.$columnsDefinitions.values()) out[columnName] = row[`${alias}__${columnName}`]
  return out[model.$keys.attributesToColumns.get(model.primaryKey) ?? 'id'] == null ? null : out
}

/**
 * A logged-in request's user, with their active organisation and membership, in one query: every
 * such request needs the three rows (three round trips otherwise). Null when the user is gone.
 */
export async function loadAccount(id: number | string): Promise<User | null> {
  const row = (await db
    .from('users as u')
    .leftJoin('organisations as o', 'o.id', 'u.active_organisation_id')
    .leftJoin('organisation_members as m', (join) => join.on('m.organisation_id', 'u.active_organisation_id').andOn('m.user_id', 'u.id'))
    .select([...aliased(User, 'u'), ...aliased(Organisation, 'o'), ...aliased(OrganisationMember, 'm')])
    .where('u.id', id)
    .first()) as Record<string, unknown> | null
  if (!row) return null
  const user = User.$createFromAdapterResult(part(row, User, 'u')!)!
  const organisation = part(row, Organisation, 'o')
  const member = part(row, OrganisationMember, 'm')
  if (organisation && member) {
    loadedMemberships.set(user, {
      organisation: Organisation.$createFromAdapterResult(organisation)!,
      member: OrganisationMember.$createFromAdapterResult(member)!,
    })
  }
  return user
}

/** The active membership loadAccount read with this user (taken once: a later ask reads the database). */
export function takeLoadedMembership(user: User): Membership | undefined {
  const membership = loadedMemberships.get(user)
  loadedMemberships.delete(user)
  return membership && membership.organisation.id === user.activeOrganisationId ? membership : undefined
}

import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import User from '#models/user'
import Organisation from '#models/organisation'
import OrganisationMember from '#models/organisation_member'
import type { Membership } from '#services/accounts/organisation_directory'
import { rawRows } from '#services/engines/raw_rows'

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

/** The user, active organisation and membership columns of a row that joined users as u (null when it found none). */
function accountOf(row: Record<string, unknown>): User | null {
  const userColumns = part(row, User, 'u')
  if (!userColumns) return null
  const user = User.$createFromAdapterResult(userColumns)!
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

/** Joins the active organisation and membership of the user aliased u. */
function withMembership(query: DatabaseQueryBuilderContract) {
  return query
    .leftJoin('organisations as o', 'o.id', 'u.active_organisation_id')
    .leftJoin('organisation_members as m', (join) => join.on('m.organisation_id', 'u.active_organisation_id').andOn('m.user_id', 'u.id'))
}

/** Every column of the three rows, aliased; computed once (the models' columns are fixed when they load), not per request. */
const ACCOUNT_COLUMNS = [...aliased(User, 'u'), ...aliased(Organisation, 'o'), ...aliased(OrganisationMember, 'm')]

/**
 * A logged-in request's user, with their active organisation and membership, in one query: every
 * such request needs the three rows (three round trips otherwise). Null when the user is gone.
 */
export async function loadAccount(id: number | string): Promise<User | null> {
  const row = (await withMembership(db.from('users as u')).select(ACCOUNT_COLUMNS).where('u.id', id).first()) as Record<string, unknown> | null
  return row ? accountOf(row) : null
}

export interface SessionRow {
  data: string
  expiresAt: Date
  /** The user the session is tagged with at login (sessions.user_id), with their membership. */
  user: User | null
}

/** Stands for the session id in the compiled query's bindings. */
const SESSION_ID = Symbol('session id')

/** The session-and-account query, compiled by knex for the default connection's dialect once: it is the same on every request. */
let sessionQuery: { sql: string; bindings: readonly unknown[] } | undefined

function compiledSessionQuery() {
  return (sessionQuery ??= withMembership(db.from('sessions as s').joinRaw('left join users as u on u.id = cast(s.user_id as integer)'))
    .select(['s.data as s__data', 's.expires_at as s__expires_at', ...ACCOUNT_COLUMNS])
    .where('s.id', SESSION_ID as never)
    .limit(1)
    .toSQL())
}

/** A session's row and the account of the user it is tagged with, in one query (a logged-in request's first). */
export async function loadSessionWithAccount(sessionId: string): Promise<SessionRow | null> {
  const { sql, bindings } = compiledSessionQuery()
  const result = await db.rawQuery(sql, bindings.map((value) => (value === SESSION_ID ? sessionId : value)) as never)
  const row = rawRows<Record<string, unknown>>(result)[0]
  if (!row) return null
  return { data: String(row.s__data), expiresAt: new Date(row.s__expires_at as string | number | Date), user: accountOf(row) }
}

/** The users a request's session came with, for the session guard's lookup of the same id. */
const sessionUsers = new WeakMap<object, User>()

export function rememberSessionUser(request: object, user: User) {
  sessionUsers.set(request, user)
}

/** The user the request's session row came with, when it is the one asked for (taken once). */
export function takeSessionUser(request: object, id: string): User | undefined {
  const user = sessionUsers.get(request)
  sessionUsers.delete(request)
  return user && String(user.id) === id ? user : undefined
}

/** The active membership loadAccount read with this user (taken once: a later ask reads the database). */
export function takeLoadedMembership(user: User): Membership | undefined {
  const membership = loadedMemberships.get(user)
  loadedMemberships.delete(user)
  return membership && membership.organisation.id === user.activeOrganisationId ? membership : undefined
}

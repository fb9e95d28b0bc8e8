import db from '@adonisjs/lucid/services/db'
import { fileTable, recipientTable, transferTable } from './transfer_tables.js'

/** Whose transfers: an organisation's, or only those one of its members created (userId). */
export interface TransferScope {
  organisationId: number
  userId?: number | null
}

export interface ListQuery extends TransferScope {
  filter: 'all' | 'active' | 'expired'
  search: string | null
  /** The free tier's history window: only transfers sent from then on. */
  since: Date | null
  page: number
  perPage: number
}

const TRANSFERS = transferTable.table

/** Narrows a query of the transfers table to a scope (`prefix` names the table in a join). */
function scoped<Q extends { where: (column: string, value: number) => Q }>(query: Q, scope: TransferScope, prefix = ''): Q {
  const byOrganisation = query.where(`${prefix}organisation_id`, scope.organisationId)
  return scope.userId == null ? byOrganisation : byOrganisation.where(`${prefix}user_id`, scope.userId)
}

/** What an organisation sees of its transfers (list and dashboard); every query is scoped by its id here. */
export class TransferListing {
  /** One page of sent transfers, newest first; search in title, message, recipients and file names. */
  async list(query: ListQuery) {
    const base = scoped(db.from(TRANSFERS), query)
    if (query.filter === 'active') base.where('status', 'active')
    else if (query.filter === 'expired') base.whereIn('status', ['expired'])
    else base.whereIn('status', ['active', 'expired'])
    if (query.since) base.where('sent_at', '>=', query.since)
    if (query.search) {
      const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      base.where((where) => {
        where
          .whereRaw(`lower(coalesce(title, '')) like ? escape '\\'`, [like])
          .orWhereRaw(`lower(coalesce(message, '')) like ? escape '\\'`, [like])
          .orWhereExists((sub) => {
            sub.from(recipientTable.table).whereRaw(`${recipientTable.table}.transfer_id = ${TRANSFERS}.id`).whereRaw(`lower(email) like ? escape '\\'`, [like])
          })
          .orWhereExists((sub) => {
            sub.from(fileTable.table).whereRaw(`${fileTable.table}.transfer_id = ${TRANSFERS}.id`).whereRaw(`lower(path) like ? escape '\\'`, [like])
          })
      })
    }
    // The count and the page at once (two connections of the pool): one round trip less per list.
    const [totalRow, rows] = await Promise.all([
      base.clone().count('* as n').first(),
      base
        .clone()
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .offset((query.page - 1) * query.perPage)
        .limit(query.perPage),
    ])
    return { rows: rows.map((row) => transferTable.read(row)), total: Number(totalRow?.n ?? 0) }
  }

  async stats(scope: TransferScope, now: Date, soon: Date) {
    const transfers = () => scoped(db.from(TRANSFERS), scope)
    const count = async (query: ReturnType<typeof transfers>) => Number((await query.count('* as n').first())?.n ?? 0)
    const active = await count(transfers().where('status', 'active'))
    const expiringSoon = await count(transfers().where('status', 'active').where('expire_at', '<=', soon).where('expire_at', '>', now))
    const expired = await count(transfers().where('status', 'expired'))
    const filesRow = await scoped(db.from(fileTable.table).join(TRANSFERS, `${TRANSFERS}.id`, `${fileTable.table}.transfer_id`), scope, `${TRANSFERS}.`)
      .whereIn(`${TRANSFERS}.status`, ['active', 'expired'])
      .count('* as n')
      .first()
    const latest = await transfers().whereIn('status', ['active', 'expired']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(5)
    return { active, expiringSoon, expired, filesSent: Number(filesRow?.n ?? 0), latest: latest.map((row) => transferTable.read(row)) }
  }
}

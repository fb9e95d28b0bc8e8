import db from '@adonisjs/lucid/services/db'
import { newestFirstPage, type Actor, type AnchorService } from '@sceau/plugin-sdk/server'
import { historyWindow } from '@sceau/shared'
import type { DepositPage } from '../../shared/index.js'
import { depositOf } from './deposit_repository.js'
import { summaries } from './presenter.js'

export interface ListQuery {
  page?: unknown
  perPage?: unknown
  tag?: unknown
  applicant?: unknown
  creator?: unknown
  coAuthor?: unknown
  owner?: unknown
}

const int = (value: unknown, fallback: number, max: number) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n >= 1 ? Math.min(n, max) : fallback
}
const needle = (value: unknown) =>
  typeof value === 'string' && value.trim()
    ? `%${value
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null

/** docs/product.md §2 deposits list: the organisation's deposits, newest first, filtered and paginated in SQL. */
export async function listDeposits(actor: Actor, query: ListQuery, driver: AnchorService['driver']): Promise<DepositPage> {
  const page = int(query.page, 1, 100_000)
  const perPage = int(query.perPage, 20, 100)
  const now = new Date()
  const base = db.from('consignment_deposits').where('organisation_id', actor.organisationId).whereNot('state', 'cancelled')
  // docs/product.md §1: the free tier lists a limited history, the paid plan all of it (docs/history-window.md); each deposit stays reachable by its id.
  const history = historyWindow(actor.premium, now)
  if (history) base.where('created_at', '>=', new Date(history.since))
  if (query.tag === 'protected') base.where('state', 'protected').where('expires_at', '>', now)
  if (query.tag === 'expired') base.where('state', 'protected').where('expires_at', '<=', now)
  const like = (column: string, value: string) => base.whereRaw(`LOWER(${column}) LIKE ? ESCAPE '\\'`, [value])
  const applicant = needle(query.applicant)
  if (applicant) like('author_name', applicant)
  const creator = needle(query.creator)
  if (creator) like('creator_name', creator)
  const owner = needle(query.owner)
  if (owner) like('owner', owner)
  const coAuthor = needle(query.coAuthor)
  if (coAuthor) {
    base.whereIn(
      'id',
      db.from('consignment_coauthors').whereRaw(`LOWER(firstname || ' ' || lastname || ' ' || email) LIKE ? ESCAPE '\\'`, [coAuthor]).select('deposit_id')
    )
  }
  const { rows, meta } = await newestFirstPage(base, page, perPage)
  return {
    data: await summaries(rows.map(depositOf), driver),
    meta: { page, perPage, total: meta.total, lastPage: meta.lastPage, history },
  }
}

/*
 * One page of a plugin's list, newest first: what capsules, releases and deposits each counted and
 * paged by hand. The query is any Lucid query builder over the plugin's table, already filtered.
 */

/** The part of a Lucid query builder a page needs (structural, so the SDK does not depend on Lucid). */
export interface PageableQuery {
  clone(): PageableQuery
  count(column: string): PromiseLike<unknown[]>
  orderBy(column: string, direction: 'asc' | 'desc'): PageableQuery
  offset(rows: number): PageableQuery
  limit(rows: number): PromiseLike<unknown[]>
}

/** A page's rows and its meta (the `PageMeta` of answer_schemas), newest first: created_at, then id, descending. */
export async function newestFirstPage(
  query: PageableQuery,
  page: number,
  perPage: number
): Promise<{ rows: Record<string, unknown>[]; meta: { total: number; perPage: number; currentPage: number; lastPage: number } }> {
  const [counted] = (await query.clone().count('* as total')) as { total: unknown }[]
  const total = Number(counted?.total ?? 0)
  const rows = (await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset((page - 1) * perPage)
    .limit(perPage)) as Record<string, unknown>[]
  return { rows, meta: { total, perPage, currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)) } }
}

import { DateTime } from 'luxon'

/**
 * A moment as raw queries bind it on every table, models' included: a JS Date (docs/adr/0004), kept
 * as epoch milliseconds on SQLite and timestamptz on PostgreSQL.
 */
export function toSqlDateTime(moment: DateTime = DateTime.now()) {
  return moment.toJSDate()
}

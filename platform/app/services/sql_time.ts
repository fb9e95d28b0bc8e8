import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'

/**
 * A moment written the way Lucid writes model DateTime columns on this connection, for raw
 * queries on tables that models read: SQLite keeps text there, and a JS Date would be bound as a
 * number that compares wrongly and that the model cannot read back.
 */
export function toSqlDateTime(moment: DateTime = DateTime.now()) {
  return moment.toFormat(db.connection().dialect.dateTimeFormat)
}

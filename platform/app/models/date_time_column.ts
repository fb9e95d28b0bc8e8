import { DateTime } from 'luxon'
import { readDate } from '@sceau/plugin-sdk/server'

/**
 * Options of every model DateTime column (docs/adr/0004): the moment is bound as a JS Date, so it is
 * kept like every other date (epoch milliseconds on SQLite, timestamptz on PostgreSQL) and raw
 * queries compare it with a bound Date. Lucid's default would write its own text on SQLite.
 */
export const storedAsDate = {
  prepare: (value: unknown, attribute: string) => {
    if (!DateTime.isDateTime(value)) return value
    if (!value.isValid) throw new TypeError(`${attribute}: ${value.invalidReason}`)
    return value.toJSDate()
  },
  consume: (value: unknown) => (value === null || value === undefined ? value : DateTime.fromJSDate(readDate(value))),
}

/** A stored moment as ISO 8601: always valid (`prepare` refuses an invalid one), so never null, whatever Luxon's type says. */
export function isoOf(value: DateTime): string {
  return value.toISO() ?? value.toJSDate().toISOString()
}

/**
 * Typed rows of a plugin's own tables, alike on SQLite and PostgreSQL (docs/adr/0004). A moment is
 * bound as a JS Date: the driver stores it as epoch milliseconds on SQLite and as timestamptz on
 * PostgreSQL, so writes, comparisons and ordering need no dialect test anywhere.
 */

/** How one column is read from a driver's row and written back. */
export interface Column<T> {
  read(value: unknown): T
  write(value: T): unknown
  /** The same column, holding null (or absent) as null. */
  nullable(): Column<T | null>
}

function defineColumn<T>(readValue: (value: unknown) => T, write: (value: T) => unknown = (value) => value): Column<T> {
  const nullable: Column<T | null> = {
    read: (value) => (value === null || value === undefined ? null : readValue(value)),
    write: (value) => (value === null ? null : write(value)),
    nullable: () => nullable,
  }
  return {
    read: (value) => {
      // A NOT NULL column read empty means the row or its definition is wrong: say so, never "null".
      if (value === null || value === undefined) throw new TypeError('A required column is empty')
      return readValue(value)
    },
    write,
    nullable: () => nullable,
  }
}

/** A stored moment as a Date: SQLite answers epoch milliseconds, PostgreSQL a Date. */
export function readDate(value: unknown): Date {
  if (value instanceof Date) return value
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) return new Date(Number(value))
  throw new TypeError(`Not a stored moment: ${String(value)}`)
}

function readNumber(value: unknown): number {
  // PostgreSQL answers bigint columns as strings.
  const number = Number(value)
  if (typeof value === 'boolean' || !Number.isFinite(number)) throw new TypeError(`Not a stored number: ${String(value)}`)
  return number
}

/** The kinds of column a plugin's table holds. */
export const column = {
  string: <T extends string = string>() => defineColumn<T>((value) => String(value) as T),
  number: () => defineColumn<number>(readNumber),
  /** SQLite answers 0 or 1, PostgreSQL a boolean. */
  boolean: () => defineColumn<boolean>((value) => value === true || value === 1 || value === '1'),
  date: () => defineColumn<Date>(readDate),
  /** A value kept as JSON text. */
  json: <T>() =>
    defineColumn<T>(
      (value) => (typeof value === 'string' ? JSON.parse(value) : value) as T,
      (value) => JSON.stringify(value)
    ),
  /** Bytes kept as base64 text. */
  base64: () =>
    defineColumn<Uint8Array>(
      (value) => new Uint8Array(Buffer.from(String(value), 'base64')),
      (value) => Buffer.from(value).toString('base64')
    ),
}

type Columns = Record<string, Column<unknown>>

/** The typed row a table definition reads: one property per column. */
export type RowOf<C extends Columns> = { [K in keyof C]: C[K] extends Column<infer T> ? T : never }

/** A property's column: `senderEmail` lives in `sender_email`. */
export const columnName = (property: string) => property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** A table's columns by property name: reads a driver's row into a typed row, writes values back. */
export class TableRows<C extends Columns> {
  /** Property, column name and definition of each column, computed once: read() runs per row of every list. */
  readonly #layout: [property: string, column: string, definition: Column<unknown>][]

  constructor(
    readonly table: string,
    readonly columns: C
  ) {
    this.#layout = Object.entries(columns).map(([property, definition]) => [property, columnName(property), definition])
  }

  read(row: Record<string, unknown>): RowOf<C> {
    const out: Record<string, unknown> = {}
    for (const [property, name, definition] of this.#layout) out[property] = definition.read(row[name])
    return out as RowOf<C>
  }

  /** The columns and stored values of the properties given (undefined ones are left out). */
  write(values: Partial<RowOf<C>>): Record<string, unknown> {
    const out: Record<string, unknown> = {}
    for (const [property, value] of Object.entries(values)) {
      const definition = this.columns[property]
      if (value === undefined || !definition) continue
      out[columnName(property)] = definition.write(value)
    }
    return out
  }
}

export const defineTable = <C extends Columns>(table: string, columns: C) => new TableRows(table, columns)

/** What a migration needs of Lucid's query client (kept structural: the SDK does not depend on Lucid). */
interface MigrationClient {
  dialect: { name: string }
  rawQuery(sql: string): PromiseLike<unknown>
}

/** How old SQLite text dates were written: UTC (this SDK's plugins) or the process's local time (Lucid's format). */
export type TextDateZone = 'utc' | 'local'

/**
 * Converts moments kept as SQLite text ("2026-03-01 12:34:56.789", with or without the "T" and "Z")
 * into epoch milliseconds. PostgreSQL columns are timestamptz already: nothing to do.
 */
export async function textDatesToEpoch(client: MigrationClient, table: string, columns: string[], zone: TextDateZone = 'utc') {
  if (client.dialect.name === 'postgres') return
  const modifier = zone === 'local' ? `, 'utc'` : ''
  for (const name of columns) {
    const day = `julianday("${name}"${modifier})`
    await client.rawQuery(
      `update "${table}" set "${name}" = cast(round((${day} - 2440587.5) * 86400000) as integer) where typeof("${name}") = 'text' and ${day} is not null`
    )
  }
}

/** The way back: epoch milliseconds on SQLite become text again, in the zone they were written in. */
export async function epochDatesToText(client: MigrationClient, table: string, columns: string[], zone: TextDateZone = 'utc') {
  if (client.dialect.name === 'postgres') return
  const modifier = zone === 'local' ? `, 'localtime'` : ''
  for (const name of columns) {
    await client.rawQuery(
      `update "${table}" set "${name}" = strftime('%Y-%m-%d %H:%M:%f', "${name}" / 1000.0, 'unixepoch'${modifier}) where typeof("${name}") = 'integer'`
    )
  }
}

import db from '@adonisjs/lucid/services/db'

/**
 * Dates in and out of this plugin's timestamp columns, alike on SQLite (text, written in UTC here)
 * and PostgreSQL (timestamptz): comparisons and ordering then agree on both.
 */
export function toDb(date: Date): Date | string {
  if (db.connection().dialect.name === 'postgres') return date
  return date.toISOString().replace('T', ' ').replace('Z', '')
}

export function fromDb(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value
  if (typeof value === 'number') return new Date(value)
  const text = String(value)
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`)
}

export function isoOrNull(value: unknown): string | null {
  return fromDb(value)?.toISOString() ?? null
}

/** SQLite gives timestamps back as epoch milliseconds, PostgreSQL as Date. */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value
  const number = Number(value)
  return new Date(Number.isFinite(number) ? number : String(value))
}

export const iso = (value: unknown) => toDate(value)?.toISOString() ?? null

export const DAY_MS = 24 * 3600 * 1000

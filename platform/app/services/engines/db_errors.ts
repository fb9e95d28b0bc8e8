/** A unique-key violation on SQLite or PostgreSQL (two writers racing for one key). */
export function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; message?: string }
  return e.code === '23505' || String(e.code ?? '').startsWith('SQLITE_CONSTRAINT') || /UNIQUE constraint failed/.test(e.message ?? '')
}

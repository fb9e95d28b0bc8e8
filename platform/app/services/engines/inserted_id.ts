/** The id of the first row an insert returned: PostgreSQL answers `[{ id }]` (RETURNING), SQLite `[id]`. */
export function firstInsertedId(inserted: unknown): number | string | undefined {
  const first: unknown = Array.isArray(inserted) ? inserted[0] : inserted
  if (typeof first === 'object' && first !== null && 'id' in first) return first.id as number | string
  return first as number | string | undefined
}

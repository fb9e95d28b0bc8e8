/** A JSON value kept in a text column (same on SQLite and PostgreSQL). */
export function jsonColumn<T>(fallback: T) {
  return {
    prepare: (value: T) => JSON.stringify(value ?? fallback),
    consume: (value: unknown): T => {
      if (value === null || value === undefined) return structuredClone(fallback)
      if (typeof value !== 'string') return value as T
      try {
        return JSON.parse(value) as T
      } catch {
        return structuredClone(fallback)
      }
    },
  }
}

/** The rows a raw query answered: better-sqlite3 gives the rows themselves, pg a result holding them in `rows`. */
export function rawRows<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows
}

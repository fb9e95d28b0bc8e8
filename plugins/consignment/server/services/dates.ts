export const DAY_MS = 24 * 60 * 60 * 1000

/** The same calendar day `years` later, in UTC (29 February becomes 28 February or 1 March as Date does). */
export function addYears(date: Date, years: number) {
  const next = new Date(date.getTime())
  next.setUTCFullYear(next.getUTCFullYear() + years)
  return next
}

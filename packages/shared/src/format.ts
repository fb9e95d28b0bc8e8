/* Formats shared by the API and the web app. */

const UNITS = {
  fr: ['octets', 'ko', 'Mo', 'Go', 'To'],
  en: ['bytes', 'KB', 'MB', 'GB', 'TB'],
  es: ['bytes', 'KB', 'MB', 'GB', 'TB'],
  it: ['byte', 'KB', 'MB', 'GB', 'TB'],
  pt: ['bytes', 'KB', 'MB', 'GB', 'TB'],
} as const

/** "1,5 Go": sizes in steps of 1024 (docs/product.md §9), French units by default. */
export function formatBytes(bytes: number, locale: keyof typeof UNITS | string = 'fr'): string {
  const units = UNITS[(locale in UNITS ? locale : 'fr') as keyof typeof UNITS]
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)
  return `${number} ${units[unit]}`
}

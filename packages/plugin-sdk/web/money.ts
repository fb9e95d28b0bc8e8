/** An amount in cents (the API's unit) as euros in `locale`: whole amounts without cents ("4 €"), others with two decimals ("4,50 €"). */
export function formatEuros(cents: number, locale: string): string {
  return euroFormat(locale).format(cents / 100)
}

const formats = new Map<string, Intl.NumberFormat>()

function euroFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', trailingZeroDisplay: 'stripIfInteger' })
    formats.set(locale, format)
  }
  return format
}

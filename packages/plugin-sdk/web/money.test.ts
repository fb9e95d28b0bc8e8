import { describe, expect, it } from 'vitest'
import { formatEuros } from './money.js'

// Intl separates amount and sign with a no-break space (narrow in French): compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatEuros: cents from the API, written as each language writes euros', () => {
  it.each([
    ['fr', '4 €', '4,50 €', '1 234,50 €'],
    ['en', '€4', '€4.50', '€1,234.50'],
    ['es', '4 €', '4,50 €', '1234,50 €'],
    ['it', '4 €', '4,50 €', '1234,50 €'],
    ['pt', '€ 4', '€ 4,50', '€ 1.234,50'],
  ])('%s: whole amounts without cents, others with two decimals', (locale, whole, withCents, large) => {
    expect(plain(formatEuros(400, locale))).toBe(whole)
    expect(plain(formatEuros(450, locale))).toBe(withCents)
    expect(plain(formatEuros(123_450, locale))).toBe(large)
  })

  it('takes cents, not euros', () => {
    expect(plain(formatEuros(5, 'en'))).toBe('€0.05')
    expect(plain(formatEuros(0, 'en'))).toBe('€0')
  })
})

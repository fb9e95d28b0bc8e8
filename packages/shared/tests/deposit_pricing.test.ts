import { describe, expect, it } from 'vitest'
import { CONSERVATION_YEARS, DEPOSIT_PRICE_TABLE, MO, PricingError, depositPrice, priceRowFor, startingPrice } from '../src/deposit_pricing.js'

describe('deposit price table (docs/product.md §3, §9)', () => {
  it('starts at 4 euros for 3 years', () => {
    expect(startingPrice()).toEqual({ years: 3, cents: 400 })
    expect(depositPrice({ bytes: 1, years: 3, paidPlan: false }).totalCents).toBe(400)
  })

  it('rows cover every size without gap or overlap, each offering every conservation length', () => {
    for (const [i, row] of DEPOSIT_PRICE_TABLE.entries()) {
      if (i > 0) expect(row.minSize).toBe(DEPOSIT_PRICE_TABLE[i - 1]!.maxSize)
      expect(row.prices.map((p) => p.year)).toEqual([...CONSERVATION_YEARS])
    }
    expect(DEPOSIT_PRICE_TABLE[0]!.minSize).toBe(0)
    expect(DEPOSIT_PRICE_TABLE.at(-1)!.maxSize).toBeNull()
  })

  it('chooses the row by size in Mo, bounds included below and excluded above', () => {
    expect(priceRowFor(0).minSize).toBe(0)
    expect(priceRowFor(10 * MO - 1).minSize).toBe(0)
    expect(priceRowFor(10 * MO).minSize).toBe(10)
    expect(priceRowFor(4096 * MO).maxSize).toBeNull()
    expect(priceRowFor(50 * 1024 * MO).maxSize).toBeNull()
  })

  it('prices grow with size and with years', () => {
    const small = depositPrice({ bytes: MO, years: 3, paidPlan: false }).totalCents
    const large = depositPrice({ bytes: 2048 * MO, years: 3, paidPlan: false }).totalCents
    expect(large).toBeGreaterThan(small)
    expect(depositPrice({ bytes: MO, years: 10, paidPlan: false }).totalCents).toBeGreaterThan(small)
  })

  it('takes 20% off with the paid plan, rounded in the customer’s favour', () => {
    expect(depositPrice({ bytes: MO, years: 3, paidPlan: true })).toEqual({ baseCents: 400, discountCents: 80, totalCents: 320, years: 3, bytes: MO })
    const odd = depositPrice({ bytes: MO, years: 1, paidPlan: true }, [{ minSize: 0, maxSize: null, prices: [{ year: 1, amount: 333 }] }])
    expect(odd.discountCents).toBe(67)
    expect(odd.totalCents).toBe(266)
  })

  it('refuses lengths the table does not offer and impossible sizes', () => {
    expect(() => depositPrice({ bytes: MO, years: 2, paidPlan: false })).toThrow(PricingError)
    expect(() => depositPrice({ bytes: -1, years: 3, paidPlan: false })).toThrow(/non-negative/)
    expect(() => depositPrice({ bytes: 1.5, years: 3, paidPlan: false })).toThrow(PricingError)
    expect(() => priceRowFor(MO, [{ minSize: 5, maxSize: 10, prices: [] }])).toThrow(/no price/)
  })
})

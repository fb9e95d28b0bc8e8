/*
 * Deposit prices (docs/product.md §3 "Price table", §9): rows by size in Mo (steps of 1024) with a price per
 * conservation length in years; "from 4 euros for 3 years"; 20% off with the paid plan. The API
 * charges what this computes and the forms show the same figure before anyone pays.
 */
import { LIMITS } from './constants.js'

export const MO = 1024 * 1024

/** One row: sizes from `minSize` (inclusive) to `maxSize` (exclusive, null: no limit), in Mo. */
export interface PriceRow {
  minSize: number
  maxSize: number | null
  /** Price in euro cents, tax included, for each conservation length offered. */
  prices: { year: number; amount: number }[]
}

/** The conservation lengths a deposit can be bought for, in years. */
export const CONSERVATION_YEARS = [1, 3, 5, 10] as const
export type ConservationYears = (typeof CONSERVATION_YEARS)[number]

export const DEPOSIT_PRICE_TABLE: readonly PriceRow[] = [
  {
    minSize: 0,
    maxSize: 10,
    prices: [
      { year: 1, amount: 200 },
      { year: 3, amount: 400 },
      { year: 5, amount: 600 },
      { year: 10, amount: 1000 },
    ],
  },
  {
    minSize: 10,
    maxSize: 100,
    prices: [
      { year: 1, amount: 300 },
      { year: 3, amount: 600 },
      { year: 5, amount: 900 },
      { year: 10, amount: 1500 },
    ],
  },
  {
    minSize: 100,
    maxSize: 1024,
    prices: [
      { year: 1, amount: 500 },
      { year: 3, amount: 1000 },
      { year: 5, amount: 1500 },
      { year: 10, amount: 2500 },
    ],
  },
  {
    minSize: 1024,
    maxSize: 4096,
    prices: [
      { year: 1, amount: 1000 },
      { year: 3, amount: 2000 },
      { year: 5, amount: 3000 },
      { year: 10, amount: 5000 },
    ],
  },
  {
    minSize: 4096,
    maxSize: null,
    prices: [
      { year: 1, amount: 2000 },
      { year: 3, amount: 4000 },
      { year: 5, amount: 6000 },
      { year: 10, amount: 10000 },
    ],
  },
]

export interface DepositPrice {
  /** Full price in euro cents. */
  baseCents: number
  /** Discount of the paid plan, in cents (0 without it). */
  discountCents: number
  /** What is charged, in euro cents, tax included. */
  totalCents: number
  years: number
  /** The size the row was chosen by, in bytes. */
  bytes: number
}

export class PricingError extends Error {
  constructor(
    readonly reason: 'years' | 'size',
    message: string
  ) {
    super(message)
    this.name = 'PricingError'
  }
}

export function isConservationYears(value: unknown): value is ConservationYears {
  return (CONSERVATION_YEARS as readonly unknown[]).includes(value)
}

/** The row a size (in bytes) falls in. */
export function priceRowFor(bytes: number, table: readonly PriceRow[] = DEPOSIT_PRICE_TABLE): PriceRow {
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new PricingError('size', 'size must be a non-negative integer of bytes')
  const mo = bytes / MO
  const row = table.find((r) => mo >= r.minSize && (r.maxSize === null || mo < r.maxSize))
  if (!row) throw new PricingError('size', `no price for ${bytes} bytes`)
  return row
}

/**
 * The price of a deposit of `bytes` (the sum of its files) kept `years` years; `paidPlan` takes
 * the 20% off of docs/product.md §9, rounded to the cent in the customer's favour.
 */
export function depositPrice(input: { bytes: number; years: number; paidPlan: boolean }, table: readonly PriceRow[] = DEPOSIT_PRICE_TABLE): DepositPrice {
  const row = priceRowFor(input.bytes, table)
  const entry = row.prices.find((p) => p.year === input.years)
  if (!entry) throw new PricingError('years', `no price for ${input.years} years (offered: ${row.prices.map((p) => p.year).join(', ')})`)
  const discountCents = input.paidPlan ? Math.ceil(entry.amount * LIMITS.depositDiscountOnPaidPlan) : 0
  return { baseCents: entry.amount, discountCents, totalCents: entry.amount - discountCents, years: input.years, bytes: input.bytes }
}

/** The lowest price of the table for the default length: the "from 4 euros for 3 years" of docs/product.md §1. */
export function startingPrice(table: readonly PriceRow[] = DEPOSIT_PRICE_TABLE, years: number = LIMITS.defaultDepositYears) {
  const amounts = table.flatMap((row) => row.prices.filter((p) => p.year === years).map((p) => p.amount))
  return { years, cents: Math.min(...amounts) }
}

/* Business constants of docs/product.md §9. Sizes in bytes, durations in days unless named otherwise. */

export const GIB = 1024 ** 3

export const LIMITS = {
  anonymousTransferBytes: 2 * GIB,
  freeTransferBytes: 4 * GIB,
  paidTransferBytes: 20 * GIB,
  freeExpiryDays: { min: 7, max: 7 },
  paidExpiryDays: { min: 7, max: 90 },
  anonymousConservationDays: 1,
  checksumLimitBytes: 2147483648,
  passwordMinLength: 8,
  minimumCreditEuros: 1,
  cardVerificationEuros: 1,
  paidPlanMonthlyEuros: 5,
  depositDiscountOnPaidPlan: 0.2,
  defaultDepositYears: 3,
  borrowedTimeDays: 15,
  /** docs/product.md §1 "limited history" of the free tier: the lists show this many days back (docs/history-window.md). */
  freeHistoryDays: 30,
} as const

/** Paid plan prices in euro cents, tax included (ADR 0006): the year, and one additional member for a year. */
export const PLAN_PRICES = {
  yearlyCents: LIMITS.paidPlanMonthlyEuros * 12 * 100,
  extraMemberYearlyCents: 2400,
  vatRate: 0.2,
} as const

export const LOCALE_COOKIE = { name: 'sceau_locale', maxAgeDays: 365 } as const
export const CHUNK_RELOAD_THROTTLE_MS = 60_000
export const FETCH_MIN_DISPLAY_MS = 200
export const SIDEBAR_WIDTH_PX = 250
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
export const SAFELINK_EXPIRY_CHOICES = ['24h', '7d', '14d', '30d', 'first-upload'] as const
/** The product's version (docs/product.md §1), the one place it is written: the footer and GET /api/v2/health show it. */
export const APP_VERSION = '2.7.2'
/** Where an instance serves the rendered reference of its OpenAPI document (GET /api/v2/openapi.json). */
export const API_REFERENCE_PATH = '/api/docs'

/**
 * How long recipients' network information (a truncated IP, a salted hash of the browser) stays in
 * proof-of-delivery logs, and how long a deleted transfer's proof (its log and file hashes) is kept;
 * per organisation, in days (docs/proof-of-delivery.md "Privacy").
 */
export const DELIVERY_RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const

/* API answers more than one test file needs. */

/** GET /transfer/limits: what each tier may send, and for how long. */
export const transferLimits = {
  anonymous: { maxBytes: 2 * 1024 ** 3, expiryDays: { min: 1, max: 1 } },
  free: { maxBytes: 4 * 1024 ** 3, expiryDays: { min: 7, max: 7 } },
  paid: { maxBytes: 20 * 1024 ** 3, expiryDays: { min: 7, max: 90 } },
}

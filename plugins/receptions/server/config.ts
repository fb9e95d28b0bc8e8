/*
 * Settings of the receptions plugin (documented in its README). Retention: received files are kept
 * as long as the organisation's plan keeps a transfer at most (docs/product.md §9: 90 days on the paid plan).
 */
export const settings = {
  /** How long a delivery's upload token works before the batch is abandoned. */
  uploadWindowSeconds: 24 * 3600,
  /** The largest file count of one delivery when the link sets none. */
  maxFiles: 2000,
  /** Verification codes asked from one IP address per hour (the platform caps the codes per address). */
  code: { perIpAndHour: 10 },
  unlock: { attempts: 5, windowSeconds: 15 * 60 },
  /** How long a grant (password unlocked, address verified) lets the sender start a delivery. */
  grantSeconds: 2 * 3600,
  /** Deliveries started per IP address and hour on one link or page. */
  startsPerHour: 30,
}

/*
 * The Idempotency-Key contract shared by the server (which honours it on the routes that create
 * something or move money) and the clients (which send one key per intent and re-use it on retry).
 */
export const IDEMPOTENCY_HEADERS = {
  /** Request header: 1 to 255 visible ASCII characters, one value per intent (a UUID). */
  key: 'Idempotency-Key',
  /** Answer header, "true" when the answer is the stored one of an earlier request with the key. */
  replayed: 'Idempotent-Replayed',
} as const

/** How long the server keeps an answer for retries with the same key. */
export const IDEMPOTENCY_RETENTION_HOURS = 24

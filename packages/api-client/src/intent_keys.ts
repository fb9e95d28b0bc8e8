/*
 * One Idempotency-Key per intent: the same request sent again after it got no definite answer
 * (the network failed, the server failed or was busy) carries the key of the first try, so the
 * server does what the first meant once; a new request, or the same one after a definite answer,
 * gets a new key.
 */

/** Answers after which the same request is a new intent: the first one was done or refused. */
function definite(status: number) {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && ![408, 409, 425, 429].includes(status))
}

/** 128 random bits as hex (getRandomValues exists where randomUUID does not: pages on plain http). */
export function newIdempotencyKey() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The keys of the requests still without a definite answer, by what they send. */
export class IntentKeys {
  #pending = new Map<string, string>()

  constructor(private limit = 100) {}

  /** The key of this request: the one its earlier try used, or a new one. */
  keyFor(request: string) {
    let key = this.#pending.get(request)
    if (!key) {
      key = newIdempotencyKey()
      this.#pending.set(request, key)
      // The oldest intents nobody retried are let go.
      if (this.#pending.size > this.limit) this.#pending.delete(this.#pending.keys().next().value!)
    }
    return key
  }

  /** The request got an answer (status 0: none): a definite one ends the intent. */
  settle(request: string, status: number) {
    if (definite(status)) this.#pending.delete(request)
  }
}

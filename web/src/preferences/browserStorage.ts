/*
 * The three values docs/product.md §3 keeps in the browser: cookies accepted, terms accepted, colour mode.
 * A tiny store over localStorage so every component reading a value updates when it changes.
 */

export const STORAGE_KEYS = {
  cookieConsent: 'sceau.cookie-consent',
  termsAccepted: 'sceau.terms-accepted',
  colorMode: 'sceau.color-mode',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

const listeners = new Set<() => void>()

export function readStored(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStored(key: StorageKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key)
    else localStorage.setItem(key, value)
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  for (const listener of listeners) listener()
}

export function subscribeStored(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab changed a value.
  const onStorage = () => listener()
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

/** Terms acceptance remembered by the sign-up and transfer forms. */
export const termsAccepted = {
  get: () => readStored(STORAGE_KEYS.termsAccepted) === 'true',
  set: (accepted: boolean) => writeStored(STORAGE_KEYS.termsAccepted, accepted ? 'true' : null),
}

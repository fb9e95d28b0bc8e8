/*
 * Whether the extension holds an access token for the Sceau API. Setting one (sign-in) comes later:
 * for now the popup only reads extension storage and says what it finds.
 */
import type { Storage } from 'webextension-polyfill'
import type { ExtensionApi } from './extensionApi'

export const ACCESS_TOKEN_KEY = 'sceau.accessToken'

export async function hasAccessToken(api: ExtensionApi): Promise<boolean> {
  const stored = await api.storage.local.get(ACCESS_TOKEN_KEY)
  return isToken(stored[ACCESS_TOKEN_KEY])
}

/** Calls back with the new answer whenever the token is set or removed; returns the unsubscribe function. */
export function watchAccessToken(api: ExtensionApi, onChange: (present: boolean) => void): () => void {
  const listener = (changes: Record<string, Storage.StorageChange>, area: string) => {
    if (area === 'local' && ACCESS_TOKEN_KEY in changes) onChange(isToken(changes[ACCESS_TOKEN_KEY].newValue))
  }
  api.storage.onChanged.addListener(listener)
  return () => api.storage.onChanged.removeListener(listener)
}

function isToken(value: unknown): boolean {
  return typeof value === 'string' && value.length > 0
}

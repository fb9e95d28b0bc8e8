/*
 * The extension's account: the personal access token received at pairing (storage.local
 * "sceau.accessToken") and the name it belongs to. "Connected as ..." comes from GET /users/me;
 * a token revoked from the account's tokens answers 401 and the popup asks to connect again.
 */
import type { Storage } from 'webextension-polyfill'
import { apiRequest, SceauFailure } from './api'

export const ACCESS_TOKEN_KEY = 'sceau.accessToken'
export const ACCOUNT_NAME_KEY = 'sceau.accountName'

export interface TokenStorage {
  get(keys: string | string[]): Promise<Record<string, unknown>>
  set(items: Record<string, unknown>): Promise<void>
  remove(keys: string | string[]): Promise<void>
}

export interface StorageEvents {
  addListener(listener: (changes: Record<string, Storage.StorageChange>, area: string) => void): void
  removeListener(listener: (changes: Record<string, Storage.StorageChange>, area: string) => void): void
}

export interface Me {
  firstname?: string | null
  lastname?: string | null
  email?: string | null
  locale?: string | null
  organization?: { name?: string | null } | null
}

export async function readToken(storage: Pick<TokenStorage, 'get'>): Promise<string | null> {
  const stored = (await storage.get(ACCESS_TOKEN_KEY))[ACCESS_TOKEN_KEY]
  return isToken(stored) ? stored : null
}

export async function hasAccessToken(storage: Pick<TokenStorage, 'get'>): Promise<boolean> {
  return (await readToken(storage)) !== null
}

export async function storeToken(storage: TokenStorage, token: string, name: string): Promise<void> {
  await storage.set({ [ACCESS_TOKEN_KEY]: token, [ACCOUNT_NAME_KEY]: name })
}

/** Disconnect: the extension forgets its token (revoking it stays possible from the account's tokens). */
export async function forgetToken(storage: TokenStorage): Promise<void> {
  await storage.remove([ACCESS_TOKEN_KEY, ACCOUNT_NAME_KEY])
}

/** The name to show for an account: first and last name, else the e-mail address. */
export function displayName(me: Me): string {
  const name = [me.firstname, me.lastname].filter((part) => part && part.trim()).join(' ')
  return name || me.email || ''
}

export type AccountState =
  { status: 'connected'; name: string; locale?: string } | { status: 'revoked' } | { status: 'disconnected' } | { status: 'unreachable' }

/** Who the stored token belongs to, asked to the instance. */
export async function accountState(instance: string, token: string | null, fetcher?: typeof fetch): Promise<AccountState> {
  if (!token) return { status: 'disconnected' }
  try {
    const me = await apiRequest<Me>({ instance, token, fetch: fetcher }, 'GET', '/users/me')
    return { status: 'connected', name: displayName(me), ...(typeof me.locale === 'string' && me.locale ? { locale: me.locale } : {}) }
  } catch (error) {
    if (error instanceof SceauFailure && error.kind === 'notConnected') return { status: 'revoked' }
    return { status: 'unreachable' }
  }
}

/** Calls back with the new answer whenever the token is set or removed; returns the unsubscribe function. */
export function watchAccessToken(events: StorageEvents, onChange: (present: boolean) => void): () => void {
  const listener = (changes: Record<string, Storage.StorageChange>, area: string) => {
    if (area === 'local' && ACCESS_TOKEN_KEY in changes) onChange(isToken(changes[ACCESS_TOKEN_KEY].newValue))
  }
  events.addListener(listener)
  return () => events.removeListener(listener)
}

function isToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0
}

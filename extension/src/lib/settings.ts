/*
 * The Sceau instance the extension talks to: a setting (storage.local "sceau.instance"), the public
 * instance by default. Only its origin is kept: pairing, the API and the links are built from it.
 */
export const INSTANCE_KEY = 'sceau.instance'
// An operator building the extension for their own instance sets PLASMO_PUBLIC_SCEAU_INSTANCE (Plasmo inlines it).
export const DEFAULT_INSTANCE = process.env.PLASMO_PUBLIC_SCEAU_INSTANCE || 'https://sceau.app'

export interface SettingsStorage {
  get(keys: string | string[]): Promise<Record<string, unknown>>
  set(items: Record<string, unknown>): Promise<void>
}

/**
 * The origin of an address typed by the user, or null when it is not one: https, or http only for
 * this machine (a local instance). "sceau.example.org" alone means https.
 */
export function normalizeInstance(input: string): string | null {
  const trimmed = input.trim()
  if (!trimmed) return null
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return null
  return url.origin
}

export async function readInstance(storage: SettingsStorage): Promise<string> {
  const stored = (await storage.get(INSTANCE_KEY))[INSTANCE_KEY]
  return (typeof stored === 'string' && normalizeInstance(stored)) || DEFAULT_INSTANCE
}

/** Saves the instance when the address is valid; returns the origin saved, or null (nothing changed). */
export async function saveInstance(storage: SettingsStorage, input: string): Promise<string | null> {
  const origin = normalizeInstance(input)
  if (origin) await storage.set({ [INSTANCE_KEY]: origin })
  return origin
}

/** The host permission pattern of an instance (asked for at pairing time, optional_host_permissions). */
export function originPattern(origin: string): string {
  const url = new URL(origin)
  return `${url.protocol}//${url.hostname}/*`
}

export const apiUrl = (instance: string, path: string) => `${instance}/api/v2${path}`

/** The web app's pages: French at the root, the other languages under /en, /es, /it, /pt. */
const PREFIXED = new Set(['en', 'es', 'it', 'pt'])
function pageUrl(instance: string, path: string, language?: string) {
  const primary = language?.toLowerCase().split(/[-_]/)[0] ?? ''
  return `${instance}${PREFIXED.has(primary) ? `/${primary}` : ''}${path}`
}

export const pairingUrl = (instance: string, language?: string) => pageUrl(instance, '/app/integrations?pair=extension', language)
export const capsuleUrl = (instance: string, id: string, language?: string) =>
  pageUrl(instance, `/app/integrations/capsules/${encodeURIComponent(id)}`, language)

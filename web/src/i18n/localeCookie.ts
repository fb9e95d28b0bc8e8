/* The chosen language, kept 365 days (docs/product.md §2) in a cookie the platform also reads for its messages. */
import { LOCALE_COOKIE } from '@sceau/shared'
import { readCookie } from '@sceau/api-client'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@sceau/plugin-sdk/web'

export function readLocaleCookie(cookies: string = document.cookie): Locale | undefined {
  const value = readCookie(cookies, LOCALE_COOKIE.name)
  return isLocale(value) ? value : undefined
}

export function writeLocaleCookie(language: Locale, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : ''
  doc.cookie = `${LOCALE_COOKIE.name}=${language}; Max-Age=${LOCALE_COOKIE.maxAgeDays * 86_400}; Path=/; SameSite=Lax${secure}`
}

/** Language for the bare root path: the stored choice, else the browser's first supported language, else French. */
export function detectRootLanguage(cookies: string, browserLanguages: readonly string[]): Locale {
  const stored = readLocaleCookie(cookies)
  if (stored) return stored
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0]
    if (isLocale(primary)) return primary
  }
  return DEFAULT_LOCALE
}

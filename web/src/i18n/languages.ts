/* Language of a URL (SPEC §2): French has no prefix, the others put /en /es /it /pt in front of every path. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sceau/plugin-sdk/shared'

export { DEFAULT_LOCALE, LOCALES, type Locale }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The first path segment when it names a prefixed language, French otherwise. */
export function languageFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE
}

/** "/en/transfer" -> "/transfer", "/en" -> "/", "/transfer" -> "/transfer". */
export function stripLanguagePrefix(pathname: string): string {
  const language = languageFromPath(pathname)
  if (language === DEFAULT_LOCALE) return pathname || '/'
  const rest = pathname.slice(language.length + 1)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** "/transfer" in "en" -> "/en/transfer", "/" in "en" -> "/en"; French paths stay as they are. */
export function withLanguagePrefix(path: string, language: Locale): string {
  if (language === DEFAULT_LOCALE) return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}

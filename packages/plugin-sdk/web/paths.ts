/*
 * Page paths in each language (docs/product.md §2): French has no prefix, the others put /en /es /it /pt in front,
 * and the localised info pages also translate their slug (/infos/nos-engagements is
 * /en/infos/our-engagements).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/index.js'
import type { WebRoute } from './index.js'

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

export interface PathLocalizer {
  /** Canonical (French, unprefixed) path, with an optional query or hash -> the path in `language`, with its prefix. */
  href(path: string, language: Locale): string
  /** A full URL path in any language -> its canonical (French) path without prefix. */
  canonical(pathname: string): string
  /** The same page in another language; query and hash are the caller's to keep. */
  switchLanguage(pathname: string, target: Locale): string
}

/** Built once by the shell from every plugin's routes (their `paths`), shared with plugin screens through `LocalizerContext`. */
export function createPathLocalizer(routes: readonly Pick<WebRoute, 'path' | 'paths'>[]): PathLocalizer {
  const toLocal = new Map<string, Partial<Record<Locale, string>>>()
  const toCanonical = new Map<string, string>()
  for (const route of routes) {
    if (!route.paths) continue
    toLocal.set(route.path, route.paths)
    for (const [language, local] of Object.entries(route.paths)) {
      if (language !== DEFAULT_LOCALE) toCanonical.set(`${language}:${local}`, route.path)
    }
  }
  const localize = (path: string, language: Locale) => toLocal.get(path)?.[language] ?? path
  const canonical = (pathname: string) => {
    const language = languageFromPath(pathname)
    const local = stripLanguagePrefix(pathname)
    return toCanonical.get(`${language}:${local}`) ?? local
  }
  return {
    href: (path, language) => {
      const cut = path.search(/[?#]/)
      const [page, rest] = cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)]
      return `${withLanguagePrefix(localize(page, language), language)}${rest}`
    },
    canonical,
    switchLanguage: (pathname, target) => withLanguagePrefix(localize(canonical(pathname), target), target),
  }
}

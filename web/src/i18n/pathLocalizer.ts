/* Localised page paths (SPEC §2 info pages): /infos/nos-engagements is /infos/our-engagements in English. */
import type { WebRoute } from '@sceau/plugin-sdk/web'
import { DEFAULT_LOCALE, languageFromPath, stripLanguagePrefix, withLanguagePrefix, type Locale } from './languages'

export interface PathLocalizer {
  /** Canonical (French) path -> the path in `language`, with its prefix. */
  href(path: string, language: Locale): string
  /** A full URL path in any language -> its canonical (French) path without prefix. */
  canonical(pathname: string): string
  /** The same page in another language; query and hash are the caller's to keep. */
  switchLanguage(pathname: string, target: Locale): string
}

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
    href: (path, language) => withLanguagePrefix(localize(path, language), language),
    canonical,
    switchLanguage: (pathname, target) => withLanguagePrefix(localize(canonical(pathname), target), target),
  }
}

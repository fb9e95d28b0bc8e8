/*
 * The web app's known paths: its core screens (@sceau/shared CORE_WEB_ROUTES) and each loaded
 * plugin's manifest "webRoutes". The server answers 404 for a path none of them matches, still with
 * the app's page, so an unknown URL is a real 404 (docs/product.md §2).
 */
import { DEFAULT_LOCALE, LOCALES } from '@sceau/plugin-sdk/server'
import { CORE_WEB_ROUTES } from '@sceau/shared'

export interface SpaRoutes {
  /** Whether the app has a screen at this path (a language prefix included). */
  knows(path: string): boolean
}

const escape = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&')

/** React Router's pattern syntax: ":name" one segment, ":name?" an optional one, "*" the rest. */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean)
  const source = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?'
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
      return `/${escape(segment)}`
    })
    .join('')
  return new RegExp(`^${source || '/'}/?$`)
}

export function spaRoutes(manifest: { prefixes: string[]; paths: string[] }): SpaRoutes {
  const patterns = manifest.paths.map(patternToRegExp)
  const prefix = new RegExp(`^/(?:${manifest.prefixes.map(escape).join('|')})(?=/|$)`)
  return {
    knows(path) {
      const bare = manifest.prefixes.length ? path.replace(prefix, '') || '/' : path
      return patterns.some((pattern) => pattern.test(bare))
    },
  }
}

/** The core screens and those of the given plugins, under every language prefix but the default's. */
export function appSpaRoutes(plugins: readonly { manifest: { webRoutes?: string[] } }[]): SpaRoutes {
  return spaRoutes({
    prefixes: LOCALES.filter((locale) => locale !== DEFAULT_LOCALE),
    paths: [...CORE_WEB_ROUTES, ...plugins.flatMap((plugin) => plugin.manifest.webRoutes ?? [])],
  })
}

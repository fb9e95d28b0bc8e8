/*
 * The web app's known paths (web/dist/routes.json, written by its build): the server answers 404 for
 * a path none of them matches, still with the app's page, so an unknown URL is a real 404 (SPEC §2).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

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

/** The manifest of a build, or null when the build has none (then every path is served as before). */
export async function readSpaRoutes(webDist: string): Promise<SpaRoutes | null> {
  const text = await readFile(join(webDist, 'routes.json'), 'utf8').catch(() => null)
  return text === null ? null : spaRoutes(JSON.parse(text))
}

/* Screen code fetched on hover/focus of a link, except on slow or data-saving connections (docs/product.md §9). */
import { matchRoutes, type RouteObject } from 'react-router'

export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '')
}

export function createPrefetcher(routes: RouteObject[], connection: () => ConnectionInfo | undefined) {
  const done = new Set<string>()
  return (href: string) => {
    const path = href.split(/[?#]/)[0]
    if (done.has(path) || !shouldPrefetch(connection())) return
    done.add(path)
    for (const match of matchRoutes(routes, path) ?? []) {
      const lazy = match.route.lazy
      if (typeof lazy === 'function') lazy().catch(() => done.delete(path))
    }
  }
}

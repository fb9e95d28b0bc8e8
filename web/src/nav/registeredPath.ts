/*
 * Whether a link's path is one of the registered screens' paths, without the router (the visitor shell has none):
 * matched as React Router's matchPath with `end` does, ":name" one segment, ":name?" an optional one, any case.
 */
import type { WebPluginDefinition } from '@sceau/plugin-sdk/web'

const patterns = new Map<string, RegExp>()

function patternOf(routePath: string): RegExp {
  let pattern = patterns.get(routePath)
  if (!pattern) {
    const segments = routePath.split('/').filter(Boolean)
    const source = segments
      .map((segment) => {
        if (segment === '*') return '(?:/.*)?'
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
      })
      .join('')
    patterns.set(routePath, (pattern = new RegExp(`^${source}/*$`, 'i')))
  }
  return pattern
}

/** Whether `path` (no query, no hash) is the address of the route `routePath`. */
export function matchesRoutePath(routePath: string, path: string): boolean {
  return patternOf(routePath).test(path)
}

export function isRegisteredPath(plugins: readonly Pick<WebPluginDefinition, 'routes'>[], to: string): boolean {
  const path = to.split(/[?#]/)[0]
  return plugins.some((plugin) => (plugin.routes ?? []).some((route) => matchesRoutePath(route.path, path)))
}

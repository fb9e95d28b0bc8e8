import { PluginManifestError } from '@sceau/plugin-sdk/server'

/** Remembers which owner (platform or plugin id) registered each API method + path. */
export class RouteRegistry {
  #owners = new Map<string, string>()
  #stateless = new Set<string>()

  /** Throws when another owner already registered the same method and path. */
  claim(method: string, path: string, owner: string) {
    const key = `${method.toUpperCase()} ${normalise(path)}`
    const existing = this.#owners.get(key)
    if (existing) {
      const message = `route ${method.toUpperCase()} ${path} collides with one registered by "${existing}"`
      throw new PluginManifestError(owner, message)
    }
    this.#owners.set(key, owner)
  }

  markStateless(method: string, path: string) {
    this.#stateless.add(`${method.toUpperCase()} ${normalise(path)}`)
  }

  /** Whether the matched route (method + pattern) skips sessions and CSRF; HEAD follows GET. */
  isStateless(method: string, pattern: string) {
    const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()
    return this.#stateless.has(`${verb} ${normalise(pattern)}`)
  }

  entries() {
    return [...this.#owners.entries()].map(([route, owner]) => ({ route, owner }))
  }
}

/** Route params with different names still match the same URLs: "/a/:id" and "/a/:slug" collide. */
function normalise(path: string) {
  const trimmed = path.replace(/\/+$/, '') || '/'
  return trimmed.replace(/:[^/]+/g, ':')
}

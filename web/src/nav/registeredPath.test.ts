// @vitest-environment node
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import { appPlugins } from '../core/appPlugins'
import { matchesRoutePath } from './registeredPath'

describe('matchesRoutePath', () => {
  it('agrees with React Router on every registered route, for addresses that match and addresses that do not', () => {
    const routes = appPlugins.flatMap((plugin) => (plugin.routes ?? []).map((route) => route.path))
    const addresses = [
      ...routes.map((path) => path.replace(/:\w+\?/g, 'x').replace(/:\w+/g, 'y')),
      ...routes.map((path) => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'y')),
      ...routes.map((path) => `${path.replace(/:\w+\??/g, 'z')}/more`),
      ...routes.map((path) => path.toUpperCase()),
      ...routes.map((path) => `${path}/`),
      '/',
      '/nowhere',
      '/app',
      '/certificate/abc/def',
    ]
    let matched = 0
    for (const route of routes) {
      for (const address of addresses) {
        const expected = matchPath({ path: route, end: true }, address) !== null
        expect(matchesRoutePath(route, address), `${route} ~ ${address}`).toBe(expected)
        if (expected) matched++
      }
    }
    expect(matched).toBeGreaterThan(routes.length)
  })
})

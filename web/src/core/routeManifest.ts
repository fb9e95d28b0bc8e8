/*
 * The paths the app answers, for the server: it renders index.html for each of them with 200 and
 * with 404 for anything else (SPEC §2: an unknown page is a 404). Written to dist/routes.json at build.
 */
import type { WebPluginDefinition } from '@sceau/plugin-sdk/web'
import { LOCALES, DEFAULT_LOCALE } from '../i18n/languages'

export interface RouteManifest {
  /** Language prefixes other than the default's ("en" for /en/...). */
  prefixes: string[]
  /** Path patterns in React Router's syntax (":id", ":token?", "*"), canonical and localised. */
  paths: string[]
}

export function routeManifest(plugins: readonly Pick<WebPluginDefinition, 'routes'>[], redirects: Readonly<Record<string, string>>): RouteManifest {
  const paths = new Set<string>(['/'])
  for (const plugin of plugins) {
    for (const route of plugin.routes ?? []) {
      paths.add(route.path)
      for (const local of Object.values(route.paths ?? {})) if (local) paths.add(local)
    }
  }
  for (const from of Object.keys(redirects)) paths.add(from)
  return { prefixes: LOCALES.filter((locale) => locale !== DEFAULT_LOCALE), paths: [...paths].sort() }
}

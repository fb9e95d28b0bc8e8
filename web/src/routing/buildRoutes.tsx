/*
 * The route tree: one branch per language (French at "/", the others under "/en", "/es", ...), each
 * with every layout as a lazy pathless route holding its screens, "user" screens behind RequireUser,
 * the old /pages redirects and a 404 catch-all.
 */
import { Navigate, redirect, type RouteObject } from 'react-router'
import {
  DEFAULT_LOCALE,
  LOCALES,
  withLanguagePrefix,
  type LayoutName,
  type Locale,
  type PathLocalizer,
  type WebPluginDefinition,
  type WebRoute,
} from '@sceau/plugin-sdk/web'
import { detectRootLanguage } from '../i18n/localeCookie'
import { layoutLoaders } from './layoutLoaders'
import { RootLayout } from './RootLayout'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { RequireUser } from './RequireUser'
import { PageLoader } from '../components/PageLoader'
import { NotFoundScreen } from '../screens/NotFoundScreen'
import { ErrorLayout } from '../layouts/ErrorLayout'

export interface BuildRoutesOptions {
  plugins: readonly WebPluginDefinition[]
  localizer: PathLocalizer
  /**
   * Switches the app to a language before any of its pages renders or fetches: catalogues, <html lang>
   * (sent as Accept-Language) and the cookie the platform reads first.
   */
  enterLanguage: (language: Locale) => Promise<void>
  redirects?: Readonly<Record<string, string>>
  /** The browser's languages, read on "/" only (SPEC §2). */
  browserLanguages?: () => readonly string[]
  cookies?: () => string
}

export function buildRoutes(options: BuildRoutesOptions): RouteObject[] {
  const routes = options.plugins.flatMap((plugin) => plugin.routes ?? [])
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoader,
      children: LOCALES.map((language) => languageBranch(language, routes, options)),
    },
  ]
}

function languageBranch(language: Locale, routes: readonly WebRoute[], options: BuildRoutesOptions): RouteObject {
  const layouts = [...new Set(routes.map((route) => route.layout))]
  return {
    path: withLanguagePrefix('/', language),
    loader: async () => {
      await options.enterLanguage(language)
      return null
    },
    children: [
      ...layouts.map((layout) => layoutBranch(layout, language, routes, options)),
      ...Object.entries(options.redirects ?? {}).map(([from, to]) => ({
        path: relative(from),
        element: <Navigate to={options.localizer.href(to, language)} replace />,
      })),
      {
        path: '*',
        element: (
          <ErrorLayout>
            <NotFoundScreen />
          </ErrorLayout>
        ),
      },
    ],
  }
}

function layoutBranch(layout: LayoutName, language: Locale, routes: readonly WebRoute[], options: BuildRoutesOptions): RouteObject {
  const mine = routes.filter((route) => route.layout === layout)
  const toRoute = (route: WebRoute): RouteObject => {
    const localised = language === DEFAULT_LOCALE ? route.path : (route.paths?.[language] ?? route.path)
    const lazy = async () => ({ Component: (await route.screen()).default })
    if (localised === '/') {
      return { index: true, lazy, loader: language === DEFAULT_LOCALE ? rootLanguageLoader(options) : undefined }
    }
    return { path: relative(localised), lazy }
  }
  const open = mine.filter((route) => (route.access ?? 'public') === 'public').map(toRoute)
  const guarded = mine.filter((route) => route.access === 'user').map(toRoute)
  return {
    id: `${language}:${layout}`,
    lazy: layoutLoaders[layout],
    children: [...open, ...(guarded.length ? [{ Component: RequireUser, children: guarded }] : [])],
  }
}

/** On the bare French root only: send the visitor to their stored or browser language. */
function rootLanguageLoader(options: BuildRoutesOptions) {
  return ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const language = detectRootLanguage(options.cookies?.() ?? document.cookie, options.browserLanguages?.() ?? navigator.languages)
    if (language === DEFAULT_LOCALE) return null
    return redirect(`${withLanguagePrefix('/', language)}${url.search}${url.hash}`)
  }
}

function relative(path: string): string {
  return path.replace(/^\/+/, '')
}

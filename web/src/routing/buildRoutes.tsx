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
import { RouterNavigation } from './RouterNavigation'
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
  /** Loads catalogues of plugins in a language: a screen's own with its code, every plugin's with the dashboard (menus). */
  loadNamespaces?: (language: Locale, namespaces: readonly string[] | 'all') => Promise<void>
  redirects?: Readonly<Record<string, string>>
  /** The browser's languages, read on "/" only (docs/product.md §2). */
  browserLanguages?: () => readonly string[]
  cookies?: () => string
}

// Every page, its error page included, reads the router's address and links through RouterNavigation.
const NavigatedRoot = () => (
  <RouterNavigation>
    <RootLayout />
  </RouterNavigation>
)
const NavigatedErrorBoundary = () => (
  <RouterNavigation>
    <RouteErrorBoundary />
  </RouterNavigation>
)

/** A plugin's route with the plugin's id, which is its catalogue's namespace. */
type OwnedRoute = WebRoute & { namespace: string }

export function buildRoutes(options: BuildRoutesOptions): RouteObject[] {
  const routes = options.plugins.flatMap((plugin) => (plugin.routes ?? []).map((route): OwnedRoute => ({ ...route, namespace: plugin.id })))
  return [
    {
      id: 'root',
      Component: NavigatedRoot,
      ErrorBoundary: NavigatedErrorBoundary,
      HydrateFallback: PageLoader,
      children: LOCALES.map((language) => languageBranch(language, routes, options)),
    },
  ]
}

function languageBranch(language: Locale, routes: readonly OwnedRoute[], options: BuildRoutesOptions): RouteObject {
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

function layoutBranch(layout: LayoutName, language: Locale, routes: readonly OwnedRoute[], options: BuildRoutesOptions): RouteObject {
  const mine = routes.filter((route) => route.layout === layout)
  const loadNamespaces = options.loadNamespaces ?? (async () => {})
  const toRoute = (route: OwnedRoute): RouteObject => {
    const localised = language === DEFAULT_LOCALE ? route.path : (route.paths?.[language] ?? route.path)
    const lazy = async () => {
      const [screen] = await Promise.all([route.screen(), loadNamespaces(language, [route.namespace])])
      return { Component: screen.default }
    }
    if (localised === '/') {
      return { index: true, lazy, loader: language === DEFAULT_LOCALE ? rootLanguageLoader(options) : undefined }
    }
    return { path: relative(localised), lazy }
  }
  const open = mine.filter((route) => (route.access ?? 'public') === 'public').map(toRoute)
  const guarded = mine.filter((route) => route.access === 'user').map(toRoute)
  return {
    id: `${language}:${layout}`,
    lazy: layout === 'dashboard' ? async () => (await Promise.all([layoutLoaders[layout](), loadNamespaces(language, 'all')]))[0] : layoutLoaders[layout],
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

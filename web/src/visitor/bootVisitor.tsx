/* A visitor's first page (home, send page), imported by main.tsx instead of the app on those paths. */
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { api } from '@sceau/api-client'
import { FETCH_MIN_DISPLAY_MS } from '@sceau/shared'
import { createPathLocalizer, DEFAULT_LOCALE, languageFromPath, withLanguagePrefix, type Catalogue, type LayoutName, type Locale } from '@sceau/plugin-sdk/web'
import type { Shell } from '../core/shellContext'
import { describeError } from '../errors/describeError'
import { reportClientError } from '../errors/reportClientError'
import { createLightI18n } from '../i18n/lightI18n'
import { detectRootLanguage, writeLocaleCookie } from '../i18n/localeCookie'
import { createQueryClient } from '../query/queryClient'
import { createToastStore } from '../toasts/toastStore'
import { visitorCatalogues } from './catalogues'
import { catalogueSources, visitorPlugins } from './visitorPlugins'
import { VisitorApp } from './VisitorApp'
import type { VisitorPath } from './visitorPath'

type Frame = (props: { children: ReactNode }) => ReactNode

// The layouts the shell renders without the router; a route with another layout is left to the app.
const FRAMES: Partial<Record<LayoutName, () => Promise<Frame>>> = {
  public: () => import('../layouts/PublicFrame').then((m) => m.PublicFrame),
  transfer: () => import('../layouts/TransferFrame').then((m) => m.TransferFrame),
}

/** The whole app at the same address (a route the shell does not render, a crash): it shows the page, or its error page. */
function handOver(): null {
  void import('../boot')
  return null
}

export async function bootVisitor(path: VisitorPath, container: HTMLElement): Promise<Root | null> {
  const routes = visitorPlugins.flatMap((plugin) => (plugin.routes ?? []).map((route) => ({ ...route, namespace: plugin.id })))
  const route = routes.find((candidate) => candidate.path === path && (candidate.access ?? 'public') === 'public')
  const loadFrame = route && FRAMES[route.layout]
  if (!route || !loadFrame) return handOver()

  api.configure({ minimumGetMs: FETCH_MIN_DISPLAY_MS })
  const { pathname, search, hash } = window.location
  // On the bare root only, as the app's router does: the visitor's stored or browser language (docs/product.md §2).
  if (pathname === '/') {
    const preferred = detectRootLanguage(document.cookie, navigator.languages)
    if (preferred !== DEFAULT_LOCALE) window.history.replaceState(window.history.state, '', `${withLanguagePrefix('/', preferred)}${search}${hash}`)
  }
  const language = languageFromPath(window.location.pathname)
  document.documentElement.lang = language
  writeLocaleCookie(language)

  // What fills the home page's slots starts loading with the page, not after it.
  if (path === '/') for (const plugin of visitorPlugins) void plugin.slots?.['home.hero']?.()
  const [Frame, screen, catalogues] = await Promise.all([loadFrame(), route.screen(), visitorCatalogues(path, language)])

  const sources = catalogueSources(visitorPlugins)
  const transferSource = sources.find((source) => source.namespace === 'transfer')
  // The card's parts loaded on demand (code modal, progress, "sent" view) wait for the whole transfer catalogue.
  const whole: Record<string, () => Promise<Catalogue>> = transferSource ? { transfer: async () => (await transferSource.load(language)).default } : {}
  const words = createLightI18n(catalogues, language, undefined, whole)
  // Fetched with those parts, at the visitor's first interaction (the plugin's components/lazyParts.tsx).
  for (const type of ['pointerdown', 'click', 'keydown', 'focusin', 'change', 'drop'])
    document.addEventListener(type, () => void words.i18n.loadNamespaces('transfer'), { capture: true, passive: true, once: true })
  // The transfer words picked cover the page's screen and its slot (the send card); the core's cover the chrome
  // only, so a part asking for core (the login modal) gets all of it, and any other namespace comes whole.
  const enough = new Set<string>(Object.keys(catalogues).filter((namespace) => namespace !== 'core'))
  const loadNamespaces = async (wanted: Locale, namespaces: readonly string[] | 'all') => {
    const names = namespaces === 'all' ? sources.map((source) => source.namespace) : namespaces
    await Promise.all(
      sources
        .filter((source) => names.includes(source.namespace) && !enough.has(source.namespace))
        .map(async (source) => {
          words.add(source.namespace, (await source.load(wanted)).default)
          enough.add(source.namespace)
        })
    )
  }
  const shell: Shell = {
    plugins: visitorPlugins,
    localizer: createPathLocalizer(routes),
    // Links load the whole app at their address: nothing to fetch ahead.
    prefetch: () => {},
    loadNamespaces,
  }
  const toasts = createToastStore()
  const core = words.translator('core')
  const queryClient = createQueryClient((error) => toasts.show('error', core('errors.fetchFailed'), describeError(error, core)))

  const root = createRoot(container, {
    // A crash hands over to the whole app, whose route shows the same page or its error page.
    onUncaughtError: (error) => {
      reportClientError('render', error)
      // Once React is done with this render: the app mounts its own root in the same container.
      setTimeout(() => {
        root.unmount()
        handOver()
      })
    },
  })
  root.render(<VisitorApp shell={shell} i18n={words.i18n} queryClient={queryClient} toasts={toasts} Frame={Frame} Screen={screen.default} />)
  return root
}

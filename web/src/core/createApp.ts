/* Assembles what App needs from the plugin list; main.tsx runs it in the browser, tests with a memory router. */
import type { i18n as I18n } from 'i18next'
import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { createPathLocalizer, type Locale, type WebPluginDefinition } from '@sceau/plugin-sdk/web'
import { describeError } from '../errors/describeError'
import { CORE_NAMESPACE, createI18n, namespaceLoader } from '../i18n/i18n'
import { writeLocaleCookie } from '../i18n/localeCookie'
import { createQueryClient } from '../query/queryClient'
import { buildRoutes } from '../routing/buildRoutes'
import { createPrefetcher, type ConnectionInfo } from '../routing/prefetch'
import { createToastStore, type ToastStore } from '../toasts/toastStore'
import { catalogueSources } from './appPlugins'
import { CORE_REDIRECTS } from './corePlugin'
import type { Shell } from './shellContext'

export interface AppParts {
  shell: Shell
  i18n: I18n
  queryClient: QueryClient
  toasts: ToastStore
  routes: RouteObject[]
}

export interface CreateAppOptions {
  plugins: readonly WebPluginDefinition[]
  language: Locale
  browserLanguages?: () => readonly string[]
  cookies?: () => string
  connection?: () => ConnectionInfo | undefined
}

export async function createApp(options: CreateAppOptions): Promise<AppParts> {
  const localizer = createPathLocalizer(options.plugins.flatMap((plugin) => plugin.routes ?? []))
  const catalogues = catalogueSources(options.plugins)
  // The core catalogue only; each screen brings its plugin's (buildRoutes, PluginSlot).
  const i18n = await createI18n(catalogues, options.language, new Set([CORE_NAMESPACE]))
  const namespaces = namespaceLoader(i18n, catalogues)
  const toasts = createToastStore()
  const queryClient = createQueryClient((error) => toasts.show('error', i18n.t('core:errors.fetchFailed'), describeError(error, i18n.t)))
  const routes = buildRoutes({
    plugins: options.plugins,
    localizer,
    enterLanguage: async (language) => {
      await namespaces.switchTo(language)
      document.documentElement.lang = language
      writeLocaleCookie(language)
    },
    loadNamespaces: namespaces.require,
    redirects: CORE_REDIRECTS,
    browserLanguages: options.browserLanguages,
    cookies: options.cookies,
  })
  const prefetch = createPrefetcher(routes, options.connection ?? (() => undefined))
  return { shell: { plugins: options.plugins, localizer, prefetch, loadNamespaces: namespaces.require }, i18n, queryClient, toasts, routes }
}

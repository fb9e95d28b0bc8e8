/*
 * Web half of the plugin contract: the screens, menu entries and translations a plugin adds to
 * the single-page app. The web app mounts every plugin listed in web/src/plugins.ts.
 */
import type { ComponentType } from 'react'
import { DEFAULT_LOCALE, PLUGIN_ID_PATTERN, PluginManifestError, LOCALES, type Catalogue, type Locale } from '../shared/index.js'

export type LayoutName = 'dashboard' | 'public' | 'download' | 'transfer' | 'embed' | 'subscribe' | 'empty'

/** What a screen or menu entry may look at to decide whether it shows. */
export interface AccessState {
  authenticated: boolean
  admin: boolean
  premium: boolean
  /** Permission flags of the active organisation, by dotted name (e.g. "integration.capsule"). */
  can: (permission: string) => boolean
}

export interface WebRoute {
  /** Path without the language prefix, starting with "/", e.g. "/app/transfers/:id". */
  path: string
  /** Translated paths of localised pages (docs/product.md §2 info pages), by language; `path` is the French one and the default. */
  paths?: Partial<Record<Locale, string>>
  layout: LayoutName
  /** Loaded on first visit (code splitting). */
  screen: () => Promise<{ default: ComponentType }>
  /** "user" routes need a session and pass the access gate (docs/product.md §4). Default: "public". */
  access?: 'public' | 'user'
}

export interface NavItem {
  /** Unique across plugins; submenus point at it with `parent`. */
  id: string
  menu: 'top' | 'bottom'
  /** Translation key (namespace "<pluginId>:" or "core:"). */
  label: string
  to?: string
  icon?: string
  order?: number
  parent?: string
  visible?: (access: AccessState) => boolean
}

export type TranslationLoaders = Record<Locale, () => Promise<{ default: Catalogue }>>

/**
 * A plugin's five catalogues from one loader, loaded on first use of each language:
 * `translations: catalogueLoaders((locale) => import(\`../locales/${locale}.json\`))`.
 */
export function catalogueLoaders(load: (locale: Locale) => Promise<{ default: Catalogue }>): TranslationLoaders {
  return Object.fromEntries(LOCALES.map((locale) => [locale, () => load(locale)])) as TranslationLoaders
}

/** Places in core screens where a plugin adds a component: "home.hero" is beside the home page's title. */
export type SlotName = 'home.hero'

export type SlotLoaders = Partial<Record<SlotName, () => Promise<{ default: ComponentType }>>>

export interface WebPluginDefinition {
  id: string
  routes?: WebRoute[]
  navItems?: NavItem[]
  /** Components loaded on first render into the core screens' slots (e.g. the transfer card on the home page). */
  slots?: SlotLoaders
  /**
   * Permissions the plugin's server half declares (its shared PERMISSIONS): the members screen labels
   * "<id>.<name>" with the catalogue key "permissions.<name>" (dots become underscores).
   */
  permissions?: readonly string[]
  translations: TranslationLoaders
}

const BRAND = Symbol.for('sceau.web-plugin')

export type WebPlugin = WebPluginDefinition & { readonly [BRAND]: true }

export function defineWebPlugin(definition: WebPluginDefinition): WebPlugin {
  const id = definition.id
  if (typeof id !== 'string' || !PLUGIN_ID_PATTERN.test(id)) {
    throw new PluginManifestError(String(id), `invalid id, it must match ${PLUGIN_ID_PATTERN}`)
  }
  for (const locale of LOCALES) {
    if (typeof definition.translations?.[locale] !== 'function') {
      throw new PluginManifestError(id, `missing "${locale}" translations`)
    }
  }
  for (const route of definition.routes ?? []) {
    if (!route.path.startsWith('/')) {
      throw new PluginManifestError(id, `route "${route.path}" must start with "/"`)
    }
    for (const localised of Object.values(route.paths ?? {})) {
      if (!localised.startsWith('/')) {
        throw new PluginManifestError(id, `route "${route.path}" has a translated path "${localised}" not starting with "/"`)
      }
    }
  }
  return Object.freeze({ ...definition, [BRAND]: true as const })
}

/** Fails when two plugins (or a plugin and the core) claim the same web path. */
export function assertNoRouteCollision(plugins: readonly Pick<WebPluginDefinition, 'id' | 'routes'>[]) {
  const owners = new Map<string, string>()
  for (const plugin of plugins) {
    for (const route of plugin.routes ?? []) {
      const key = route.path.replace(/:[^/]+/g, ':')
      const owner = owners.get(key)
      if (owner) {
        throw new PluginManifestError(plugin.id, `web route "${route.path}" is already declared by "${owner}"`)
      }
      owners.set(key, plugin.id)
    }
  }
}

export { DEFAULT_LOCALE, LOCALES, type Catalogue, type Locale }

export { createPathLocalizer, isLocale, languageFromPath, stripLanguagePrefix, withLanguagePrefix, type PathLocalizer } from './paths.js'
export { formatEuros } from './money.js'
export { backgroundStyle, safeColour } from './brandStyle.js'

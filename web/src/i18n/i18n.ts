/*
 * One i18next instance with ICU messages (the syntax the platform uses too). Namespace "core" is
 * web/locales; each plugin's namespace is its id. A language's catalogues load before it shows,
 * and a plugin's only once a screen of it is opened (a recipient's page needs no other plugin's).
 */
import i18next, { type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALES, type Catalogue, type Locale } from '@sceau/plugin-sdk/web'
import { icuFormat } from './icuFormat'

export interface CatalogueSource {
  namespace: string
  load: (language: Locale) => Promise<{ default: Catalogue }>
}

export const CORE_NAMESPACE = 'core'

/** `namespaces`: those loaded now (all by default); the others load with `namespaceLoader`. */
export async function createI18n(sources: readonly CatalogueSource[], language: Locale, namespaces?: ReadonlySet<string>): Promise<I18n> {
  const instance = i18next.createInstance()
  instance.use(icuFormat).use(initReactI18next)
  await instance.init({
    lng: language,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: sources.map((source) => source.namespace),
    defaultNS: CORE_NAMESPACE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  await loadCatalogues(instance, namespaces ? sources.filter((source) => namespaces.has(source.namespace)) : sources, language)
  return instance
}

/** Loads what is missing for a language; a catalogue that fails to load is only logged (docs/product.md §8). */
export async function loadCatalogues(instance: I18n, sources: readonly CatalogueSource[], language: Locale): Promise<void> {
  await Promise.all(
    sources.map(async (source) => {
      if (instance.hasResourceBundle(language, source.namespace)) return
      try {
        const catalogue = await source.load(language)
        instance.addResourceBundle(language, source.namespace, catalogue.default, true, true)
      } catch (error) {
        console.error(`[i18n] could not load "${source.namespace}" in "${language}"`, error)
      }
    })
  )
}

export async function switchI18nLanguage(instance: I18n, sources: readonly CatalogueSource[], language: Locale): Promise<void> {
  await loadCatalogues(instance, sources, language)
  if (instance.language !== language) await instance.changeLanguage(language)
}

export interface NamespaceLoader {
  /** Loads `namespaces` (or every plugin's, for menus) in `language`; a later language switch loads them too. */
  require: (language: Locale, namespaces: readonly string[] | 'all') => Promise<void>
  /** Switches to `language` with every namespace required so far. */
  switchTo: (language: Locale) => Promise<void>
}

/** Tracks the namespaces the app has needed; "core" from the start. */
export function namespaceLoader(instance: I18n, sources: readonly CatalogueSource[]): NamespaceLoader {
  const wanted = new Set([CORE_NAMESPACE])
  const required = () => sources.filter((source) => wanted.has(source.namespace))
  return {
    require: async (language, namespaces) => {
      for (const namespace of namespaces === 'all' ? sources.map((source) => source.namespace) : namespaces) wanted.add(namespace)
      await loadCatalogues(instance, required(), language)
    },
    switchTo: (language) => switchI18nLanguage(instance, required(), language),
  }
}

/*
 * What react-i18next's useTranslation asks of an i18next instance, over the light translator (translator.ts): the
 * visitor shell (src/visitor) renders the app's components with it, without i18next. One language; catalogues can be
 * added (a part loaded on demand brings its words). A missing key shows itself, as with i18next, and is reported.
 */
import type { i18n as I18n } from 'i18next'
import type { Catalogue, Locale } from '@sceau/plugin-sdk/web'
import { createTranslator, type Translate } from './translator'

export interface LightI18n {
  /** For react-i18next's I18nextProvider. */
  i18n: I18n
  /** The namespace's translator ("ns:key" reaches the others). */
  translator: (namespace: string) => Translate
  add: (namespace: string, catalogue: Catalogue) => void
  has: (namespace: string) => boolean
}

/** `base` with `added`'s branches put in; a word both have stays `base`'s unless `overwrite`. */
function merged(base: Catalogue, added: Catalogue, overwrite: boolean): Catalogue {
  const result: Catalogue = { ...base }
  for (const [key, value] of Object.entries(added)) {
    const own = result[key]
    if (typeof own === 'object' && typeof value === 'object') result[key] = merged(own, value, overwrite)
    else if (own === undefined || overwrite) result[key] = value
  }
  return result
}

export function createLightI18n(
  catalogues: Readonly<Record<string, Catalogue>>,
  language: Locale,
  onMissing?: (key: string) => void,
  /** Namespace -> its whole catalogue, for i18n.loadNamespaces (a part loaded on demand waits for its words there). */
  whole: Readonly<Record<string, () => Promise<Catalogue>>> = {}
): LightI18n {
  const store: Record<string, Catalogue> = { ...catalogues }
  const loading = new Map<string, Promise<void>>()
  const loadWhole = (namespace: string) => {
    let loaded = loading.get(namespace)
    if (!loaded) {
      const load = whole[namespace]
      loaded = load ? load().then((catalogue) => void (store[namespace] = catalogue)) : Promise.resolve()
      loading.set(namespace, loaded)
    }
    return loaded
  }
  const translator = (namespace: string): Translate => {
    const t = createTranslator(store, language, namespace)
    if (!onMissing) return t
    return (key, values) => {
      const text = t(key, values)
      if (text === key) onMissing(key.includes(':') ? key : `${namespace}:${key}`)
      return text
    }
  }
  const instance = {
    language,
    languages: [language],
    resolvedLanguage: language,
    isInitialized: true,
    // No events to bind: the language never changes in place (another language is another page).
    options: { defaultNS: 'core', react: { useSuspense: false, bindI18n: '', bindI18nStore: '' } },
    hasLoadedNamespace: () => true,
    exists: (key: string, options?: { ns?: string }) => {
      let node: Catalogue | string | undefined = store[options?.ns ?? 'core']
      for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
      return node !== undefined
    },
    // One promise per namespace: a part may wait on it with React's use().
    loadNamespaces: (namespaces: string | string[]) =>
      Array.isArray(namespaces) ? Promise.all(namespaces.map(loadWhole)).then(() => {}) : loadWhole(namespaces),
    getFixedT: (_language: string, namespace: string | string[] | undefined, keyPrefix?: string) => {
      const t = translator((Array.isArray(namespace) ? namespace[0] : namespace) ?? 'core')
      return (key: string, values?: Record<string, unknown>) => t(keyPrefix ? `${keyPrefix}.${key}` : key, values)
    },
    // i18next's signature: a part loaded on demand adds the words it brings (the home's lower sections).
    addResourceBundle: (_language: string, namespace: string, resources: Catalogue, deep?: boolean, overwrite?: boolean) => {
      store[namespace] = deep ? merged(store[namespace] ?? {}, resources, overwrite ?? false) : { ...store[namespace], ...resources }
      return instance
    },
    on: () => {},
    off: () => {},
  }
  return {
    i18n: instance as unknown as I18n,
    translator,
    add: (namespace, catalogue) => {
      store[namespace] = catalogue
    },
    has: (namespace) => namespace in store,
  }
}

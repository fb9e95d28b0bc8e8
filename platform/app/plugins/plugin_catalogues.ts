import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { LOCALES } from '@sceau/plugin-sdk/server'
import type { LoaderFactory, Translations } from '@adonisjs/i18n/types'
import { enabledPlugins } from '#config/plugins'
import { locatePlugin } from './plugin_loader.js'

/** Flattens {a: {b: "x"}} into {"a.b": "x"} under a prefix. */
export function flattenCatalogue(value: unknown, prefix: string, into: Record<string, string>) {
  if (typeof value === 'string') {
    into[prefix] = value
    return into
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flattenCatalogue(child, prefix ? `${prefix}.${key}` : key, into)
    }
  }
  return into
}

/** i18n loader for the plugins' catalogues (<package>/locales/<lang>.json), keys prefixed with the plugin id. */
export function pluginCatalogues(): LoaderFactory {
  return () => ({
    async load() {
      const translations: Translations = {}
      for (const entry of enabledPlugins) {
        const { packageDir } = locatePlugin(entry)
        for (const locale of LOCALES) {
          const file = join(packageDir, 'locales', `${locale}.json`)
          const contents = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'))
          translations[locale] = flattenCatalogue(contents, entry.id, translations[locale] ?? {})
        }
      }
      return translations
    },
  })
}

/*
 * Vite plugin (build only): each catalogue the app imports (web/locales, plugins/<id>/locales) ships its
 * ICU messages parsed, so the browser bundle needs no ICU parser (vite.config.ts aliases it away).
 * A message that does not parse fails the build, naming it.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import type { Plugin } from 'vite'
import type { Catalogue } from '@sceau/plugin-sdk/web'
import { encodeCompiled, isPlainText } from '../src/i18n/compiledMessage'

const CATALOGUE = /\/locales\/([a-z]{2})\.json(?:\?.*)?$/

export function compileCatalogue(catalogue: Catalogue, language: string, where = ''): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, value]) => {
      const path = where ? `${where}.${key}` : key
      if (typeof value !== 'string') return [key, compileCatalogue(value, language, path)]
      if (isPlainText(value)) return [key, value]
      try {
        return [key, encodeCompiled(new IntlMessageFormat(value, language, undefined, { ignoreTag: true }).getAst())]
      } catch (error) {
        throw new Error(`message "${path}" (${language}) is not valid ICU: ${(error as Error).message}`)
      }
    })
  )
}

/** A plugin catalogue as the browser needs it: its `mail` messages are the server's alone (it writes the mails). */
export function browserCatalogue(catalogue: Catalogue, id: string): Catalogue {
  if (!/\/plugins\/[^/]+\/locales\//.test(id)) return catalogue
  const { mail: _serverOnly, ...rest } = catalogue
  return rest
}

export function compiledCatalogues(): Plugin {
  return {
    name: 'sceau:compiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const language = CATALOGUE.exec(id)?.[1]
      if (!language) return null
      return { code: JSON.stringify(compileCatalogue(browserCatalogue(JSON.parse(code) as Catalogue, id), language)), map: null, moduleType: 'json' }
    },
  }
}

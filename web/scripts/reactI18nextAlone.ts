/*
 * Vite plugin (build only): react-i18next imports one helper from i18next (keyFromSelector, for selector key
 * prefixes, which the app does not use); that import alone would put the whole of i18next on pages that only
 * render with react-i18next over a light translator (src/i18n/lightI18n.ts). It resolves to a stub instead.
 */
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const STUB = fileURLToPath(new URL('../src/i18n/noSelectorKeys.ts', import.meta.url))

export function reactI18nextAlone(): Plugin {
  return {
    name: 'sceau:react-i18next-alone',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'i18next' && importer && /[/\\]react-i18next[/\\]dist[/\\]/.test(importer)) return STUB
      return null
    },
  }
}

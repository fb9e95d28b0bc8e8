/* What the shell's components need from the app assembly (plugins, localised paths), passed down once. */
import { createContext } from 'react'
import { createPathLocalizer, type Locale, type PathLocalizer, type WebPluginDefinition } from '@sceau/plugin-sdk/web'

export interface Shell {
  plugins: readonly WebPluginDefinition[]
  localizer: PathLocalizer
  /** Loads a path's screen code ahead of a click; a no-op where prefetching is off. */
  prefetch: (href: string) => void
  /** Loads plugins' catalogues before their components show (all are there when absent). */
  loadNamespaces?: (language: Locale, namespaces: readonly string[] | 'all') => Promise<void>
}

export const ShellContext = createContext<Shell>({
  plugins: [],
  localizer: createPathLocalizer([]),
  prefetch: () => {},
})

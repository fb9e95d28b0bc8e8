/*
 * A translation function without i18next, for the recipient's light shell (src/recipient): looks a
 * key up in its namespace's catalogue ("ns:a.b" or "a.b" in the default one) and formats it like the
 * app does (formatMessage). A missing key shows itself, as with i18next.
 */
import type { Catalogue } from '@sceau/plugin-sdk/web'
import { formatMessage } from './formatMessage'

/** What components that also render outside i18next take: i18next's `t` fits. */
export type Translate = (key: string, values?: Record<string, unknown>) => string

export function createTranslator(catalogues: Readonly<Record<string, Catalogue>>, language: string, namespace: string): Translate {
  return (key, values) => {
    const split = key.indexOf(':')
    const [owner, path] = split === -1 ? [namespace, key] : [key.slice(0, split), key.slice(split + 1)]
    let node: Catalogue | string | undefined = catalogues[owner]
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined
    return typeof node === 'string' ? formatMessage(node, language, values) : key
  }
}

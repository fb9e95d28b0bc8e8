/* i18next's message format: ICU through formatMessage (catalogues compiled at build time). */
import type { I18nFormatModule } from 'i18next'
import { formatMessage } from './formatMessage'

function parse(message: string, values: Record<string, unknown> | undefined, language: string, namespace: string, key: string): string {
  try {
    return formatMessage(message, language, values)
  } catch (error) {
    // A message that cannot be formatted (a value missing) shows its key rather than an AST.
    console.error(`[i18n] could not format "${namespace}:${key}"`, error)
    return key
  }
}

// Plurals and selects live in the ICU message: no suffixed keys to look up.
const addLookupKeys = (keys: string[]) => keys

export const icuFormat: I18nFormatModule & { parse: typeof parse; addLookupKeys: typeof addLookupKeys } = { type: 'i18nFormat', parse, addLookupKeys }

/* The extension's texts in fr (default), en, es, it and pt, ICU messages from locales/<lang>.json. */
import { IntlMessageFormat } from 'intl-messageformat'
import { formatBytes } from '@sceau/shared'
import fr from '../../locales/fr.json'
import en from '../../locales/en.json'
import es from '../../locales/es.json'
import it from '../../locales/it.json'
import pt from '../../locales/pt.json'

export const LANGUAGES = ['fr', 'en', 'es', 'it', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'fr'

export type MessageKey = keyof typeof fr
export type MessageValues = Record<string, string | number | Date>
export type Translate = (key: MessageKey, values?: MessageValues) => string

const CATALOGUES: Record<Language, Record<MessageKey, string>> = { fr, en, es, it, pt }

/** The browser's UI language when it is one of ours ("pt-BR" counts as "pt"), French otherwise. */
export function resolveLanguage(uiLanguage: string | null | undefined): Language {
  const primary = uiLanguage?.trim().toLowerCase().split(/[-_]/)[0]
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : DEFAULT_LANGUAGE
}

export function createTranslator(language: Language): Translate {
  const formats = new Map<MessageKey, IntlMessageFormat>()
  return (key, values) => {
    let format = formats.get(key)
    if (!format) {
      format = new IntlMessageFormat(CATALOGUES[language][key], language)
      formats.set(key, format)
    }
    return String(format.format(values))
  }
}

/** An amount in euro cents as the web app writes it in this language ("3,20 €", "€3.20", "4 €"). */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', trailingZeroDisplay: 'stripIfInteger' }).format(cents / 100)
}

/** A size as the web app writes it (steps of 1024, the price table's Mo: docs/product.md §3): "10 Mo", "10 MB". */
export function formatMegabytes(bytes: number, language: Language): string {
  return formatBytes(bytes, language)
}

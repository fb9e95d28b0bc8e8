/* The sceau command's texts in en, fr, es, it and pt (locales/<lang>.json, ICU messages), in the terminal's language. */
import { IntlMessageFormat } from 'intl-messageformat'
import en from '../locales/en.json' with { type: 'json' }
import fr from '../locales/fr.json' with { type: 'json' }
import es from '../locales/es.json' with { type: 'json' }
import it from '../locales/it.json' with { type: 'json' }
import pt from '../locales/pt.json' with { type: 'json' }

export const LANGUAGES = ['en', 'fr', 'es', 'it', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]
export type MessageKey = keyof typeof en
export type MessageValues = Record<string, string | number>

const CATALOGUES: Record<Language, Record<MessageKey, string>> = { en, fr, es, it, pt }

/**
 * The terminal's language as POSIX locales say it (LC_ALL, then LC_MESSAGES, then LANG: "fr_FR.UTF-8"
 * is French). English when none is set, for "C" and "POSIX" (CI runners), and for a language Sceau
 * does not speak: a terminal user more likely reads English than French.
 */
export function terminalLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const value = env.LC_ALL || env.LC_MESSAGES || env.LANG || ''
  const primary = /^([a-z]{2})(?:[_.@-]|$)/i.exec(value)?.[1]?.toLowerCase()
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : 'en'
}

const formats = new Map<string, IntlMessageFormat>()

/** The message in the terminal's language. */
export function t(key: MessageKey, values?: MessageValues, language: Language = terminalLanguage()): string {
  const id = `${language}:${key}`
  let format = formats.get(id)
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[language][key], language, undefined, { ignoreTag: true })
    formats.set(id, format)
  }
  return String(format.format(values))
}

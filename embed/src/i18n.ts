/*
 * The badge's texts in fr (default), en, es, it and pt. Messages are ICU; the widget only needs simple
 * {name} arguments, so a small formatter stands in for a full ICU runtime and keeps the bundle light
 * (i18n.test.ts checks every message against the ICU parser). Each locale file has two sections:
 * "badge" goes into the badge script, "verify" only into the verifier loaded on demand.
 */
import { badge as fr } from '../locales/fr.json'
import { badge as en } from '../locales/en.json'
import { badge as es } from '../locales/es.json'
import { badge as it } from '../locales/it.json'
import { badge as pt } from '../locales/pt.json'

export const LANGUAGES = ['fr', 'en', 'es', 'it', 'pt'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'fr'

export type MessageKey = keyof typeof fr
export const CATALOGUES: Record<Language, Record<MessageKey, string>> = { fr, en, es, it, pt }

/** The first supported language among the candidates ("en-GB" counts as "en"), French otherwise. */
export function resolveLanguage(...candidates: (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const primary = candidate?.trim().toLowerCase().split(/[-_]/)[0]
    if (primary && (LANGUAGES as readonly string[]).includes(primary)) return primary as Language
  }
  return DEFAULT_LANGUAGE
}

export function t(language: Language, key: MessageKey, values: Record<string, string> = {}): string {
  return formatMessage(CATALOGUES[language][key] ?? CATALOGUES[DEFAULT_LANGUAGE][key], values)
}

/** Formats an ICU message made of text and {name} arguments, with ICU's apostrophe quoting. */
export function formatMessage(message: string, values: Record<string, string>): string {
  let out = ''
  for (let i = 0; i < message.length; i++) {
    const char = message[i]
    if (char === "'") {
      const next = message[i + 1]
      if (next === "'") {
        out += "'"
        i++
      } else if (next === '{' || next === '}') {
        const end = message.indexOf("'", i + 1)
        out += message.slice(i + 1, end === -1 ? undefined : end)
        i = end === -1 ? message.length : end
      } else {
        out += char
      }
    } else if (char === '{') {
      const end = message.indexOf('}', i)
      const name = message.slice(i + 1, end).trim()
      out += values[name] ?? `{${name}}`
      i = end
    } else {
      out += char
    }
  }
  return out
}

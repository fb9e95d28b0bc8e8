/*
 * Formats a catalogue message with intl-messageformat: plain text as it is, compiled messages from
 * their AST (the build ships no ICU parser, see vite.config.ts), ICU sources in tests and `vite dev`.
 */
import { IntlMessageFormat } from 'intl-messageformat'
import { decodeMessage, isPlainText, COMPILED_MARKER } from './compiledMessage'

const formats = new Map<string, IntlMessageFormat>()

export function formatMessage(message: string, language: string, values?: Record<string, unknown>): string {
  if (!message.startsWith(COMPILED_MARKER) && isPlainText(message)) return message
  const cacheKey = `${language}\u0000${message}`
  let format = formats.get(cacheKey)
  if (!format) {
    // Tags stay text: no message uses them, and a "<" in a text must not be read as one.
    format = new IntlMessageFormat(decodeMessage(message), language, undefined, { ignoreTag: true })
    formats.set(cacheKey, format)
  }
  return String(format.format(values as Record<string, string>))
}

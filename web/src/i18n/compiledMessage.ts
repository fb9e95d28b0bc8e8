/*
 * How a catalogue message travels to the browser: plain text as it is, an ICU message (anything with
 * braces or an apostrophe, which ICU may read as an escape) parsed at build time into formatjs's AST,
 * kept as a string (i18next stores strings only) behind a marker.
 */
import type { IntlMessageFormat } from 'intl-messageformat'

/** formatjs's message AST (its parser package is not a direct dependency). */
export type MessageAst = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>

export const COMPILED_MARKER = '\u0002'

/** Text the ICU syntax leaves as it is: shown without formatting, in the build and from the sources. */
export function isPlainText(message: string): boolean {
  return !/[{}']/.test(message)
}

export function encodeCompiled(ast: MessageAst): string {
  return `${COMPILED_MARKER}${JSON.stringify(ast)}`
}

/** The AST of a compiled message, else the message itself (an ICU source in tests and `vite dev`). */
export function decodeMessage(message: string): string | MessageAst {
  return message.startsWith(COMPILED_MARKER) ? (JSON.parse(message.slice(COMPILED_MARKER.length)) as MessageAst) : message
}

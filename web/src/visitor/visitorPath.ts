import { DEFAULT_LOCALE, LOCALES } from '@sceau/plugin-sdk/web'

/** The first pages a visitor opens, by their canonical path: the home page and the anonymous send page. */
export const VISITOR_PATHS = ['/', '/transfer'] as const
export type VisitorPath = (typeof VISITOR_PATHS)[number]

const PREFIXES = LOCALES.filter((language) => language !== DEFAULT_LOCALE)
const VISITOR_PATH = new RegExp(`^(?:/(?:${PREFIXES.join('|')}))?(/transfer)?/?$`)

/** The canonical path of a visitor's first page ("/", "/en", "/transfer", "/pt/transfer"), else null. */
export function visitorPath(pathname: string): VisitorPath | null {
  const match = VISITOR_PATH.exec(pathname)
  if (!match) return null
  return match[1] ? '/transfer' : '/'
}

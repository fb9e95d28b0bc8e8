import { useLocation } from 'react-router'
import { languageFromPath, type Locale } from './languages'

/** The language of the current page, read from its URL prefix. */
export function useLanguage(): Locale {
  return languageFromPath(useLocation().pathname)
}

import { useCallback } from 'react'
import { useShell } from '../core/useShell'
import { useLanguage } from './useLanguage'

/** Turns a canonical (French, unprefixed) path into the current language's href. */
export function useLocalize(): (path: string) => string {
  const { localizer } = useShell()
  const language = useLanguage()
  return useCallback((path: string) => localizer.href(path, language), [localizer, language])
}

import { STORAGE_KEYS } from './browserStorage'
import { useStored } from './useStored'

export type CookieConsent = 'accepted' | 'refused'

/** The visitor's answer to the cookie banner (statistics cookie); null until they answer. */
export function useCookieConsent(): [CookieConsent | null, (answer: CookieConsent) => void] {
  const [stored, setStored] = useStored(STORAGE_KEYS.cookieConsent)
  const consent = stored === 'accepted' || stored === 'refused' ? stored : null
  return [consent, setStored]
}

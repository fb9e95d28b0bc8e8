import { STORAGE_KEYS } from './browserStorage'
import { useStored } from './useStored'

export type CookieConsent = 'accepted' | 'refused'

/** Whether the visitor acknowledged the cookie banner (docs/product.md §3 "cookies accepted"); "refused" is an answer an earlier banner stored. */
export function useCookieConsent(): [CookieConsent | null, (answer: CookieConsent) => void] {
  const [stored, setStored] = useStored(STORAGE_KEYS.cookieConsent)
  const consent = stored === 'accepted' || stored === 'refused' ? stored : null
  return [consent, setStored]
}

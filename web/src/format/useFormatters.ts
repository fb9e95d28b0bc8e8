import { useMemo } from 'react'
import { formatBytes } from '@sceau/shared'
import { useLanguage } from '../i18n/useLanguage'

/** Sizes, euro amounts and dates written the way the page's language writes them. */
export function useFormatters() {
  const language = useLanguage()
  return useMemo(() => {
    const euros = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium' })
    return {
      date: (iso: string | null | undefined) => (iso ? dates.format(new Date(iso)) : '—'),
      bytes: (value: number) => formatBytes(value, language),
      euros: (value: number) => euros.format(value),
    }
  }, [language])
}

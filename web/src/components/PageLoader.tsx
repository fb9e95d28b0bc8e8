import { useTranslation } from 'react-i18next'

/** Centered spinner for a screen or layout still loading. */
export function PageLoader() {
  const { t, ready } = useTranslation('core')
  return (
    <div role="status" className="flex min-h-[40vh] flex-1 items-center justify-center p-8">
      <span aria-hidden className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
      <span className="sr-only">{ready ? t('loading') : '…'}</span>
    </div>
  )
}

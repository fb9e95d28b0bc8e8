import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useNavigation } from 'react-router'

/** Above every layout: a progress bar while a navigation loads, scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation()
  const { t } = useTranslation('core')
  return (
    <>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label={t('loading')} aria-busy="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500" />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  )
}

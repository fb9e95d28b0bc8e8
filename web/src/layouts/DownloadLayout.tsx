import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Footer } from '../components/Footer'
import { SlimHeader } from '../components/SlimHeader'
import { DownloadFrame } from './DownloadFrame'

/** Recipient download pages opened within the app (a recipient's browser loads the light shell, src/recipient). */
export function DownloadLayout() {
  const { t } = useTranslation('core')
  return (
    <DownloadFrame header={<SlimHeader />} footer={<Footer />} skipLabel={t('nav.skipToContent')}>
      <Outlet />
    </DownloadFrame>
  )
}

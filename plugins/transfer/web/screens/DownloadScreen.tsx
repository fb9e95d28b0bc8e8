import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useLanguage, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { DownloadPage } from '../download/DownloadPage.js'

/** The download page inside the app (a link followed within it); a recipient's browser opens it through the light shell. */
export default function DownloadScreen() {
  const { t } = useTranslation('transfer')
  const { token = '' } = useParams()
  return <DownloadPage key={token} token={token} language={useLanguage()} t={t} href={useLocalizedHref()} />
}

import { useTranslation } from 'react-i18next'
import { ErrorPage } from '../components/ErrorPage'

export function NotFoundScreen() {
  const { t } = useTranslation('core')
  return (
    <ErrorPage
      tag={t('errorPages.notFound.tag')}
      title={t('errorPages.notFound.title')}
      text={t('errorPages.notFound.text')}
      homeLabel={t('errorPages.home')}
    />
  )
}

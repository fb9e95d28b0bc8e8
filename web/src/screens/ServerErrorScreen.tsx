import { useTranslation } from 'react-i18next'
import { ErrorPage } from '../components/ErrorPage'

export function ServerErrorScreen() {
  const { t } = useTranslation('core')
  return (
    <ErrorPage
      tag={t('errorPages.serverError.tag')}
      title={t('errorPages.serverError.title')}
      text={t('errorPages.serverError.text')}
      homeLabel={t('errorPages.home')}
    />
  )
}

import { useTranslation } from 'react-i18next'
import { LocalizedLink } from '../components/LocalizedLink'
import { AuthCard, AuthText } from './AuthCard'
import { AFTER_LOGIN_PATH } from './useEnterApp'

/** "Mail confirmed", with the way into the app. */
export function MailConfirmedCard() {
  const { t } = useTranslation('core')
  return (
    <AuthCard title={t('auth.confirmed.title')}>
      <AuthText>{t('auth.confirmed.text')}</AuthText>
      <LocalizedLink to={AFTER_LOGIN_PATH} className="btn-primary w-full">
        {t('auth.confirmed.continue')}
      </LocalizedLink>
    </AuthCard>
  )
}

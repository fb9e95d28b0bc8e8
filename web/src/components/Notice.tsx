import { useTranslation } from 'react-i18next'
import { Notice } from '@sceau/plugin-sdk/web/ui'
import { BuiltLink } from './BuiltLink'

/** The SDK's boxed message, where the shell's screens have always imported it. */
export { Notice }

/** SPEC §6: the customisation, members and address book screens say so when the subscription does not allow them. */
export function NotAllowedBySubscription({ admin }: { admin: boolean }) {
  const { t } = useTranslation('core')
  return (
    <Notice title={t('subscriptionGate.title')} tone="warning">
      <p>{t('subscriptionGate.text')}</p>
      {admin && (
        <BuiltLink to="/app/subscriptions" className="font-medium underline">
          {t('subscriptionGate.action')}
        </BuiltLink>
      )}
    </Notice>
  )
}

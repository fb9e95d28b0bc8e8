import { useTranslation } from 'react-i18next'
import { Notice } from '@sceau/plugin-sdk/web/ui'
import { useSession } from '../session/useSession'
import { BuiltLink } from './BuiltLink'

/** The SDK's boxed message, where the shell's screens have always imported it. */
export { Notice }

/**
 * The one rule for a paid feature the organisation's plan lacks: an administrator is led to the
 * upgrade page; a member is told to ask their administrators, named.
 */
export function NotAllowedBySubscription({ admin }: { admin: boolean }) {
  const { t } = useTranslation('core')
  const { user } = useSession()
  const administrators = user?.organization?.administrators ?? []
  return (
    <Notice title={t('subscriptionGate.title')} tone="warning">
      <p>{t('subscriptionGate.text')}</p>
      {admin ? (
        <BuiltLink to="/subscribe" className="font-medium underline">
          {t('subscriptionGate.upgrade')}
        </BuiltLink>
      ) : (
        <p>
          {administrators.length
            ? t('subscriptionGate.askNamed', { names: administrators.join(', '), count: administrators.length })
            : t('subscriptionGate.ask')}
        </p>
      )}
    </Notice>
  )
}

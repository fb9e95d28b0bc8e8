import { useTranslation } from 'react-i18next'
import { Notice } from '../components/Notice'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { useSession } from '../session/useSession'
import { Section } from '@sceau/plugin-sdk/web/ui'

/** The paid-plan tab: what the organisation has now; online payment is not available yet, and the tab says so. */
export function SubscriptionTab() {
  const { t } = useTranslation('core')
  const format = useFormats()
  const { user, derived } = useSession()
  const subscription = user?.organization?.subscription
  return (
    <>
      <Section title={t('account.subscription.title')}>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('account.subscription.organization')}</dt>
            <dd className="font-medium">{user?.organization?.name}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">{t('account.subscription.plan')}</dt>
            <dd className="font-medium">{t(derived.premium ? 'account.subscription.premium' : 'account.subscription.free')}</dd>
          </div>
          {derived.premium && (
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('account.subscription.until')}</dt>
              <dd className="font-medium">{subscription?.expireAt ? format.date(subscription.expireAt) : t('account.subscription.noEnd')}</dd>
            </div>
          )}
        </dl>
      </Section>
      <Notice title={t('account.subscription.unavailableTitle')}>
        <p>{t('account.subscription.unavailableText')}</p>
      </Notice>
    </>
  )
}

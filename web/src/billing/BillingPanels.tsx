import { useTranslation } from 'react-i18next'
import { QueryStates } from '@sceau/plugin-sdk/web/ui'
import { LocalizedLink } from '../components/LocalizedLink'
import { Notice } from '../components/Notice'
import { useSession } from '../session/useSession'
import { BillingInfoSection, CardSection, CreditsSection, InvoiceList, PaymentHistory, PendingPayments } from './BillingSections'
import { useBillingOverview, usePlanOffer } from './queries'
import { SubscriptionSection } from './SubscriptionSection'

/**
 * What administrators manage (docs/product.md §2 Settings › Subscription, §6): `subscription` shows the plan and
 * everything billing; `billing` leaves the plan to /app/subscriptions and starts with what is owed.
 * Members are told that administrators manage it.
 */
export function BillingPanels({ focus }: { focus: 'subscription' | 'billing' }) {
  const { t } = useTranslation('core')
  const { derived } = useSession()
  const overview = useBillingOverview(derived.admin)
  const offer = usePlanOffer()
  if (!derived.admin) {
    return (
      <Notice title={t('billing.membersOnly.title')}>
        <p>{t('billing.membersOnly.manage')}</p>
      </Notice>
    )
  }
  return (
    <QueryStates query={overview} loading={t('billing.loading')} failed={t('billing.failed')}>
      {(data) => (
        <>
          {focus === 'subscription' ? (
            <SubscriptionSection overview={data} />
          ) : (
            <p className="text-sm">
              <LocalizedLink to="/app/subscriptions" className="font-medium underline">
                {t('billing.seeSubscription')}
              </LocalizedLink>
            </p>
          )}
          <PendingPayments overview={data} />
          <CreditsSection overview={data} minimumCents={offer.data?.minimumCreditCents} />
          <CardSection overview={data} />
          {focus === 'subscription' && <BillingInfoSection key={JSON.stringify(data.info)} overview={data} />}
          <PaymentHistory overview={data} />
          <InvoiceList overview={data} />
          {focus === 'billing' && <BillingInfoSection key={JSON.stringify(data.info)} overview={data} />}
        </>
      )}
    </QueryStates>
  )
}

import { useTranslation } from 'react-i18next'
import { QueryStates, Section } from '@sceau/plugin-sdk/web/ui'
import { LocalizedLink } from '../components/LocalizedLink'
import { CardLine } from './BillingSections'
import { useBillingOverview } from './queries'

/** Settings › General (docs/product.md §2): the organisation's payment method, for its administrators, managed on the subscription page. */
export function PaymentMethodSection() {
  const { t } = useTranslation('core')
  const overview = useBillingOverview()
  return (
    <Section
      title={t('billing.card.title')}
      actions={
        <LocalizedLink to="/app/subscriptions" className="btn-secondary">
          {t('billing.card.manage')}
        </LocalizedLink>
      }
    >
      <QueryStates query={overview} loading={t('billing.loading')} failed={t('billing.failed')}>
        {(data) => <CardLine card={data.card} />}
      </QueryStates>
    </Section>
  )
}

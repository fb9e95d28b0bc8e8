import { useTranslation } from 'react-i18next'
import { Screen } from '@sceau/plugin-sdk/web/ui'
import { BillingPanels } from './BillingPanels'

/** /app/billing: what is owed, credits, payment method, history and invoices; the plan itself is on /app/subscriptions. */
export default function BillingScreen() {
  const { t } = useTranslation('core')
  return (
    <Screen title={t('billing.screenTitle')} intro={t('billing.intro')} width="narrow">
      <BillingPanels focus="billing" />
    </Screen>
  )
}

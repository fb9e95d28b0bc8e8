import { useTranslation } from 'react-i18next'
import { Screen } from '@sceau/plugin-sdk/web/ui'
import { BillingPanels } from './BillingPanels'

/** /app/subscriptions: the plan, its state and renewal, then billing (cac users never reach it: the gate sends them to /cac/subscriptions). */
export default function SubscriptionScreen() {
  const { t } = useTranslation('core')
  return (
    <Screen title={t('billing.subscription.screenTitle')} intro={t('billing.subscription.intro')} width="narrow">
      <BillingPanels focus="subscription" />
    </Screen>
  )
}

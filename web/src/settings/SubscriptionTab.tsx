import { BillingPanels } from '../billing/BillingPanels'

/** Settings › the paid-plan tab (docs/product.md §2): the same panels as /app/subscriptions. */
export function SubscriptionTab() {
  return <BillingPanels focus="subscription" />
}

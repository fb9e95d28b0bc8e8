import * as Tabs from '@radix-ui/react-tabs'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Screen } from '@sceau/plugin-sdk/web/ui'
import { CustomisationTab } from './CustomisationTab'
import { GeneralTab } from './GeneralTab'
import { IntegrationsTab } from './IntegrationsTab'
import { SubscriptionTab } from './SubscriptionTab'

export const ACCOUNT_TABS = ['general', 'subscription', 'customisation', 'integrations'] as const
export type AccountTab = (typeof ACCOUNT_TABS)[number]

/** /app/account: settings with the tabs General, the paid plan, Customisation and Integrations (docs/product.md §2); `?tab=` keeps the tab in the address. */
export default function AccountScreen() {
  const { t } = useTranslation('core')
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab: AccountTab = (ACCOUNT_TABS as readonly string[]).includes(asked ?? '') ? (asked as AccountTab) : 'general'
  return (
    <Screen title={t('account.title')}>
      <Tabs.Root value={tab} onValueChange={(value) => setParams(value === 'general' ? {} : { tab: value }, { replace: true })}>
        <Tabs.List aria-label={t('account.tabsLabel')} className="mb-6 grid grid-cols-2 gap-1 border-b border-slate-200 sm:flex dark:border-slate-800">
          {ACCOUNT_TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm sm:px-4 font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:text-white"
            >
              {t(`account.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general" className="space-y-6">
          <GeneralTab />
        </Tabs.Content>
        <Tabs.Content value="subscription" className="space-y-6">
          <SubscriptionTab />
        </Tabs.Content>
        <Tabs.Content value="customisation" className="space-y-6">
          <CustomisationTab />
        </Tabs.Content>
        <Tabs.Content value="integrations" className="space-y-6">
          <IntegrationsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Screen>
  )
}

import { useTranslation } from 'react-i18next'
import type { BillingOverview } from '@sceau/api-client'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { ConfirmAction, DetailRow, Section } from '@sceau/plugin-sdk/web/ui'
import { LocalizedLink } from '../components/LocalizedLink'
import { useAction } from '../query/useAction'
import { BILLING_KEY, billingApi } from './queries'
import { PaymentsOff } from './SubscribeScreen'

const STATE_TONES: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-900',
  renewing: 'bg-emerald-100 text-emerald-900',
  activation_in_progress: 'bg-sky-100 text-sky-900',
  expiring: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-900',
  none: 'bg-slate-100 text-slate-800',
}

/** The plan and its state (docs/product.md §4), dates, options, renewal on/off (off asks first) or the way to subscribe. */
export function SubscriptionSection({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  const { subscription } = overview
  const online = overview.driver !== 'off'
  const renewal = useAction<boolean>({
    run: (renew) => billingApi.setRenewal(renew),
    success: 'billing.renewal.saved',
    failure: 'billing.renewal.failed',
    refresh: [BILLING_KEY, ['session']],
  })
  return (
    <Section title={t('billing.subscription.title')}>
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-semibold">{t(subscription.isPremium ? 'billing.subscription.premium' : 'billing.subscription.free')}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_TONES[subscription.state] ?? STATE_TONES.none}`}>
          {t(`billing.states.${subscription.state}`)}
        </span>
      </div>
      {subscription.daysLeft !== null && (
        <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{t('billing.subscription.daysLeft', { days: subscription.daysLeft })}</p>
      )}
      {subscription.isPremium && (
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          <DetailRow label={t('billing.subscription.expireAt')}>{format.date(subscription.expireAt)}</DetailRow>
          {subscription.renew && (subscription.nextDebitAt || subscription.debitInProgress) && (
            <DetailRow label={t('billing.subscription.nextDebitAt')}>
              {subscription.debitInProgress ? t('billing.subscription.debitInProgress') : format.date(subscription.nextDebitAt)}
            </DetailRow>
          )}
          <DetailRow label={t('billing.subscription.additionalMembers')}>
            {t('billing.subscription.additionalMembersValue', {
              total: subscription.additionalMembers,
              included: subscription.includedMembers,
              bought: subscription.extraMembers,
            })}
          </DetailRow>
          <DetailRow label={t('billing.renewal.label')}>{t(subscription.renew ? 'billing.renewal.on' : 'billing.renewal.off')}</DetailRow>
        </dl>
      )}
      {!online ? (
        <PaymentsOff />
      ) : subscription.isPremium ? (
        <div>
          {subscription.renew ? (
            <ConfirmAction
              label={t('billing.renewal.turnOff')}
              question={t('billing.renewal.confirmOff', { date: format.date(subscription.expireAt) })}
              pending={renewal.isPending}
              onConfirm={() => renewal.mutate(false)}
            />
          ) : (
            <button type="button" className="btn-secondary" disabled={renewal.isPending} onClick={() => renewal.mutate(true)}>
              {t('billing.renewal.turnOn')}
            </button>
          )}
        </div>
      ) : (
        subscription.state !== 'activation_in_progress' && (
          <LocalizedLink to="/subscribe" className="btn-primary inline-block">
            {t('billing.subscription.subscribe')}
          </LocalizedLink>
        )
      )}
    </Section>
  )
}

import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, type CurrentUser } from '@sceau/api-client'
import { BuiltLink } from '../components/BuiltLink'
import { borrowedTimeDays, subscriptionNotice } from './subscriptionNotice'

/** The orange borrowed-time banner, for administrators only (docs/product.md §4). */
export function SubscriptionBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('core')
  const [now] = useState(() => Date.now())
  const inBorrowedTime = borrowedTimeDays(user, now) !== null
  const pending = useQuery({
    queryKey: ['subscription', 'renewal-payment-pending'],
    // A failed check counts as "no payment pending" (docs/product.md §8).
    queryFn: ({ signal }) => api.get<boolean>('/users/organization/payments/waiting/subscription/renew/boolean', { signal }).catch(() => false),
    enabled: inBorrowedTime && Boolean(user.organization?.subscription?.renew),
    meta: { silent: true },
  })
  const notice = subscriptionNotice(user, now, pending.data === true)
  if (!notice) return null
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-4 gap-y-1 bg-amber-500 px-4 py-2 text-sm font-medium text-amber-950">
      <p className="flex-1">{t(`subscriptionBanner.${notice.kind}`, { days: notice.days })}</p>
      <BuiltLink to="/app/subscriptions" className="underline">
        {t(`subscriptionBanner.${notice.kind}Action`)}
      </BuiltLink>
    </div>
  )
}

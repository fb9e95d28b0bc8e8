import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ApiError, type PaymentSummary } from '@sceau/api-client'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { DetailRow } from '@sceau/plugin-sdk/web/ui'
import { BuiltLink } from '../components/BuiltLink'
import { LocalizedLink } from '../components/LocalizedLink'
import { useSession } from '../session/useSession'
import { BILLING_KEY, billingApi } from './queries'
import { SignedIn } from './SignedIn'
import { usePageTitle } from '@sceau/plugin-sdk/web/hooks'

/** The webhook usually confirms within seconds: the success page asks again this often, this many times. */
export const PAYMENT_POLL = { intervalMs: 2000, attempts: 6 }

/** The payment, asked again while it is pending when `poll`; `attempts` says how many answers came. */
function usePayment(uid: string | null, poll: boolean) {
  const query = useQuery({
    queryKey: ['billing', 'payment', uid],
    queryFn: ({ signal }) => billingApi.payment(uid!, signal),
    enabled: Boolean(uid),
    meta: { silent: true },
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'pending' && query.state.dataUpdateCount < PAYMENT_POLL.attempts ? PAYMENT_POLL.intervalMs : false,
  })
  const queryClient = useQueryClient()
  const attempts = queryClient.getQueryState(['billing', 'payment', uid])?.dataUpdateCount ?? 0
  return { ...query, attempts }
}

/** Where the user goes back to after a payment of this kind. */
function backTarget(kind: PaymentSummary['kind'] | undefined, cac: boolean): { to: string; label: string } {
  if (kind === 'deposit') return { to: '/app/consignments', label: 'billing.result.backToConsignments' }
  if (cac || kind === 'subscription' || !kind) return { to: '/app/transfers', label: 'billing.backToApp' }
  return { to: '/app/subscriptions', label: 'billing.result.backToSubscription' }
}

function PaymentDetails({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-800">
      <DetailRow label={t('billing.result.what')}>{payment.description}</DetailRow>
      <DetailRow label={t('billing.result.amount')}>{format.euros(payment.amountCents)}</DetailRow>
      {payment.promoCode && <DetailRow label={t('billing.result.promoCode')}>{payment.promoCode}</DetailRow>}
    </dl>
  )
}

/** /payment/success?payment=<uid>: the amount and what was bought, once the provider's confirmation arrived (docs/product.md §2, §4). */
export function PaymentSuccessScreen() {
  return (
    <SignedIn>
      <PaymentSuccess />
    </SignedIn>
  )
}

function PaymentSuccess() {
  const { t } = useTranslation('core')
  const [params] = useSearchParams()
  const { user } = useSession()
  const queryClient = useQueryClient()
  const payment = usePayment(params.get('payment'), true)
  const data = payment.data
  const status = data?.status
  const cac = params.get('from') === 'cac' || user?.userType === 'cac'
  // A confirmed payment changes the plan, the credits or the card: the session (the gate) and billing are read again.
  useEffect(() => {
    if (status === 'succeeded') {
      void queryClient.invalidateQueries({ queryKey: ['session'] })
      void queryClient.invalidateQueries({ queryKey: BILLING_KEY })
    }
  }, [status, queryClient])
  const back = backTarget(data?.kind, cac)
  const stillPending = status === 'pending'
  // Thanks only for a payment that exists and went through (or is being confirmed): never for an unknown one.
  const unknown = !params.get('payment') || (payment.error instanceof ApiError && payment.error.status === 404)
  const title = unknown
    ? 'billing.result.unknownTitle'
    : status === 'failed'
      ? 'billing.result.failedTitle'
      : status === 'cancelled'
        ? 'billing.result.cancelledTitle'
        : status === 'succeeded' || stillPending
          ? 'billing.result.successTitle'
          : 'billing.result.checkingTitle'
  usePageTitle(t(title))
  const gaveUp = stillPending && payment.attempts >= PAYMENT_POLL.attempts
  return (
    <div className="card space-y-5">
      <div className="flex items-center gap-3">
        {status === 'failed' || status === 'cancelled' || unknown ? (
          <XCircle aria-hidden className="size-8 text-red-600" />
        ) : status === 'succeeded' || stillPending ? (
          <CheckCircle2 aria-hidden className="size-8 text-emerald-600" />
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight">{t(title)}</h1>
      </div>
      {unknown ? (
        <p>{t('billing.result.unknown')}</p>
      ) : payment.isPending ? (
        <p role="status">{t('billing.result.loading')}</p>
      ) : payment.isError ? (
        <p role="alert">{t('billing.result.failedToLoad')}</p>
      ) : (
        data && (
          <>
            <PaymentDetails payment={data} />
            {status === 'succeeded' && <p role="status">{t(`billing.result.done.${data.kind}`)}</p>}
            {stillPending && !gaveUp && (
              <p role="status" className="flex items-center gap-2">
                <span aria-hidden className="inline-block size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
                {t('billing.result.waiting')}
              </p>
            )}
            {gaveUp && <p role="status">{t('billing.result.beingConfirmed')}</p>}
            {status === 'failed' && (
              <p role="alert">{data.error ? t(`billing.${data.error}`, { defaultValue: t('billing.errors.payment') }) : t('billing.errors.payment')}</p>
            )}
            {status === 'cancelled' && <p>{t('billing.result.nothingCharged')}</p>}
          </>
        )
      )}
      <div className="flex flex-wrap gap-3">
        <BuiltLink to={back.to} className="btn-primary">
          {t(back.label)}
        </BuiltLink>
        {!cac && back.to !== '/app/subscriptions' && (
          <LocalizedLink to="/app/subscriptions" className="btn-secondary">
            {t('billing.result.backToSubscription')}
          </LocalizedLink>
        )}
      </div>
    </div>
  )
}

/** /payment/cancelled?payment=<uid>: nothing was charged; try again. */
export function PaymentCancelledScreen() {
  return (
    <SignedIn>
      <PaymentCancelled />
    </SignedIn>
  )
}

function PaymentCancelled() {
  const { t } = useTranslation('core')
  const [params] = useSearchParams()
  const { user } = useSession()
  const payment = usePayment(params.get('payment'), false)
  const cac = params.get('from') === 'cac' || user?.userType === 'cac'
  const kind = payment.data?.kind
  usePageTitle(t('billing.result.cancelledTitle'))
  const retry =
    kind === 'deposit' ? '/app/consignments' : kind === 'subscription' || (cac && !kind) ? (cac ? '/cac/subscriptions' : '/subscribe') : '/app/subscriptions'
  return (
    <div className="card space-y-5">
      <div className="flex items-center gap-3">
        <XCircle aria-hidden className="size-8 text-slate-500" />
        <h1 className="text-2xl font-semibold tracking-tight">{t('billing.result.cancelledTitle')}</h1>
      </div>
      <p>{t('billing.result.nothingCharged')}</p>
      {payment.data && <PaymentDetails payment={payment.data} />}
      <div className="flex flex-wrap gap-3">
        <BuiltLink to={retry} className="btn-primary">
          {t('billing.result.retry')}
        </BuiltLink>
        {!cac && (
          <LocalizedLink to="/app/transfers" className="btn-secondary">
            {t('billing.backToApp')}
          </LocalizedLink>
        )}
      </div>
    </div>
  )
}

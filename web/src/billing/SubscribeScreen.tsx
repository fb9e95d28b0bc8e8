import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import type { BillingInfo, PlanOffer, PromoCheck } from '@sceau/api-client'
import { externalPage, useFormats, usePageTitle } from '@sceau/plugin-sdk/web/hooks'
import { QueryStates, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { LocalizedLink } from '../components/LocalizedLink'
import { Notice } from '../components/Notice'
import { describeError } from '../errors/describeError'
import { useFieldErrors } from '../forms/useFieldErrors'
import { useSession } from '../session/useSession'
import { BillingInfoFields } from './BillingInfoFields'
import { BillingPanels } from './BillingPanels'
import { billingInfoOf, billingInfoProblems, billingInfoValues, type BillingInfoValues } from './billingInfo'
import { PlanSummary } from './PlanSummary'
import { billingApi, useBillingOverview, usePlanOffer } from './queries'
import { SignedIn } from './SignedIn'
import { BuiltLink } from '../components/BuiltLink'

const MAX_EXTRA_MEMBERS = 500

/** /subscribe (administrators of a free organisation) and /cac/subscriptions (cac users, docs/product.md §4): the plan, options, invoice form, promo code, Pay. */
export default function SubscribeScreen() {
  const cac = useLocation().pathname.endsWith('/cac/subscriptions')
  return (
    <SignedIn login={cac ? '/cac' : '/login'}>
      <Subscribe />
    </SignedIn>
  )
}

function Subscribe() {
  const { t } = useTranslation('core')
  const { user, derived } = useSession()
  const cac = useLocation().pathname.endsWith('/cac/subscriptions')
  // A cac user who already pays manages the plan here: not told to subscribe, and led back to the app.
  const managing = cac && derived.premium
  usePageTitle(t(managing ? 'billing.subscribe.cacManageTitle' : 'billing.subscribe.title'))
  const offer = usePlanOffer()
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{t(managing ? 'billing.subscribe.cacManageTitle' : 'billing.subscribe.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t(
            managing
              ? 'billing.subscribe.cacManageIntro'
              : cac
                ? 'billing.subscribe.cacIntro'
                : offer.data?.driver === 'off'
                  ? 'billing.subscribe.introOff'
                  : 'billing.subscribe.intro'
          )}
        </p>
        {managing && (
          <LocalizedLink to="/app/transfers" className="btn-primary mt-3 inline-flex">
            {t('billing.backToApp')}
          </LocalizedLink>
        )}
      </header>
      <QueryStates query={offer} loading={t('billing.plan.loading')} failed={t('billing.plan.failed')}>
        {(plan) => (
          <>
            <PlanSummary offer={plan} />
            {derived.premium && cac ? (
              // docs/product.md §4: cac users never see /app/subscriptions, so their subscription is managed here once paid.
              <BillingPanels focus="subscription" />
            ) : derived.premium ? (
              <Notice title={t('billing.subscribe.alreadyTitle')}>
                <LocalizedLink to={cac || user?.userType === 'cac' ? '/app/transfers' : '/app/subscriptions'} className="font-medium underline">
                  {t(cac || user?.userType === 'cac' ? 'billing.backToApp' : 'billing.subscribe.seeSubscription')}
                </LocalizedLink>
              </Notice>
            ) : plan.driver === 'off' ? (
              <PaymentsOff />
            ) : !derived.admin ? (
              <Notice title={t('billing.membersOnly.title')}>
                <p>{t('billing.membersOnly.subscribe')}</p>
              </Notice>
            ) : (
              <SubscribeForm offer={plan} from={cac ? 'cac' : 'app'} />
            )}
          </>
        )}
      </QueryStates>
    </div>
  )
}

/** The off driver (ADR 0006): nothing is collected online; an operator grants the plan. */
export function PaymentsOff() {
  const { t } = useTranslation('core')
  return (
    <Notice title={t('billing.off.title')}>
      <p>{t('billing.off.text')}</p>
      <BuiltLink to="/contact" className="font-medium underline">
        {t('billing.off.contact')}
      </BuiltLink>
    </Notice>
  )
}

/** The form starts from the billing info already on file (none when it cannot be read). */
function SubscribeForm({ offer, from }: { offer: PlanOffer; from: 'app' | 'cac' }) {
  const { t } = useTranslation('core')
  const overview = useBillingOverview()
  if (overview.isPending) return <p role="status">{t('billing.loading')}</p>
  // Paid already, the provider's confirmation is awaited: no second payment.
  if (overview.data?.subscription.state === 'activation_in_progress') {
    return (
      <Notice title={t('billing.states.activation_in_progress')}>
        <p>{t('billing.result.beingConfirmed')}</p>
      </Notice>
    )
  }
  return <SubscribeFields offer={offer} from={from} known={overview.data?.info ?? null} />
}

function SubscribeFields({ offer, from, known }: { offer: PlanOffer; from: 'app' | 'cac'; known: BillingInfo | null }) {
  const { t, i18n } = useTranslation('core')
  const format = useFormats()
  const fields = useFieldErrors()
  const [info, setInfo] = useState<BillingInfoValues>(() => billingInfoValues(known, i18n.language))
  const [extra, setExtra] = useState('0')
  const [code, setCode] = useState('')
  const [promo, setPromo] = useState<PromoCheck | null>(null)
  const [promoError, setPromoError] = useState<string | undefined>()
  const extraMembers = Math.min(MAX_EXTRA_MEMBERS, Math.max(0, Math.floor(Number(extra) || 0)))
  const total = offer.yearlyCents + extraMembers * offer.extraMemberYearlyCents

  const check = useMutation({
    mutationFn: () => billingApi.checkPromo(code.trim(), extraMembers),
    onSuccess: (result) => {
      setPromo(result)
      setPromoError(undefined)
    },
    onError: (error) => {
      setPromo(null)
      setPromoError(describeError(error, t))
    },
  })
  const pay = useMutation({
    mutationFn: () => billingApi.subscribe({ info: billingInfoOf(info), promoCode: promo?.code ?? null, extraMembers, from }),
    onSuccess: (start) => externalPage.open(start.url),
    onError: fields.failWith('billing.errors.payment'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(billingInfoProblems(info))) pay.mutate()
  }
  const applyPromo = () => {
    if (!code.trim()) {
      setPromoError(t('billing.promo.required'))
      return
    }
    check.mutate()
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={t('billing.subscribe.formLabel')}>
      <Section title={t('billing.options.title')}>
        <TextField
          label={t('billing.options.extraMembers', { included: offer.includedMembers })}
          name="extraMembers"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_EXTRA_MEMBERS}
          step={1}
          value={extra}
          onValueChange={(value) => {
            setExtra(value)
            // A code's discount depends on the total: check it again.
            setPromo(null)
          }}
          hint={t('billing.options.extraMemberPrice', {
            price: format.euros(offer.extraMemberYearlyCents),
            included: offer.includedMembers,
            people: offer.includedMembers + 1,
          })}
        />
      </Section>
      <Section title={t('billing.info.title')} text={t('billing.info.text')}>
        <BillingInfoFields
          values={info}
          onChange={(next) => {
            // A changed field's error is about the old value.
            for (const field of Object.keys(next) as (keyof typeof next)[]) if (next[field] !== info[field]) fields.clear(field)
            setInfo(next)
          }}
          errors={fields.errors}
        />
      </Section>
      <Section title={t('billing.promo.title')}>
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            className="min-w-48 flex-1 space-y-1"
            label={t('billing.promo.code')}
            name="promoCode"
            autoComplete="off"
            value={code}
            onValueChange={(value) => {
              setCode(value)
              setPromo(null)
              setPromoError(undefined)
            }}
            error={promoError}
          />
          <button type="button" className="btn-secondary" onClick={applyPromo} disabled={check.isPending} aria-busy={check.isPending || undefined}>
            {t('billing.promo.apply')}
          </button>
        </div>
        {promo && (
          <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-400">
            {t('billing.promo.applied', { code: promo.code, discount: format.euros(promo.discountCents) })}
          </p>
        )}
      </Section>
      <Section title={t('billing.total.title')}>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{t('billing.total.plan')}</dt>
            <dd>{format.euros(offer.yearlyCents)}</dd>
          </div>
          {extraMembers > 0 && (
            <div className="flex justify-between gap-4">
              <dt>{t('billing.total.extraMembers', { count: extraMembers, included: offer.includedMembers })}</dt>
              <dd>{format.euros(extraMembers * offer.extraMemberYearlyCents)}</dd>
            </div>
          )}
          {promo && (
            <div className="flex justify-between gap-4 text-emerald-700 dark:text-emerald-400">
              <dt>{t('billing.total.discount', { code: promo.code })}</dt>
              <dd>−{format.euros(promo.discountCents)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-800">
            <dt>{t('billing.total.due')}</dt>
            <dd data-testid="billing-total">{format.euros(promo ? promo.amountCents : total)}</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('billing.total.taxIncluded')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={pay.isPending}>{t('billing.subscribe.pay', { amount: format.euros(promo ? promo.amountCents : total) })}</SubmitButton>
          <LocalizedLink className="text-sm underline" to="/pages/legal">
            {t('billing.subscribe.terms')}
          </LocalizedLink>
        </div>
      </Section>
    </form>
  )
}

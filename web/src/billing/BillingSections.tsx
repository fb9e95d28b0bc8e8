import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { BillingOverview, CheckoutStart } from '@sceau/api-client'
import { externalPage, useFormats } from '@sceau/plugin-sdk/web/hooks'
import { DataTable, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { describeError } from '../errors/describeError'
import { useFieldErrors } from '../forms/useFieldErrors'
import { useToast } from '../toasts/useToast'
import { BillingInfoFields } from './BillingInfoFields'
import { billingInfoOf, billingInfoProblems, billingInfoValues, creditProblem, eurosToCents } from './billingInfo'
import { BILLING_KEY, billingApi, invoicePdfHref } from './queries'

/** A call that opens a Checkout: the browser leaves for the provider's page, or a toast says why not. */
function useCheckout<T>(run: (input: T) => Promise<CheckoutStart>) {
  const { t } = useTranslation('core')
  const toast = useToast()
  return useMutation({
    mutationFn: run,
    onSuccess: (start) => externalPage.open(start.url),
    onError: (error) => toast.error(t('billing.errors.payment'), describeError(error, t)),
  })
}

/** Payments waiting to be regularised (docs/product.md §4), each with "Settle now" when payment is online. */
export function PendingPayments({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  const settle = useCheckout((uid: string) => billingApi.settle(uid))
  if (overview.pending.length === 0) return null
  // A deposit's card payment is invoiced: as for a top-up, the billing information comes first.
  const needsInfo = (payment: BillingOverview['pending'][number]) => payment.kind === 'deposit' && !overview.info
  return (
    <Section title={t('billing.pending.title')} text={t('billing.pending.text')}>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {overview.pending.map((payment) => (
          <li key={payment.uid} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <span>
              <span className="font-medium">{payment.description}</span> · {format.euros(payment.amountCents)} · {format.date(payment.createdAt)}
              {payment.error && (
                <span className="block text-red-700 dark:text-red-300">{t(`billing.${payment.error}`, { defaultValue: t('billing.errors.payment') })}</span>
              )}
              {overview.driver !== 'off' && needsInfo(payment) && (
                <span role="note" className="block text-amber-800 dark:text-amber-300">
                  {t('billing.pending.infoFirst')}
                </span>
              )}
            </span>
            {overview.driver !== 'off' && (
              <button
                type="button"
                className="btn-primary"
                disabled={settle.isPending || needsInfo(payment)}
                aria-label={t('billing.pending.settleLabel', { description: payment.description, amount: format.euros(payment.amountCents) })}
                onClick={() => settle.mutate(payment.uid)}
              >
                {t('billing.pending.settle')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The prepaid credits balance and, online, a top-up of at least the minimum (docs/product.md §5 "The Minimum Credit Is €1"). */
export function CreditsSection({ overview, minimumCents = 100 }: { overview: BillingOverview; minimumCents?: number }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  const fields = useFieldErrors()
  const [amount, setAmount] = useState('')
  // The top-up is invoiced: the billing information (the form of this page) is given once, before it.
  const needsInfo = !overview.info
  const buy = useCheckout((cents: number) => billingApi.buyCredits(cents))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = creditProblem(amount, minimumCents)
    if (fields.check(problem ? { amount: problem } : {})) buy.mutate(eurosToCents(amount)!)
  }
  return (
    <Section title={t('billing.credits.title')} text={t('billing.credits.text')}>
      <p className="text-2xl font-semibold">
        <span className="sr-only">{t('billing.credits.balanceLabel', { amount: format.euros(overview.creditsCents) })}</span>
        <span aria-hidden>{format.euros(overview.creditsCents)}</span>
      </p>
      {overview.driver !== 'off' && (
        <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
          {needsInfo && (
            <p role="note" className="w-full text-sm text-amber-800 dark:text-amber-300">
              {t('billing.credits.infoFirst')}
            </p>
          )}
          <TextField
            className="w-48 space-y-1"
            label={t('billing.credits.amount')}
            name="amount"
            inputMode="decimal"
            value={amount}
            onValueChange={(value) => {
              setAmount(value)
              fields.clear('amount')
            }}
            error={fields.errors.amount}
          />
          <SubmitButton pending={buy.isPending} disabled={needsInfo}>
            {t('billing.credits.buy')}
          </SubmitButton>
        </form>
      )}
    </Section>
  )
}

/** The saved card (brand, last 4 digits, expiry) and, online, add or replace it through the provider (no card data touches Sceau). */
export function CardSection({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('core')
  const save = useCheckout(() => billingApi.saveCard())
  return (
    <Section
      title={t('billing.card.title')}
      actions={
        overview.driver !== 'off' && (
          <button type="button" className="btn-secondary" disabled={save.isPending} onClick={() => save.mutate(undefined)}>
            {t(overview.card ? 'billing.card.replace' : 'billing.card.add')}
          </button>
        )
      }
    >
      <CardLine card={overview.card} />
    </Section>
  )
}

/** "Visa •••• 4242, expires 04/2030", or that there is none. */
export function CardLine({ card }: { card: BillingOverview['card'] }) {
  const { t } = useTranslation('core')
  if (!card) return <p className="text-sm text-slate-600 dark:text-slate-300">{t('billing.card.none')}</p>
  return (
    <p className="text-sm">
      {t('billing.card.summary', {
        brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
        last4: card.last4,
        expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
      })}
    </p>
  )
}

/** Name, address and legal number printed on the invoices, and the language they are issued in. */
export function BillingInfoSection({ overview }: { overview: BillingOverview }) {
  const { t, i18n } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const fields = useFieldErrors()
  const [values, setValues] = useState(() => billingInfoValues(overview.info, i18n.language))
  const save = useMutation({
    mutationFn: () => billingApi.saveInfo(billingInfoOf(values)),
    onSuccess: async () => {
      toast.success(t('billing.info.saved'))
      await queryClient.invalidateQueries({ queryKey: BILLING_KEY })
    },
    onError: fields.failWith('billing.info.failed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(billingInfoProblems(values))) save.mutate()
  }
  return (
    <Section title={t('billing.info.title')} text={t('billing.info.text')}>
      <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('billing.info.title')}>
        <BillingInfoFields values={values} onChange={setValues} errors={fields.errors} />
        <SubmitButton pending={save.isPending}>{t('billing.info.save')}</SubmitButton>
      </form>
    </Section>
  )
}

/** Every payment, newest first, with its status and its invoice. */
export function PaymentHistory({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  return (
    <Section title={t('billing.history.title')}>
      {overview.payments.length === 0 ? (
        <p className="text-sm text-slate-500">{t('billing.history.empty')}</p>
      ) : (
        <DataTable
          rows={overview.payments}
          rowKey={(payment) => payment.uid}
          columns={[
            { label: t('billing.history.date'), cell: (payment) => format.date(payment.settledAt ?? payment.createdAt) },
            { label: t('billing.history.description'), cell: (payment) => payment.description, primary: true },
            { label: t('billing.history.amount'), cell: (payment) => format.euros(payment.amountCents) },
            { label: t('billing.history.status'), cell: (payment) => t(`billing.paymentStatus.${payment.status}`) },
            { label: t('billing.history.invoice'), cell: (payment) => payment.invoiceNumber && <InvoiceLink number={payment.invoiceNumber} /> },
          ]}
        />
      )}
    </Section>
  )
}

/** Every invoice (card and credits), with its PDF. */
export function InvoiceList({ overview }: { overview: BillingOverview }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  return (
    <Section title={t('billing.invoices.title')}>
      {overview.invoices.length === 0 ? (
        <p className="text-sm text-slate-500">{t('billing.invoices.empty')}</p>
      ) : (
        <DataTable
          rows={overview.invoices}
          rowKey={(invoice) => invoice.number}
          columns={[
            { label: t('billing.invoices.number'), cell: (invoice) => <InvoiceLink number={invoice.number} />, primary: true },
            { label: t('billing.history.date'), cell: (invoice) => format.date(invoice.issuedAt) },
            { label: t('billing.history.description'), cell: (invoice) => invoice.description },
            { label: t('billing.history.amount'), cell: (invoice) => format.euros(invoice.amountCents) },
            { label: t('billing.invoices.method'), cell: (invoice) => t(`billing.invoices.methods.${invoice.method}`) },
          ]}
        />
      )}
    </Section>
  )
}

function InvoiceLink({ number }: { number: string }) {
  const { t } = useTranslation('core')
  return (
    <a
      href={invoicePdfHref(number)}
      download
      className="font-medium text-brand-700 underline dark:text-brand-300"
      aria-label={t('billing.invoices.download', { number })}
    >
      {number}
    </a>
  )
}

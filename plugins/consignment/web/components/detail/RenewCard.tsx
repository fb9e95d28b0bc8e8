import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { CONSERVATION_YEARS, type DepositPrice } from '@sceau/shared'
import { messageOf, useFormats } from '@sceau/plugin-sdk/web/hooks'
import type { DepositDetail } from '../../../shared/types.js'
import { INPUT_CLASS } from '../classes.js'

/** Keeping a deposit for more years once its renewal window is open: the price first, then a confirmation. */
export function RenewCard({ deposit, onRenewed }: { deposit: DepositDetail; onRenewed: (next: DepositDetail) => void }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.renew' })
  const formats = useFormats()
  const [years, setYears] = useState(3)
  const [asking, setAsking] = useState(false)
  const open = deposit.state !== 'protected'
  const quote = useQuery({
    queryKey: ['consignment', 'quote', deposit.bytes, years],
    queryFn: () => api.get<DepositPrice>(`/consignment/quote?bytes=${deposit.bytes}&years=${years}`),
    enabled: open,
  })
  const renew = useMutation({
    mutationFn: () => api.post<DepositDetail>(`/consignment/deposits/${deposit.id}/renew`, { years }),
    onSuccess: onRenewed,
  })
  const price = quote.data ? formats.euros(quote.data.totalCents) : null
  const titleId = useId()
  return (
    <section className="card space-y-3" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-500">{t('help')}</p>
      {!open && <p className="text-sm">{t('opens', { date: formats.date(deposit.renewalDate) })}</p>}
      {open && !renew.isSuccess && (
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            {t('years')}
            <select
              className={INPUT_CLASS}
              value={years}
              disabled={asking}
              onChange={(e) => {
                setYears(Number(e.target.value))
                setAsking(false)
              }}
            >
              {CONSERVATION_YEARS.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm font-medium" aria-live="polite">
            {price ? t('price', { price }) : null}
          </p>
          {!asking && (
            <button type="button" className="btn-secondary" disabled={!price || renew.isPending} onClick={() => setAsking(true)}>
              {t('submit')}
            </button>
          )}
        </div>
      )}
      {open && asking && price && !renew.isSuccess && (
        <div
          role="group"
          aria-label={t('question', { years, price })}
          className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:bg-amber-950"
        >
          <p>{t('question', { years, price })}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={renew.isPending}
              onClick={() => {
                setAsking(false)
                renew.mutate()
              }}
            >
              {t('confirm', { price })}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      {renew.isSuccess && (
        <p role="status" className="text-sm text-green-700">
          {t('done')}
        </p>
      )}
      {renew.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(renew.error, t('failed'))}
        </p>
      )}
    </section>
  )
}

import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { CONSERVATION_YEARS } from '@sceau/shared'
import { messageOf } from '@sceau/plugin-sdk/web/hooks'
import type { DepositDetail } from '../../../shared/types.js'
import { INPUT_CLASS } from '../classes.js'

/** Keeping a deposit for more years, before or once its renewal is due. */
export function RenewCard({ deposit, onRenewed }: { deposit: DepositDetail; onRenewed: (next: DepositDetail) => void }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.renew' })
  const [years, setYears] = useState(3)
  const renew = useMutation({
    mutationFn: () => api.post<DepositDetail>(`/consignment/deposits/${deposit.id}/renew`, { years }),
    onSuccess: onRenewed,
  })
  return (
    <section className="card space-y-3">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-500">{t('help')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          {t('years')}
          <select className={INPUT_CLASS} value={years} onChange={(e) => setYears(Number(e.target.value))}>
            {CONSERVATION_YEARS.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn-secondary" disabled={renew.isPending} onClick={() => renew.mutate()}>
          {t('submit')}
        </button>
      </div>
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

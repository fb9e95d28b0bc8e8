import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { filesFromList, type PickedFile } from '@sceau/api-client/uploads'
import { messageOf } from '@sceau/plugin-sdk/web/hooks'
import type { CreatedDeposit, DepositDetail } from '../../../shared/types.js'
import { declareFiles, uploadAll } from '../../hooks/uploadAll.js'

/** Project versioning: the next version's files, uploaded (or only hashed) like a new deposit's. */
export function AddVersionCard({ deposit, onAdded }: { deposit: DepositDetail; onAdded: () => void }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.versions' })
  const { t: tn } = useTranslation('consignment', { keyPrefix: 'screens.new' })
  const [files, setFiles] = useState<PickedFile[]>([])
  const [hashOnly, setHashOnly] = useState(false)
  const add = useMutation({
    mutationFn: async () => {
      const declared = await declareFiles(files, hashOnly)
      const created = await api.post<CreatedDeposit>(`/consignment/deposits/${deposit.id}/versions`, { hashOnly, files: declared })
      if (created.upload) await uploadAll(created.upload, files, tn('uploadFailed'))
      return created
    },
    onSuccess: onAdded,
  })
  return (
    <section className="card space-y-3">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-500">{t('help')}</p>
      <input type="file" multiple aria-label={t('choose')} onChange={(e) => setFiles(e.target.files ? filesFromList(e.target.files) : [])} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={hashOnly} onChange={(e) => setHashOnly(e.target.checked)} />
        {tn('files.hashOnly')}
      </label>
      <button type="button" className="btn-secondary" disabled={add.isPending || files.length === 0} onClick={() => add.mutate()}>
        {t('submit')}
      </button>
      {add.isSuccess && (
        <p role="status" className="text-sm text-green-700">
          {t('done')}
        </p>
      )}
      {add.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(add.error, tn('genericError'))}
        </p>
      )}
    </section>
  )
}

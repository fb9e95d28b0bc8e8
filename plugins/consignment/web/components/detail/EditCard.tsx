import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { fieldErrors, messageOf } from '@sceau/plugin-sdk/web/hooks'
import { FieldError } from '@sceau/plugin-sdk/web/ui'
import type { DepositDetail } from '../../../shared/types.js'
import { INPUT_CLASS } from '../classes.js'

/** A deposit's title and description, edited in place. */
export function EditCard({ deposit, onSaved }: { deposit: DepositDetail; onSaved: (next: DepositDetail) => void }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.edit' })
  const [title, setTitle] = useState(deposit.title)
  const [description, setDescription] = useState(deposit.description ?? '')
  const save = useMutation({
    mutationFn: () => api.patch<DepositDetail>(`/consignment/deposits/${deposit.id}`, { title, description }),
    onSuccess: onSaved,
  })
  const errors = fieldErrors(save.error)
  return (
    <form
      className="card space-y-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        save.mutate()
      }}
    >
      <label className="block text-sm font-medium">
        {t('title')}
        <input className={INPUT_CLASS} value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={!!errors.title} />
        <FieldError id="edit-title-error">{errors.title}</FieldError>
      </label>
      <label className="block text-sm font-medium">
        {t('description')}
        <textarea className={INPUT_CLASS} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <button type="submit" className="btn-secondary" disabled={save.isPending}>
        {t('save')}
      </button>
      {save.isSuccess && (
        <span role="status" className="ml-3 text-sm text-green-700">
          {t('saved')}
        </span>
      )}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(save.error, t('impossible'))}
        </p>
      )}
    </form>
  )
}

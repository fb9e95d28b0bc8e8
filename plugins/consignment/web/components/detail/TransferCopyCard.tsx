import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { fieldErrors, messageOf } from '@sceau/plugin-sdk/web/hooks'
import type { DepositDetail } from '../../../shared/types.js'
import { INPUT_CLASS } from '../classes.js'

/** "Transfer the file": a copy sent to recipients through the transfer plugin. */
export function TransferCopyCard({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.transfer' })
  const [recipients, setRecipients] = useState('')
  const [message, setMessage] = useState('')
  const [notifyProtected, setNotifyProtected] = useState(true)
  const send = useMutation({
    mutationFn: () =>
      api.post<{ requestId: string; recipients: string[] }>(`/consignment/deposits/${deposit.id}/transfer`, {
        recipients: recipients.split(/[\s,;]+/).filter(Boolean),
        message,
        notifyProtected,
      }),
  })
  return (
    <form
      className="card space-y-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        send.mutate()
      }}
    >
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <label className="block text-sm font-medium">
        {t('recipients')}
        <input className={INPUT_CLASS} value={recipients} onChange={(e) => setRecipients(e.target.value)} placeholder="ada@example.org, alan@example.org" />
      </label>
      <label className="block text-sm font-medium">
        {t('message')}
        <textarea className={INPUT_CLASS} rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={notifyProtected} onChange={(e) => setNotifyProtected(e.target.checked)} />
        {t('notifyProtected')}
      </label>
      <button type="submit" className="btn-secondary" disabled={send.isPending}>
        {t('send')}
      </button>
      {send.isSuccess && (
        <p role="status" className="text-sm text-green-700">
          {t('sent', { count: send.data.recipients.length })}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-red-700">
          {Object.values(fieldErrors(send.error))[0] ?? messageOf(send.error, t('failed'))}
        </p>
      )}
    </form>
  )
}

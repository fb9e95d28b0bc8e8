import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { api } from '@sceau/api-client'
import { canActOnTransfer, type TransferAction, type TransferRights } from '@sceau/shared'
import type { TransferDetail } from '../../shared/types.js'
import { LinkCopyButton } from '../components/LinkCopyButton.js'
import { FileTree } from '../components/FileTree.js'
import { ConfirmAction, Notice, Screen } from '@sceau/plugin-sdk/web/ui'
import { DownloadFailedAlert, useFailedDownload } from '@sceau/plugin-sdk/web/failedDownload'
import { messageOf, useCurrentUser, useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'

/**
 * An end-to-end encrypted transfer's files are known to the server by opaque ids (docs/e2e-format.md §4):
 * the sender sees "Encrypted file N" instead, in the files and in the history, in the server's order.
 */
export function detailWithNames(transfer: TransferDetail, encryptedName: (number: number) => string): TransferDetail {
  if (!transfer.e2e) return transfer
  const names = new Map(transfer.files.map((file, index) => [file.path, encryptedName(index + 1)]))
  return {
    ...transfer,
    files: transfer.files.map((file) => ({ ...file, path: names.get(file.path)!, name: names.get(file.path)! })),
    history: transfer.history.map((event) => (event.file === null ? event : { ...event, file: names.get(event.file) ?? event.file })),
  }
}

/**
 * /app/transfers/:id (docs/product.md §2): files, information, activity history, password add / change /
 * remove, resend the e-mail, copy the link, delete the transfer or one file.
 */
export default function TransferDetailScreen() {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.detail' })
  const list = useTranslation('transfer', { keyPrefix: 'screens.list' }).t
  const transferT = useTranslation('transfer').t
  const { id = '' } = useParams()
  const format = useFormats()
  const href = useLocalizedHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const me = useCurrentUser()
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  // The proof-of-delivery link opens as a page: refused, the server sends the browser back here (?failed=proofOfDelivery).
  const failedDownload = useFailedDownload(['proofOfDelivery'] as const)
  const detail = useQuery({
    queryKey: ['transfer', 'detail', id],
    queryFn: ({ signal }) => api.get<TransferDetail>(`/transfer/transfers/${id}`, { signal }),
    meta: { silent: true },
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['transfer'] })
  // Resolves to whether it worked; a failure without the server's word says which action failed (docs/product.md §8).
  const run = (action: () => Promise<unknown>, success: string, failed = t('failed')) =>
    action().then(
      async () => {
        setNotice({ ok: true, text: success })
        await refresh()
        return true
      },
      (error) => {
        setNotice({ ok: false, text: messageOf(error, failed) })
        return false
      }
    )
  const resend = useMutation({ mutationFn: () => run(() => api.post(`/transfer/transfers/${id}/resend`, {}), t('resent')) })

  const back = { to: '/app/transfers', label: t('back') }
  if (detail.isPending)
    return (
      <Screen title={list('title')} back={back}>
        <p role="status">{t('loading')}</p>
      </Screen>
    )
  if (detail.isError || !detail.data) {
    return (
      <Screen title={list('title')} back={back}>
        <p role="alert" className="text-red-700 dark:text-red-300">
          {messageOf(detail.error, t('unavailable'))}
        </p>
      </Screen>
    )
  }
  const transfer = detailWithNames(detail.data, (number) => t('encryptedFile', { number }))
  const active = transfer.status === 'active'
  // docs/product.md §8: a refused recipient or a mail that failed for good, told to the sender on the transfer.
  const mailFailures = transfer.history.filter((event) => event.type === 'email_failed' || event.type === 'email_error')
  // The rule the API enforces (docs/product.md §6): an action the user may not take is not offered.
  const may = (action: TransferAction) =>
    canActOnTransfer({ userId: me.data?.id ?? null, permissions: me.data?.permissions as TransferRights | undefined }, { userId: transfer.creatorId }, action)

  async function remove() {
    // Left on the page when it failed, so the reason stays on screen.
    if (await run(() => api.delete(`/transfer/transfers/${id}`), t('deleted'), t('deleteFailed'))) await navigate(href('/app/transfers'))
  }

  return (
    <Screen
      title={transfer.title || list('untitled')}
      back={back}
      actions={
        <span className="flex flex-wrap items-center gap-2">
          {transfer.e2e && (
            <span
              className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              data-testid="e2e-tag"
            >
              {list('e2e')}
            </span>
          )}
          <span className={active ? 'text-green-700 dark:text-green-400' : 'text-slate-500'}>{list(`status.${transfer.status}`)}</span>
        </span>
      }
    >
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-300'}>
          {notice.text}
        </p>
      )}

      {mailFailures.length > 0 && (
        <Notice tone="warning" title={t('mailFailures')}>
          <ul className="list-disc pl-5" data-testid="mail-failures">
            {mailFailures.map((event) => (
              <li key={event.id}>{t(`events.${event.type}`, { recipient: event.recipient ?? '' })}</li>
            ))}
          </ul>
        </Notice>
      )}

      <section className="card">
        <h2 className="text-lg font-semibold">{t('information')}</h2>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {(
            [
              ['sender', transfer.sender],
              ['sent', format.dateTime(transfer.sentAt)],
              ['expiration', format.dateTime(transfer.expireAt)],
              ['recipients', transfer.mode === 'link' ? list('byLink') : transfer.recipients.join(', ')],
              ['size', list('filesValue', { count: transfer.fileCount, size: format.bytes(transfer.bytes) })],
              ['downloads', String(transfer.downloads)],
              ['password', transfer.protected ? t('passwordOn') : t('passwordOff')],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt className="text-slate-500">{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {transfer.message && <p className="mt-3 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">{transfer.message}</p>}
        {transfer.link && (
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <input
              readOnly
              value={transfer.link}
              aria-label={t('link')}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-800"
            />
            <LinkCopyButton value={transfer.link} />
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          {active && transfer.mode === 'email' && may('resend') && (
            <button type="button" className="btn-secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {t('resend')}
            </button>
          )}
          {transfer.proofOfDelivery && (
            <a className="btn-secondary" href={`/api/v2/transfer/transfers/${encodeURIComponent(id)}/proof-of-delivery`}>
              {t('proofOfDelivery')}
            </a>
          )}
          {transfer.status !== 'deleted' && may('delete') && (
            <ConfirmAction label={t('delete')} question={t('confirmDelete')} onConfirm={() => void remove()} />
          )}
        </div>
        {failedDownload && <DownloadFailedAlert>{t('proofOfDeliveryFailed')}</DownloadFailedAlert>}
      </section>

      {active && (
        <PasswordForm id={id} protectedNow={transfer.protected} allowed={may('protect')} onDone={(ok, text) => (setNotice({ ok, text }), void refresh())} />
      )}

      <section className="card">
        <h2 className="text-lg font-semibold">{t('files')}</h2>
        <FileTree
          t={transferT}
          bytes={format.bytes}
          files={transfer.files}
          action={(file) =>
            active && file.state !== 'deleted' && may('change') ? (
              <ConfirmAction
                label={t('deleteFile')}
                question={t('confirmDeleteFile', { name: file.name })}
                onConfirm={() => void run(() => api.delete(`/transfer/transfers/${id}/files/${file.id}`), t('fileDeleted'), t('fileDeleteFailed'))}
              />
            ) : null
          }
        />
      </section>

      <section className="card">
        <h2 className="text-lg font-semibold">{t('history')}</h2>
        {transfer.history.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{t('noHistory')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="history">
            {transfer.history.map((event) => (
              <li key={event.id} className="flex justify-between gap-3 py-2">
                <span>{t(`events.${event.type}`, { file: event.file ?? '', recipient: event.recipient ?? '' })}</span>
                <time className="shrink-0 text-slate-500" dateTime={event.at}>
                  {format.dateTime(event.at)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Screen>
  )
}

function PasswordForm({
  id,
  protectedNow,
  allowed,
  onDone,
}: {
  id: string
  protectedNow: boolean
  allowed: boolean
  onDone: (ok: boolean, text: string) => void
}) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.detail' })
  const [password, setPassword] = useState('')
  const save = (value: string | null) =>
    api.put(`/transfer/transfers/${id}/password`, { password: value }).then(
      () => {
        setPassword('')
        onDone(true, value ? t('passwordSaved') : t('passwordRemoved'))
      },
      (error) => onDone(false, messageOf(error, t('failed')))
    )
  function submit(event: FormEvent) {
    event.preventDefault()
    if (password) void save(password)
  }
  return (
    <section className="card">
      <h2 className="text-lg font-semibold">{t('passwordTitle')}</h2>
      {!allowed ? (
        <p className="mt-2 text-sm text-slate-500">{t('passwordPaid')}</p>
      ) : (
        <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={submit}>
          <label className="flex-1 text-sm">
            <span className="block font-medium">{protectedNow ? t('passwordChange') : t('passwordAdd')}</span>
            <input
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
            />
          </label>
          <button type="submit" className="btn-primary" disabled={!password}>
            {t('passwordSave')}
          </button>
          {protectedNow && (
            <button type="button" className="btn-secondary" onClick={() => void save(null)}>
              {t('passwordRemove')}
            </button>
          )}
        </form>
      )}
    </section>
  )
}

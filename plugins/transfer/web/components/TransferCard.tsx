import { useRef, useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { filesFromDataTransfer, filesFromList, type PickedFile, type UploadItem } from '@sceau/api-client/uploads'
import { EMAIL_PATTERN, normaliseEmail } from '@sceau/shared'
import type { TransferCapabilities, TransferMode, TransferType } from '../../shared/types.js'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { useTransferSend, type TransferForm } from '../hooks/useTransferSend.js'
import { CodeDialog } from './CodeDialog.js'
import { LinkCopyButton } from './LinkCopyButton.js'

const STATE_TONE: Record<string, string> = {
  waiting: 'text-slate-500',
  loading: 'text-brand-700 dark:text-brand-300',
  processing: 'text-amber-700 dark:text-amber-300',
  complete: 'text-green-700 dark:text-green-400',
  loadingError: 'text-red-700 dark:text-red-300',
  sendingError: 'text-red-700 dark:text-red-300',
}

function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
      <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  )
}

/**
 * The transfer creation card (SPEC §2): files and folders (picker or drop), type, e-mail or link,
 * recipients, sender, title, message, advanced settings (password, expiry) within the caller's
 * plan; then the upload states of SPEC §4 with per-file and total progress, the failure choices,
 * the code modal of anonymous senders, and the link to copy.
 */
export function TransferCard() {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  const format = useFormats()
  const href = useLocalizedHref()
  const capabilities = useQuery({
    queryKey: ['transfer', 'capabilities'],
    queryFn: ({ signal }) => api.get<TransferCapabilities>('/transfer/capabilities', { signal }),
    staleTime: 60_000,
  })
  const caps = capabilities.data
  const anonymous = caps?.verification ?? true
  const send = useTransferSend({ anonymous })
  const { state } = send
  const [files, setFiles] = useState<PickedFile[]>([])
  const [type, setType] = useState<TransferType>('send')
  const [mode, setMode] = useState<TransferMode>('email')
  const [recipients, setRecipients] = useState<string[]>([])
  const [recipientDraft, setRecipientDraft] = useState('')
  const [senderEmail, setSenderEmail] = useState('')
  const [title, setTitle] = useState('')
  const [message, setMessage] = useState('')
  const [password, setPassword] = useState('')
  const [expiryDays, setExpiryDays] = useState<number | null>(null)
  const [advanced, setAdvanced] = useState(false)
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const [dragging, setDragging] = useState(false)
  const filesInput = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)

  const totalBytes = files.reduce((sum, f) => sum + f.file.size, 0)
  const over = caps ? totalBytes - caps.maxBytes : 0
  const errors = { ...state.error?.fields, ...localErrors }
  const sends = type !== 'protect'

  function addFiles(picked: PickedFile[]) {
    setFiles((current) => {
      const known = new Set(current.map((f) => f.relativePath))
      return [...current, ...picked.filter((f) => !known.has(f.relativePath))]
    })
  }

  function addRecipient(raw: string) {
    const emails = raw.split(/[,;\s]+/).map(normaliseEmail).filter(Boolean)
    const invalid = emails.filter((email) => !EMAIL_PATTERN.test(email))
    const valid = emails.filter((email) => EMAIL_PATTERN.test(email))
    setRecipients((current) => [...new Set([...current, ...valid])])
    setRecipientDraft(invalid.join(' '))
    setLocalErrors((current) => {
      const { recipients: _removed, ...rest } = current
      return invalid.length ? { ...rest, recipients: t('recipientInvalid') } : rest
    })
  }

  function onRecipientKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
      event.preventDefault()
      if (recipientDraft.trim()) addRecipient(recipientDraft)
    }
  }

  async function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    addFiles(await filesFromDataTransfer(event.dataTransfer))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const pendingRecipients = recipientDraft.trim() ? [...recipients, ...recipientDraft.split(/[,;\s]+/).map(normaliseEmail).filter(Boolean)] : recipients
    const problems: Record<string, string> = {}
    if (!files.length) problems.files = t('filesRequired')
    if (sends && mode === 'email') {
      if (!pendingRecipients.length) problems.recipients = t('recipientsRequired')
      else if (pendingRecipients.some((email) => !EMAIL_PATTERN.test(email))) problems.recipients = t('recipientInvalid')
    }
    if (anonymous) {
      if (!senderEmail.trim()) problems.senderEmail = t('senderRequired')
      else if (!EMAIL_PATTERN.test(normaliseEmail(senderEmail))) problems.senderEmail = t('recipientInvalid')
    }
    if (over > 0) problems.files = t('overLimit', { n: format.bytes(over) })
    setLocalErrors(problems)
    if (Object.keys(problems).length) return
    if (state.pending) return send.resume(files)
    const form: TransferForm = { type, mode, recipients: pendingRecipients, senderEmail: normaliseEmail(senderEmail), title, message, password, expiryDays }
    void send.start(form, files)
  }

  function restart() {
    send.reset()
    setFiles([])
    setRecipients([])
    setTitle('')
    setMessage('')
    setPassword('')
  }

  if (state.phase === 'done' && state.result) {
    return (
      <section className="card" aria-live="polite">
        <h2 className="text-2xl font-semibold">{t('done.title')}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {mode === 'email' && sends ? t('done.mailed', { count: recipients.length }) : t('done.link')}
        </p>
        <p className="mt-1 text-sm text-slate-500">{t('done.summary', { count: state.result.files, size: format.bytes(state.result.bytes), date: format.dateTime(state.result.expireAt) })}</p>
        {state.result.dropped > 0 && <p className="mt-1 text-sm text-amber-700 dark:text-amber-300">{t('done.dropped', { count: state.result.dropped })}</p>}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <input readOnly value={state.result.link} aria-label={t('done.linkLabel')} data-testid="transfer-link" className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-800" />
          <LinkCopyButton value={state.result.link} />
        </div>
        <button type="button" className="btn-secondary mt-6" onClick={restart}>
          {t('done.again')}
        </button>
      </section>
    )
  }

  if (state.phase !== 'edit') {
    const totals = state.totals
    const phaseLabel =
      state.phase === 'preparing' ? t('phase.preparing') : state.phase === 'sending' ? t('phase.sending') : state.phase === 'failed' ? t('phase.failed') : t('phase.uploading', { percent: Math.round((totals?.progress ?? 0) * 100) })
    const waitingForCode = state.verification && !state.verification.verified && totals && totals.states.complete === totals.files
    return (
      <section className="card" aria-busy={state.phase !== 'failed'}>
        <h2 className="text-xl font-semibold" role="status">
          {phaseLabel}
        </h2>
        {totals && (
          <div className="mt-4">
            <Progress value={totals.progress} label={t('totalProgress')} />
            <p className="mt-1 text-sm text-slate-500">
              {t('totals', { sent: format.bytes(totals.sentBytes), total: format.bytes(totals.bytes), done: totals.states.complete, count: totals.files })}
            </p>
          </div>
        )}
        {waitingForCode && <p className="mt-2 text-sm text-amber-700 dark:text-amber-300">{t('waitingForCode')}</p>}
        <ul className="mt-4 max-h-80 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800" aria-label={t('files')}>
          {state.items.map((item: UploadItem) => (
            <li key={item.id} className="py-2" data-state={item.state}>
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate" title={item.relativePath}>
                  {item.relativePath}
                </span>
                <span className={`shrink-0 ${STATE_TONE[item.state]}`}>{t(`state.${item.state}`)}</span>
              </div>
              <Progress value={item.size ? item.sentBytes / item.size : item.state === 'complete' ? 1 : 0} label={item.relativePath} />
              {item.failure?.message && <p className="mt-1 text-xs text-red-700 dark:text-red-300">{item.failure.message}</p>}
            </li>
          ))}
        </ul>
        {state.error && (
          <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
            {state.error.message}
          </p>
        )}
        <div className="mt-6 flex flex-wrap gap-2">
          {state.phase === 'failed' && (
            <>
              {(totals?.states.complete ?? 0) > 0 && (
                <button type="button" className="btn-primary" onClick={() => void send.ignoreFailed()}>
                  {t('ignoreFailed')}
                </button>
              )}
              <button type="button" className="btn-secondary" onClick={send.retryFailed}>
                {t('retryFailed')}
              </button>
            </>
          )}
          <button type="button" className="btn-secondary" onClick={() => void send.cancel()}>
            {t('cancel')}
          </button>
        </div>
        {state.verification && !state.verification.verified && state.phase !== 'failed' && (
          <CodeDialog email={state.verification.email} onVerify={send.verify} onResend={send.resendCode} onCancel={() => void send.cancel()} />
        )}
      </section>
    )
  }

  const inputClass = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800'
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`transfer-${name}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errors[name]}
      </p>
    ) : null

  return (
    <form className="card" onSubmit={submit} noValidate aria-label={t('title')}>
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      {state.pending && (
        <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950">
          <p>{t('resume.text')}</p>
          <button type="button" className="btn-secondary mt-2 px-2 py-1 text-xs" onClick={send.discardPending}>
            {t('resume.discard')}
          </button>
        </div>
      )}
      <div
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => void onDrop(event)}
        className={`mt-4 rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-brand-500 bg-brand-50 dark:bg-brand-950' : 'border-slate-300 dark:border-slate-600'}`}
      >
        <p className="text-slate-600 dark:text-slate-300">{t('drop')}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <button type="button" className="btn-secondary" onClick={() => filesInput.current?.click()}>
            {t('addFiles')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => folderInput.current?.click()}>
            {t('addFolder')}
          </button>
        </div>
        <input
          ref={filesInput}
          type="file"
          multiple
          hidden
          data-testid="transfer-files"
          onChange={(event) => {
            addFiles(filesFromList(event.target.files ?? []))
            event.target.value = ''
          }}
        />
        <input
          ref={folderInput}
          type="file"
          multiple
          hidden
          data-testid="transfer-folder"
          {...({ webkitdirectory: '', directory: '' } as Record<string, string>)}
          onChange={(event) => {
            addFiles(filesFromList(event.target.files ?? []))
            event.target.value = ''
          }}
        />
      </div>
      {files.length > 0 && (
        <div className="mt-3">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('selected', { count: files.length, size: format.bytes(totalBytes) })}
            {caps && ` · ${t('limit', { size: format.bytes(caps.maxBytes) })}`}
          </p>
          <ul className="mt-2 max-h-48 divide-y divide-slate-200 overflow-y-auto text-sm dark:divide-slate-800">
            {files.map((f) => (
              <li key={f.relativePath} className="flex items-center justify-between gap-2 py-1">
                <span className="truncate" title={f.relativePath}>
                  {f.relativePath}
                </span>
                <span className="flex shrink-0 items-center gap-2 text-slate-500">
                  {format.bytes(f.file.size)}
                  <button type="button" className="text-red-700 hover:underline dark:text-red-300" aria-label={t('remove', { name: f.relativePath })} onClick={() => setFiles((current) => current.filter((x) => x !== f))}>
                    ×
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {fieldError('files')}

      {caps?.protect && (
        <fieldset className="mt-5">
          <legend className="text-sm font-medium">{t('type.label')}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {(['send', 'protect', 'protect_send'] as const).map((value) => (
              <label key={value} className="flex items-center gap-1 text-sm">
                <input type="radio" name="transfer-type" value={value} checked={type === value} onChange={() => setType(value)} />
                {t(`type.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {sends && (
        <fieldset className="mt-5">
          <legend className="text-sm font-medium">{t('mode.label')}</legend>
          <div className="mt-1 flex gap-3">
            {(['email', 'link'] as const).map((value) => (
              <label key={value} className="flex items-center gap-1 text-sm">
                <input type="radio" name="transfer-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
                {t(`mode.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {sends && mode === 'email' && (
        <div className="mt-4">
          <label htmlFor="transfer-recipients" className="block text-sm font-medium">
            {t('recipients')}
          </label>
          {recipients.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('recipients')}>
              {recipients.map((email) => (
                <li key={email} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm dark:bg-slate-800">
                  {email}
                  <button type="button" aria-label={t('remove', { name: email })} onClick={() => setRecipients((current) => current.filter((r) => r !== email))}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            id="transfer-recipients"
            type="email"
            multiple
            value={recipientDraft}
            placeholder={t('recipientsPlaceholder')}
            onChange={(event) => setRecipientDraft(event.target.value)}
            onKeyDown={onRecipientKey}
            onBlur={() => recipientDraft.trim() && addRecipient(recipientDraft)}
            aria-invalid={!!errors.recipients}
            aria-describedby={errors.recipients ? 'transfer-recipients-error' : undefined}
            className={inputClass}
          />
          {fieldError('recipients')}
        </div>
      )}

      {anonymous && (
        <div className="mt-4">
          <label htmlFor="transfer-sender" className="block text-sm font-medium">
            {t('sender')}
          </label>
          <input id="transfer-sender" type="email" autoComplete="email" value={senderEmail} onChange={(event) => setSenderEmail(event.target.value)} aria-invalid={!!errors.senderEmail} aria-describedby={errors.senderEmail ? 'transfer-senderEmail-error' : undefined} className={inputClass} />
          {fieldError('senderEmail')}
          <p className="mt-1 text-xs text-slate-500">{t('senderHint')}</p>
        </div>
      )}

      <div className="mt-4">
        <label htmlFor="transfer-title" className="block text-sm font-medium">
          {t('titleLabel')}
        </label>
        <input id="transfer-title" value={title} maxLength={255} onChange={(event) => setTitle(event.target.value)} className={inputClass} />
        {fieldError('title')}
      </div>
      {sends && (
        <div className="mt-4">
          <label htmlFor="transfer-message" className="block text-sm font-medium">
            {t('message')}
          </label>
          <textarea id="transfer-message" rows={3} value={message} maxLength={5000} onChange={(event) => setMessage(event.target.value)} className={inputClass} />
          {fieldError('message')}
        </div>
      )}

      <button type="button" className="mt-4 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300" aria-expanded={advanced} onClick={() => setAdvanced(!advanced)}>
        {t('advanced')}
      </button>
      {advanced && caps && (
        <div className="mt-2 grid gap-4 rounded-md bg-slate-50 p-4 sm:grid-cols-2 dark:bg-slate-800/50">
          <div>
            <label htmlFor="transfer-password" className="block text-sm font-medium">
              {t('password')}
            </label>
            <input id="transfer-password" type="password" autoComplete="new-password" value={password} disabled={!caps.password} onChange={(event) => setPassword(event.target.value)} className={inputClass} />
            {!caps.password && <p className="mt-1 text-xs text-slate-500">{t('passwordPaid')}</p>}
            {fieldError('password')}
          </div>
          <div>
            <label htmlFor="transfer-expiry" className="block text-sm font-medium">
              {t('expiry')}
            </label>
            <select id="transfer-expiry" value={expiryDays ?? caps.expiryDays.default} disabled={caps.expiryDays.min === caps.expiryDays.max} onChange={(event) => setExpiryDays(Number(event.target.value))} className={inputClass}>
              {[...new Set([caps.expiryDays.min, 7, 14, 30, 60, caps.expiryDays.max])]
                .filter((d) => d >= caps.expiryDays.min && d <= caps.expiryDays.max)
                .sort((a, b) => a - b)
                .map((days) => (
                  <option key={days} value={days}>
                    {t('days', { count: days })}
                  </option>
                ))}
            </select>
            {fieldError('expiryDays')}
          </div>
        </div>
      )}

      {state.error && (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {state.error.message}
        </p>
      )}
      {state.error && caps?.tier === 'anonymous' && (
        <p className="mt-1 text-sm">
          <a className="font-semibold text-brand-700 underline dark:text-brand-300" href={href('/signin')}>
            {t('createAccount')}
          </a>
        </p>
      )}
      <button type="submit" className="btn-primary mt-6 w-full py-3 text-base" disabled={!caps}>
        {state.pending ? t('resume.submit') : type === 'protect' ? t('submitProtect') : t('submit')}
      </button>
    </form>
  )
}

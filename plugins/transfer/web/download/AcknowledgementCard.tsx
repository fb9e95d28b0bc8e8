import { useState, type FormEvent } from 'react'
import { api, ApiError } from '@sceau/api-client'
import { ACCESS_HEADER, type AcknowledgementCodeSent, type AcknowledgementView } from '../../shared/types.js'
import type { Translate } from './translate.js'

const FIELD = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800'

interface AcknowledgementCardProps {
  token: string
  access: string | null
  language: string
  /** Keys under screens.download.acknowledgement. */
  t: Translate
  dateTime: (iso: string) => string
}

/**
 * "Confirm receipt" (docs/proof-of-delivery.md), when the sender asked for it: the recipient's name
 * and address, then the code mailed there; the confirmation is written to the transfer's proof of
 * delivery and the sender gets a receipt. Errors are the server's, already translated.
 */
export function AcknowledgementCard({ token, access, language, t, dateTime }: AcknowledgementCardProps) {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [done, setDone] = useState<AcknowledgementView | null>(null)
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null)
  const [busy, setBusy] = useState(false)
  const headers: Record<string, string> = { 'Accept-Language': language, ...(access ? { [ACCESS_HEADER]: access } : {}) }
  const base = `/transfer/downloads/${encodeURIComponent(token)}/acknowledgement`

  async function run(call: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await call()
    } catch (failure) {
      const fields = failure instanceof ApiError ? ((failure.fields ?? {}) as Record<string, string>) : {}
      setError({ message: (failure as { message?: string }).message || t('failed'), fields })
    } finally {
      setBusy(false)
    }
  }

  const askCode = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const sent = await api.post<AcknowledgementCodeSent>(`${base}/code`, { name, email }, { headers })
      if (sent.acknowledged) setDone(sent.acknowledged)
      else setSentTo(sent.email)
    })
  }
  const confirm = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => setDone(await api.post<AcknowledgementView>(base, { name, email, code }, { headers })))
  }

  if (done) {
    return (
      <p role="status" className="mt-6 rounded-lg border border-emerald-300 p-4 text-sm dark:border-emerald-700" data-testid="acknowledged">
        {t('confirmed', { name: done.name, date: dateTime(done.acknowledgedAt) })}
      </p>
    )
  }
  const fieldError = (field: string) =>
    error?.fields[field] ? (
      <p id={`acknowledgement-${field}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
        {error.fields[field]}
      </p>
    ) : null
  const generalError = error && !Object.keys(error.fields).length && (
    <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
      {error.message}
    </p>
  )
  return (
    <section className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700" data-testid="acknowledgement">
      <h2 className="font-semibold">{t('title')}</h2>
      {sentTo === null ? (
        <form onSubmit={askCode} noValidate>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
          <label htmlFor="acknowledgement-name" className="mt-3 block text-sm font-medium">
            {t('name')}
          </label>
          <input
            id="acknowledgement-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            className={FIELD}
            aria-invalid={!!error?.fields.name}
          />
          {fieldError('name')}
          <label htmlFor="acknowledgement-email" className="mt-3 block text-sm font-medium">
            {t('email')}
          </label>
          <input
            id="acknowledgement-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            className={FIELD}
            aria-invalid={!!error?.fields.email}
          />
          {fieldError('email')}
          {generalError}
          <button type="submit" className="btn-secondary mt-3" disabled={busy}>
            {t('sendCode')}
          </button>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('codeSent', { email: sentTo })}</p>
          <label htmlFor="acknowledgement-code" className="mt-3 block text-sm font-medium">
            {t('code')}
          </label>
          <input
            id="acknowledgement-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={FIELD}
            aria-invalid={!!error?.fields.code}
          />
          {fieldError('code')}
          {generalError}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              {t('confirm')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => (setSentTo(null), setCode(''), setError(null))}>
              {t('back')}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}

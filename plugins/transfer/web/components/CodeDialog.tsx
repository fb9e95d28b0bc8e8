import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@sceau/api-client'
import { CODE_PATTERN } from '../../shared/types.js'

/**
 * The code-verification modal of anonymous senders (docs/product.md §2, §5, §8): "Please enter a code",
 * "Please enter a valid code", "Incorrect code", "Unable to check the code". The files keep
 * uploading behind it.
 */
export function CodeDialog({
  email,
  onVerify,
  onResend,
  onCancel,
}: {
  email: string
  onVerify: (code: string) => Promise<void>
  onResend: () => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.code' })
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const value = code.replace(/\s+/g, '')
    if (!value) return setError(t('required'))
    if (!CODE_PATTERN.test(value)) return setError(t('invalid'))
    setBusy(true)
    setError(null)
    try {
      await onVerify(value)
    } catch (failure) {
      setError(isApiError(failure) && failure.fromServer ? failure.message : t('unavailable'))
    } finally {
      setBusy(false)
    }
  }

  async function resend() {
    setNotice(null)
    try {
      await onResend()
      setNotice(t('resent', { email }))
    } catch (failure) {
      setError(isApiError(failure) && failure.fromServer ? failure.message : t('unavailable'))
    }
  }

  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/50 p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="transfer-code-title" className="card w-full max-w-md">
        <h2 id="transfer-code-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('text', { email })}</p>
        <form className="mt-4" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor="transfer-code" className="block text-sm font-medium">
            {t('label')}
          </label>
          <input
            id="transfer-code"
            ref={input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? 'transfer-code-error' : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-center font-mono text-2xl tracking-[0.5em] dark:border-slate-600 dark:bg-slate-800"
          />
          {error && (
            <p id="transfer-code-error" role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          {notice && (
            <p role="status" className="mt-2 text-sm text-green-700 dark:text-green-400">
              {notice}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-between gap-2">
            <button type="button" className="btn-secondary" onClick={() => void resend()}>
              {t('resend')}
            </button>
            <div className="flex gap-2">
              <button type="button" className="btn-secondary" onClick={onCancel}>
                {t('cancel')}
              </button>
              <button type="submit" className="btn-primary" disabled={busy}>
                {t('submit')}
              </button>
            </div>
          </div>
        </form>
      </div>
    </div>
  )
}

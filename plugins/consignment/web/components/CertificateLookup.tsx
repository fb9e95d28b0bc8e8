import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { TextField } from '@sceau/plugin-sdk/web/ui'

/** A certificate's token: the whole address pasted ("…/certificate/AbC…") or the token alone. */
export function certificateToken(text: string): string | null {
  const trimmed = text.trim()
  const token = /\/certificate\/([^/?#\s]+)/.exec(trimmed)?.[1] ?? trimmed
  return /^[0-9A-Za-z]{16,32}$/.test(token) ? token : null
}

/** Opens a certificate from its address or token (the footer's "Check a certificate" lands here). */
export function CertificateLookup() {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.certificate.lookup' })
  const href = useLocalizedHref()
  const navigate = useNavigate()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return setError(t('required'))
    const token = certificateToken(text)
    if (!token) return setError(t('invalid'))
    void navigate(href(`/certificate/${token}`))
  }
  return (
    <form className="card mt-6 space-y-3" onSubmit={submit} noValidate aria-label={t('title')}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
      <TextField
        label={t('label')}
        name="certificate"
        value={text}
        onValueChange={(value) => {
          setText(value)
          setError(undefined)
        }}
        error={error}
        autoComplete="off"
      />
      <button type="submit" className="btn-primary">
        {t('submit')}
      </button>
    </form>
  )
}

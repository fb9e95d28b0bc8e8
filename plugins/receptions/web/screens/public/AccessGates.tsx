/* What opens a reception that asks for it: its password, or a code e-mailed to the sender. */
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api, isApiError } from '@sceau/api-client'
import { messageOf } from '@sceau/plugin-sdk/web/hooks'
import { FormAlert, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { paths } from '../../lib.js'
import { EMAIL_PATTERN } from '../../lib.js'

export function PasswordGate({ kind, refId, onGrant }: { kind: string; refId: string; onGrant: (grant: string) => void }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.password' })
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!password) return setError(t('required'))
    setBusy(true)
    setError(undefined)
    try {
      const answer = await api.post<{ grant: string }>(`${paths.public(kind, refId)}/unlock`, { password })
      onGrant(answer.grant)
    } catch (failure) {
      setError(messageOf(failure, t('wrong')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
      <TextField
        label={t('label')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={error}
      />
      <SubmitButton pending={busy}>{t('submit')}</SubmitButton>
    </form>
  )
}

export function CodeGate({ kind, refId, onGrant }: { kind: string; refId: string; onGrant: (value: { grant: string; email: string }) => void }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'public.code' })
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ email?: string; code?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const [resent, setResent] = useState(false)

  async function requestCode(event?: FormEvent) {
    event?.preventDefault()
    const address = email.trim()
    if (!address) return setErrors({ email: t('emailRequired') })
    if (!EMAIL_PATTERN.test(address)) return setErrors({ email: t('emailInvalid') })
    setBusy(true)
    setErrors({})
    try {
      await api.post(`${paths.public(kind, refId)}/code`, { email: address })
      if (sentTo) setResent(true)
      setSentTo(address)
    } catch (failure) {
      setErrors({ form: messageOf(failure, t('sendFailed')) })
    } finally {
      setBusy(false)
    }
  }

  async function check(event: FormEvent) {
    event.preventDefault()
    if (!code.trim()) return setErrors({ code: t('codeRequired') })
    setBusy(true)
    setErrors({})
    try {
      const answer = await api.post<{ grant: string }>(`${paths.public(kind, refId)}/code/check`, { email: sentTo, code: code.trim() })
      onGrant({ grant: answer.grant, email: sentTo! })
    } catch (failure) {
      setErrors({ code: isApiError(failure) && failure.status === 422 ? messageOf(failure, t('wrong')) : messageOf(failure, t('checkFailed')) })
    } finally {
      setBusy(false)
    }
  }

  if (!sentTo) {
    return (
      <form className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onSubmit={(e) => void requestCode(e)} noValidate>
        <h2 className="font-semibold">{t('title')}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
        <TextField label={t('email')} name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={errors.email} />
        <FormAlert>{errors.form}</FormAlert>
        <SubmitButton pending={busy}>{t('send')}</SubmitButton>
      </form>
    )
  }
  return (
    <form className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onSubmit={(e) => void check(e)} noValidate>
      <h2 className="font-semibold">{t('checkTitle')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
        {resent ? t('resent', { email: sentTo }) : t('sent', { email: sentTo })}
      </p>
      <TextField label={t('code')} name="code" inputMode="numeric" autoComplete="one-time-code" value={code} onValueChange={setCode} error={errors.code} />
      <FormAlert>{errors.form}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={busy}>{t('check')}</SubmitButton>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void requestCode()}>
          {t('resend')}
        </button>
      </div>
    </form>
  )
}

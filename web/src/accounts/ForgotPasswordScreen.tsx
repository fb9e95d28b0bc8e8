import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { LocalizedLink } from '../components/LocalizedLink'
import { describeError } from '../errors/describeError'
import { FormAlert, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { useFieldErrors } from '../forms/useFieldErrors'
import { compact, emailProblem } from '../forms/validation'
import { AuthCard, AuthText } from './AuthCard'

/** /forgot-password: the e-mail, then a confirmation that a link was sent (said whether or not the account exists). */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('core')
  const fields = useFieldErrors()
  const [email, setEmail] = useState('')
  const [alert, setAlert] = useState<string | null>(null)
  const request = useMutation({
    mutationFn: () => api.post('/users/password-resets', { email: email.trim() }),
    onError: (error) => fields.fromError(error) || setAlert(describeError(error, t)),
  })
  if (request.isSuccess) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')}>
        <AuthText>{t('auth.forgot.sentText', { email: email.trim() })}</AuthText>
        <LocalizedLink to="/login" className="btn-secondary w-full">
          {t('auth.forgot.back')}
        </LocalizedLink>
      </AuthCard>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    if (fields.check(compact({ email: emailProblem(email) }))) request.mutate()
  }
  return (
    <AuthCard title={t('auth.forgot.title')}>
      <AuthText>{t('auth.forgot.text')}</AuthText>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert>{alert}</FormAlert>
        <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={fields.errors.email} />
        <SubmitButton pending={request.isPending} className="btn-primary w-full">
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        <LocalizedLink to="/login" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t('auth.forgot.back')}
        </LocalizedLink>
      </p>
    </AuthCard>
  )
}

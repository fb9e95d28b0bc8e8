import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, isApiError, type CurrentUser } from '@sceau/api-client'
import { LocalizedLink } from '../components/LocalizedLink'
import { describeError } from '../errors/describeError'
import { CheckboxField, FormAlert, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { useFieldErrors } from '../forms/useFieldErrors'
import { loginProblems } from '../forms/validation'

/** E-mail, password, remember me; wrong credentials and lockouts (with their retry time) are said in the form. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: CurrentUser) => unknown }) {
  const { t } = useTranslation('core')
  const fields = useFieldErrors()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const login = useMutation({
    mutationFn: () => api.post<{ user: CurrentUser }>('/users/sessions', { email: email.trim(), password, remember }),
    onSuccess: ({ user }) => onLoggedIn(user),
    onError: (error) => {
      if (fields.fromError(error)) return
      // "Incorrect email or password", or the lockout with its retry time, as the API words them.
      setAlert(isApiError(error) && (error.status === 400 || error.status === 429) ? error.message : describeError(error, t))
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setAlert(null)
    if (fields.check(loginProblems({ email, password }))) login.mutate()
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert>{alert}</FormAlert>
      <TextField label={t('auth.email')} name="email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={fields.errors.email} />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={fields.errors.password}
      />
      <div className="flex items-center justify-between gap-3">
        <CheckboxField label={t('auth.remember')} name="remember" checked={remember} onCheckedChange={setRemember} />
        <LocalizedLink to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t('auth.login.forgot')}
        </LocalizedLink>
      </div>
      <SubmitButton pending={login.isPending} className="btn-primary w-full">
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  )
}

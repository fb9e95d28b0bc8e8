import { useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { CheckboxField, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { NewPasswordFields } from '../forms/NewPasswordFields'
import { useFieldErrors } from '../forms/useFieldErrors'
import { newPasswordProblems } from '../forms/validation'
import { useToast } from '../toasts/useToast'

/** Changing the password (the API ends the account's other sessions; personal access tokens too when ticked). */
export function PasswordForm() {
  const { t } = useTranslation('core')
  const toast = useToast()
  const fields = useFieldErrors()
  const [currentPassword, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [revokeAccessTokens, setRevokeAccessTokens] = useState(false)
  const change = useMutation({
    mutationFn: () => api.put('/users/me/password', { currentPassword, password, passwordConfirmation: confirmation, revokeAccessTokens }),
    onSuccess: () => {
      setCurrent('')
      setPassword('')
      setConfirmation('')
      setRevokeAccessTokens(false)
      toast.success(t('account.password.changed'), t('account.password.changedText'))
    },
    onError: fields.failWith('account.saveFailed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = { ...(currentPassword ? {} : { currentPassword: 'validation.passwordRequired' }), ...newPasswordProblems(password, confirmation) }
    if (fields.check(problems)) change.mutate()
  }
  return (
    <Section title={t('account.password.title')}>
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        <TextField
          label={t('account.password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrent}
          error={fields.errors.currentPassword}
        />
        <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} errors={fields.errors} />
        <CheckboxField
          label={t('account.password.revokeTokens')}
          name="revokeAccessTokens"
          checked={revokeAccessTokens}
          onCheckedChange={setRevokeAccessTokens}
        />
        <SubmitButton pending={change.isPending}>{t('account.password.submit')}</SubmitButton>
      </form>
    </Section>
  )
}

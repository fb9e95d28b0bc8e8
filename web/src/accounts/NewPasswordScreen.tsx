import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { api, isApiError } from '@sceau/api-client'
import { FetchFailure } from '../components/FetchFailure'
import { LocalizedLink } from '../components/LocalizedLink'
import { PageLoader } from '../components/PageLoader'
import { SubmitButton } from '@sceau/plugin-sdk/web/ui'
import { NewPasswordFields } from '../forms/NewPasswordFields'
import { useFieldErrors } from '../forms/useFieldErrors'
import { newPasswordProblems } from '../forms/validation'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { SESSION_QUERY_KEY } from '../session/useSession'
import { useToast } from '../toasts/useToast'
import { AuthCard, AuthText } from './AuthCard'

/** /account/new-password/{token}: a new password for a valid link, "Request expired" for an unknown, used or old one. */
export function NewPasswordScreen() {
  const { t } = useTranslation('core')
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const localize = useLocalizedHref()
  const toast = useToast()
  const queryClient = useQueryClient()
  const fields = useFieldErrors()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const path = `/users/password-resets/${encodeURIComponent(token)}`
  const link = useQuery({
    queryKey: ['password-reset', token],
    queryFn: ({ signal }) => api.get(path, { signal }),
    enabled: Boolean(token),
    retry: false,
    meta: { silent: true },
  })
  const change = useMutation({
    mutationFn: () => api.put(path, { password, passwordConfirmation: confirmation }),
    onSuccess: async () => {
      // Every session of the account ended.
      queryClient.setQueryData(SESSION_QUERY_KEY, null)
      toast.success(t('auth.newPassword.changed'), t('auth.newPassword.changedText'))
      await navigate(localize('/login'))
    },
    onError: fields.failWith('auth.newPassword.failed'),
  })
  if (token && link.isPending) return <PageLoader />
  const expired = !token || isApiError(link.error, 'E_REQUEST_EXPIRED') || isApiError(change.error, 'E_REQUEST_EXPIRED')
  if (expired) {
    return (
      <AuthCard title={t('auth.expired.title')}>
        <AuthText>{t('auth.expired.resetText')}</AuthText>
        <LocalizedLink to="/forgot-password" className="btn-primary w-full">
          {t('auth.expired.newReset')}
        </LocalizedLink>
      </AuthCard>
    )
  }
  if (link.isError) return <FetchFailure error={link.error} onRetry={() => void link.refetch()} />
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(newPasswordProblems(password, confirmation))) change.mutate()
  }
  return (
    <AuthCard title={t('auth.newPassword.title')}>
      <AuthText>{t('auth.newPassword.text')}</AuthText>
      <form noValidate onSubmit={submit} className="space-y-4">
        <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} errors={fields.errors} />
        <SubmitButton pending={change.isPending} className="btn-primary w-full">
          {t('auth.newPassword.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  )
}

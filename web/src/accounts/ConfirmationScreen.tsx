import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, isApiError } from '@sceau/api-client'
import { LocalizedLink } from '../components/LocalizedLink'
import { PageLoader } from '../components/PageLoader'
import { describeError } from '../errors/describeError'
import { FormAlert } from '@sceau/plugin-sdk/web/ui'
import { SESSION_QUERY_KEY, useSession } from '../session/useSession'
import { useToast } from '../toasts/useToast'
import { AuthCard, AuthText } from './AuthCard'
import { MailConfirmedCard } from './MailConfirmedCard'

/** /account/confirmation: where the gate sends users whose mail is not confirmed; the link can be sent again (rate limited). */
export function ConfirmationScreen() {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const { status, user } = useSession()
  const [alert, setAlert] = useState<string | null>(null)
  const resend = useMutation({
    mutationFn: () => api.post('/users/confirmation/resend'),
    onSuccess: () => {
      setAlert(null)
      toast.success(t('auth.confirmation.sent'), t('auth.confirmation.sentText', { email: user?.email ?? '' }))
    },
    onError: (error) => {
      if (isApiError(error, 'E_ALREADY_CONFIRMED')) return void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
      // The rate limit says when to try again.
      setAlert(describeError(error, t))
    },
  })
  if (status === 'loading') return <PageLoader />
  if (!user) {
    return (
      <AuthCard title={t('auth.confirmation.title')}>
        <AuthText>{t('auth.confirmation.loggedOut')}</AuthText>
        <LocalizedLink to="/login" className="btn-primary w-full">
          {t('auth.login.submit')}
        </LocalizedLink>
      </AuthCard>
    )
  }
  if (user.mailConfirmed) {
    return <MailConfirmedCard />
  }
  return (
    <AuthCard title={t('auth.confirmation.title')}>
      <AuthText>{t('auth.confirmation.text', { email: user.email })}</AuthText>
      <FormAlert>{alert}</FormAlert>
      <button type="button" className="btn-primary w-full" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {t('auth.confirmation.resend')}
      </button>
      <AuthText>{t('auth.confirmation.spam')}</AuthText>
    </AuthCard>
  )
}

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { api, isApiError } from '@sceau/api-client'
import { FetchFailure } from '../components/FetchFailure'
import { LocalizedLink } from '../components/LocalizedLink'
import { PageLoader } from '../components/PageLoader'
import { SESSION_QUERY_KEY } from '../session/useSession'
import { AuthCard, AuthText } from './AuthCard'
import { MailConfirmedCard } from './MailConfirmedCard'

/** /account/confirm/{token}: follows the mail's single-use link; "Mail confirmed", or "Request expired" with a way to get a new one. */
export function ConfirmMailScreen() {
  const { t } = useTranslation('core')
  const { token } = useParams()
  const queryClient = useQueryClient()
  // A query, not an effect-fired mutation: the link is used once even when the screen renders twice.
  const confirm = useQuery({
    queryKey: ['mail-confirmation', token],
    queryFn: () => api.post<{ mailConfirmed: boolean }>('/users/confirmation', { token }),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { silent: true },
  })
  useEffect(() => {
    // Refetched even when no screen shows it now, so the next page's gate reads the confirmed user.
    if (confirm.isSuccess) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' })
  }, [confirm.isSuccess, queryClient])
  if (token && confirm.isPending) return <PageLoader />
  if (confirm.isError && !isApiError(confirm.error, 'E_REQUEST_EXPIRED')) return <FetchFailure error={confirm.error} onRetry={() => void confirm.refetch()} />
  if (confirm.isSuccess) {
    return <MailConfirmedCard />
  }
  return (
    <AuthCard title={t('auth.expired.title')}>
      <AuthText>{t('auth.expired.confirmText')}</AuthText>
      <LocalizedLink to="/account/confirmation" className="btn-primary w-full">
        {t('auth.expired.newConfirmation')}
      </LocalizedLink>
    </AuthCard>
  )
}

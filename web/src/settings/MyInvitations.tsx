import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { describeError } from '../errors/describeError'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { fetchMyInvitations, MY_INVITATIONS_KEY, ORGANISATIONS_KEY } from '../organisations/queries'
import { SESSION_QUERY_KEY } from '../session/useSession'
import { useToast } from '../toasts/useToast'
import { Section } from '@sceau/plugin-sdk/web/ui'

/** Invitations to organisations waiting for the user's answer. */
export function MyInvitations() {
  const { t } = useTranslation('core')
  const toast = useToast()
  const format = useFormats()
  const queryClient = useQueryClient()
  const invitations = useQuery({ queryKey: MY_INVITATIONS_KEY, queryFn: fetchMyInvitations })
  const answer = useMutation({
    mutationFn: ({ id, accept }: { id: string; accept: boolean }) =>
      api.post(`/users/me/invitations/${encodeURIComponent(id)}/${accept ? 'accept' : 'decline'}`),
    onSuccess: async (_, { accept }) => {
      toast.success(t(accept ? 'invitations.accepted' : 'invitations.declined'))
      await Promise.all([MY_INVITATIONS_KEY, ORGANISATIONS_KEY, SESSION_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
    onError: (error) => toast.error(t('invitations.answerFailed'), describeError(error, t)),
  })
  const list = invitations.data ?? []
  return (
    <Section title={t('invitations.title')}>
      {invitations.isPending ? (
        <p className="text-sm text-slate-500">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('invitations.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {list.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{invitation.organization.name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t('invitations.sentOn', { date: format.date(invitation.sentAt) })}
                  {invitation.invitedBy && ` · ${invitation.invitedBy.firstname} ${invitation.invitedBy.lastname}`}
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn-primary" disabled={answer.isPending} onClick={() => answer.mutate({ id: invitation.id, accept: true })}>
                  {t('invitations.accept')}
                </button>
                <button type="button" className="btn-secondary" disabled={answer.isPending} onClick={() => answer.mutate({ id: invitation.id, accept: false })}>
                  {t('invitations.decline')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

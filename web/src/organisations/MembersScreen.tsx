import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { ConfirmAction, DataTable, Screen, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { FetchFailure } from '../components/FetchFailure'
import { Notice, NotAllowedBySubscription } from '../components/Notice'
import { PageLoader } from '../components/PageLoader'
import { useFieldErrors } from '../forms/useFieldErrors'
import { compact, emailProblem } from '../forms/validation'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { useSession } from '../session/useSession'
import { useAction } from '../query/useAction'
import { useToast } from '../toasts/useToast'
import { organisationKey } from './queries'
import { rightLabel } from './rightLabel'

interface Member {
  id: string
  userId: string
  firstname: string
  lastname: string
  email: string
  role: 'admin' | 'member'
  rights: Record<string, boolean>
  owner: boolean
  joinedAt: string
}

interface MembersAnswer {
  allowed: boolean
  memberLimit: number
  remainingMembers: number
  availableRights: string[]
  members: Member[]
}

interface Invitation {
  id: string
  email: string
  sentAt: string
  expiresAt: string
}

/** /app/members: members and their activated rights, pending invitations, invite by e-mail, within the plan's member limit. */
export default function MembersScreen() {
  const { t } = useTranslation('core')
  const { user, derived } = useSession()
  const organisationId = user?.organization?.id ?? ''
  const members = useQuery({
    queryKey: organisationKey(organisationId, 'members'),
    queryFn: ({ signal }) => api.get<MembersAnswer>(`/organizations/${organisationId}/members`, { signal }),
    enabled: derived.admin && Boolean(organisationId),
  })
  const frame = { title: t('members.title'), intro: t('members.text', { organization: user?.organization?.name ?? '' }) }
  if (!derived.admin) {
    return (
      <Screen {...frame}>
        <Notice title={t('members.adminsOnly')} />
      </Screen>
    )
  }
  if (members.isPending) return <PageLoader />
  if (members.isError) return <FetchFailure error={members.error} onRetry={() => void members.refetch()} />
  const { allowed, memberLimit, remainingMembers, availableRights } = members.data
  const canManage = allowed && derived.canManageMembers
  return (
    <Screen {...frame}>
      {!canManage && <NotAllowedBySubscription admin />}
      {canManage && (
        <p className="text-sm" role="status">
          {t('members.limit', { limit: memberLimit, additional: memberLimit - 1 })} · <strong>{t('members.remaining', { count: remainingMembers })}</strong>
        </p>
      )}
      <Section title={t('members.listTitle')}>
        <MemberList organisationId={organisationId} members={members.data.members} rights={availableRights} editable={canManage} me={user?.id ?? ''} />
      </Section>
      {canManage && <Invitations organisationId={organisationId} remaining={remainingMembers} />}
    </Screen>
  )
}

function MemberList({
  organisationId,
  members,
  rights,
  editable,
  me,
}: {
  organisationId: string
  members: Member[]
  rights: string[]
  editable: boolean
  me: string
}) {
  const { t } = useTranslation('core')
  const organisation = [['organizations', organisationId]]
  const update = useAction({
    run: ({ userId, ...changes }: { userId: string; rights?: Record<string, boolean>; role?: 'admin' | 'member' }) =>
      api.patch(`/organizations/${organisationId}/members/${userId}`, changes),
    success: 'members.saved',
    failure: 'members.updateFailed',
    refresh: organisation,
  })
  const remove = useAction({
    run: (userId: string) => api.delete(`/organizations/${organisationId}/members/${userId}`),
    success: 'members.removed',
    failure: 'members.updateFailed',
    refresh: organisation,
  })
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {members.map((member) => {
        const name = `${member.firstname} ${member.lastname}`.trim() || member.email
        const rightsEditable = editable && member.role === 'member'
        return (
          <li key={member.id} className="space-y-3 py-4" aria-label={name}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-medium">{name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{member.email}</p>
              </div>
              <div className="flex items-center gap-2">
                {editable && !member.owner && member.userId !== me ? (
                  <select
                    aria-label={t('members.roleOf', { name })}
                    value={member.role}
                    disabled={update.isPending}
                    onChange={(event) => update.mutate({ userId: member.userId, role: event.target.value as Member['role'] })}
                    className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-700 dark:bg-slate-950"
                  >
                    <option value="admin">{t('roles.admin')}</option>
                    <option value="member">{t('roles.member')}</option>
                  </select>
                ) : (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">{t(`roles.${member.role}`)}</span>
                )}
                {editable && !member.owner && member.userId !== me && (
                  <ConfirmAction
                    label={t('members.remove')}
                    question={t('members.removeQuestion', { name })}
                    onConfirm={() => remove.mutate(member.userId)}
                    pending={remove.isPending}
                  />
                )}
              </div>
            </div>
            {member.role === 'member' && (
              <fieldset className="grid gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                <legend className="sr-only">{t('members.rightsOf', { name })}</legend>
                {rights.map((right) => (
                  <label key={right} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={member.rights[right] !== false}
                      disabled={!rightsEditable || update.isPending}
                      onChange={(event) => update.mutate({ userId: member.userId, rights: { [right]: event.target.checked } })}
                    />
                    {rightLabel(right, t)}
                  </label>
                ))}
              </fieldset>
            )}
          </li>
        )
      })}
    </ul>
  )
}

function Invitations({ organisationId, remaining }: { organisationId: string; remaining: number }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const format = useFormats()
  const queryClient = useQueryClient()
  const fields = useFieldErrors()
  const [email, setEmail] = useState('')
  const key = organisationKey(organisationId, 'invitations')
  const invitations = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<{ invitations: Invitation[] }>(`/organizations/${organisationId}/invitations`, { signal }).then((answer) => answer.invitations),
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['organizations', organisationId] })
  const invite = useMutation({
    mutationFn: () => api.post<Invitation>(`/organizations/${organisationId}/invitations`, { email: email.trim() }),
    onSuccess: async (invitation) => {
      toast.success(t('members.invited', { email: invitation.email }))
      setEmail('')
      await refresh()
    },
    // Already a member, already invited, limit reached: the API's words in the toast.
    onError: fields.failWith('members.inviteFailed'),
  })
  const resend = useAction({
    run: (id: string) => api.post(`/organizations/${organisationId}/invitations/${id}/resend`),
    success: 'members.resent',
    failure: 'members.inviteFailed',
    refresh: [['organizations', organisationId]],
  })
  const remove = useAction({
    run: (id: string) => api.delete(`/organizations/${organisationId}/invitations/${id}`),
    success: 'members.invitationDeleted',
    failure: 'members.inviteFailed',
    refresh: [['organizations', organisationId]],
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(compact({ email: emailProblem(email) }))) invite.mutate()
  }
  const list = invitations.data ?? []
  return (
    <Section title={t('members.invitationsTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('members.inviteEmail')}
          name="inviteEmail"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={fields.errors.email}
          className="min-w-64 flex-1 space-y-1"
        />
        <SubmitButton pending={invite.isPending} disabled={remaining <= 0}>
          {t('members.invite')}
        </SubmitButton>
      </form>
      {remaining <= 0 && <p className="text-sm text-amber-700 dark:text-amber-400">{t('members.limitReached')}</p>}
      {invitations.isPending ? (
        <p className="text-sm text-slate-500">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('members.noInvitations')}</p>
      ) : (
        <DataTable
          rows={list}
          rowKey={(invitation) => invitation.id}
          testId="invitations-table"
          columns={[
            { label: t('members.columns.email'), cell: (invitation) => invitation.email, primary: true },
            { label: t('members.columns.sentOn'), cell: (invitation) => format.date(invitation.sentAt) },
            {
              label: t('members.columns.actions'),
              actions: true,
              className: 'text-right',
              cell: (invitation) => (
                <>
                  <button
                    type="button"
                    className="mr-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
                    disabled={resend.isPending}
                    onClick={() => resend.mutate(invitation.id)}
                  >
                    {t('members.resend')}
                  </button>
                  <ConfirmAction
                    label={t('members.deleteInvitation')}
                    question={t('members.deleteInvitationQuestion', { email: invitation.email })}
                    onConfirm={() => remove.mutate(invitation.id)}
                    pending={remove.isPending}
                  />
                </>
              ),
            },
          ]}
        />
      )}
    </Section>
  )
}

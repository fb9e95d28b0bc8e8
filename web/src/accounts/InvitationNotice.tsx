import { useTranslation } from 'react-i18next'
import type { InvitationPreview } from './useInvitation'

/** Who invites the visitor to which organisation, or that the link no longer works. */
export function InvitationNotice({ invitation, expired }: { invitation: InvitationPreview | null; expired: boolean }) {
  const { t } = useTranslation('core')
  if (expired) {
    return (
      <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
        {t('invitations.expired')}
      </p>
    )
  }
  if (!invitation) return null
  const inviter = invitation.invitedBy ? `${invitation.invitedBy.firstname} ${invitation.invitedBy.lastname}`.trim() : ''
  return (
    <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-slate-800 dark:text-slate-100">
      {inviter
        ? t('invitations.invitedBy', { name: inviter, organization: invitation.organization.name })
        : t('invitations.invited', { organization: invitation.organization.name })}
    </p>
  )
}

import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { api, type CurrentUser } from '@sceau/api-client'
import { describeError } from '../errors/describeError'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { SESSION_QUERY_KEY } from '../session/useSession'
import { useToast } from '../toasts/useToast'

/** Where a user goes once logged in (docs/product.md §2); the gate then sends unconfirmed and cac users on. */
export const AFTER_LOGIN_PATH = '/app/transfers'

/** The `?next=` of the login page (set when a logged-in page sent the visitor there), if it is a page of the logged-in area. */
export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next')
  return next && /^\/app(\/|\?|$)/.test(next) ? next : null
}

/**
 * After login or sign-up: keep the user, accept the invitation they came with (login only: sign-up
 * joins through its body), then go to the app (or the page that sent the visitor to login), or to the
 * confirmation page while the mail is unconfirmed.
 */
export function useEnterApp() {
  const { t } = useTranslation('core')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const localize = useLocalizedHref()
  const toast = useToast()
  return useCallback(
    async (user: CurrentUser, invitation?: string | null, next?: string | null) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user)
      if (invitation) {
        try {
          const { organization } = await api.post<{ organization: { name: string } }>(`/invitations/${encodeURIComponent(invitation)}/accept`)
          toast.success(t('invitations.joined', { name: organization.name }))
          await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
        } catch (error) {
          toast.error(t('invitations.acceptFailed'), describeError(error, t))
        }
      }
      await navigate(localize(user.mailConfirmed ? (next ?? AFTER_LOGIN_PATH) : '/account/confirmation'))
    },
    [queryClient, navigate, localize, toast, t]
  )
}

import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useLanguage, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { FetchFailure } from '../components/FetchFailure'
import { PageLoader } from '../components/PageLoader'
import { useShell } from '../core/useShell'
import { useSession } from '../session/useSession'

/**
 * The pages a cac user without premium must reach (docs/product.md §4: /cac/subscriptions, and the payment
 * pages they come back to before the payment is confirmed): logged in and mail confirmed, but not
 * behind the subscription step of the gate, which would send them away from the page paying for it.
 * A visitor sent to log in comes back to the page asked (issue 33: /payment/* kept its payment).
 */
export function SignedIn({ children, login = '/login' }: { children: ReactNode; login?: string }) {
  const session = useSession()
  const href = useLocalizedHref()
  const location = useLocation()
  const language = useLanguage()
  const { localizer } = useShell()
  if (session.status === 'loading') return <PageLoader />
  if (session.status === 'error') return <FetchFailure error={session.error} onRetry={session.refetch} />
  if (!session.user) {
    const next = encodeURIComponent(localizer.canonical(location.pathname) + location.search)
    return <Navigate to={localizer.href(`${login}?next=${next}`, language)} replace />
  }
  if (!session.user.mailConfirmed) return <Navigate to={href('/account/confirmation')} replace />
  return children
}

import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { FetchFailure } from '../components/FetchFailure'
import { PageLoader } from '../components/PageLoader'
import { useSession } from '../session/useSession'

/**
 * The pages a cac user without premium must reach (SPEC §4: /cac/subscriptions, and the payment
 * pages they come back to before the payment is confirmed): logged in and mail confirmed, but not
 * behind the subscription step of the gate, which would send them away from the page paying for it.
 */
export function SignedIn({ children, login = '/login' }: { children: ReactNode; login?: string }) {
  const session = useSession()
  const href = useLocalizedHref()
  if (session.status === 'loading') return <PageLoader />
  if (session.status === 'error') return <FetchFailure error={session.error} onRetry={session.refetch} />
  if (!session.user) return <Navigate to={href(login)} replace />
  if (!session.user.mailConfirmed) return <Navigate to={href('/account/confirmation')} replace />
  return children
}

import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useShell } from '../core/useShell'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { gateRedirect } from '../session/access'
import { useSession } from '../session/useSession'
import { PageLoader } from '../components/PageLoader'
import { FetchFailure } from '../components/FetchFailure'

/** Lets logged-in users through the docs/product.md §4 gate; anonymous visitors go to the login page of their language, which brings them back. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  const language = useLanguage()
  const { localizer } = useShell()
  const [enteredAt] = useState(Date.now)
  const target = session.user ? gateRedirect(session.user, localizer.canonical(location.pathname)) : null
  // The gate decides on an answer newer than the way in: a user kept from before (their mail may
  // have been confirmed in another tab since) is asked again before being sent away.
  const recheck = target !== null && (session.fetching || session.updatedAt < enteredAt)
  const { refetch, fetching } = session
  useEffect(() => {
    if (recheck && !fetching) refetch()
  }, [recheck, fetching, refetch])
  if (session.status === 'loading') return <PageLoader />
  if (session.status === 'error') return <FetchFailure error={session.error} onRetry={session.refetch} />
  // Login then back: the page asked (e.g. the extension's pairing page) comes back after login.
  if (!session.user)
    return <Navigate to={localizer.href(`/login?next=${encodeURIComponent(localizer.canonical(location.pathname) + location.search)}`, language)} replace />
  if (recheck) return <PageLoader />
  if (target) return <Navigate to={localizer.href(target, language)} replace />
  return children ?? <Outlet />
}

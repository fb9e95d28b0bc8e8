import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useShell } from '../core/useShell'
import { useLanguage } from '@sceau/plugin-sdk/web/hooks'
import { gateRedirect } from '../session/access'
import { useSession } from '../session/useSession'
import { PageLoader } from '../components/PageLoader'
import { FetchFailure } from '../components/FetchFailure'

/** Lets logged-in users through the SPEC §4 gate; anonymous visitors go to the login page of their language, which brings them back. */
export function RequireUser({ children }: { children?: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  const language = useLanguage()
  const { localizer } = useShell()
  if (session.status === 'loading') return <PageLoader />
  if (session.status === 'error') return <FetchFailure error={session.error} onRetry={session.refetch} />
  // Login then back: the page asked (e.g. the extension's pairing page) comes back after login.
  if (!session.user)
    return <Navigate to={localizer.href(`/login?next=${encodeURIComponent(localizer.canonical(location.pathname) + location.search)}`, language)} replace />
  const target = gateRedirect(session.user, localizer.canonical(location.pathname))
  if (target) return <Navigate to={localizer.href(target, language)} replace />
  return children ?? <Outlet />
}

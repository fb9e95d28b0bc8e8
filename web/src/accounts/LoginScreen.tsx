import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import type { CurrentUser } from '@sceau/api-client'
import { LocalizedLink } from '../components/LocalizedLink'
import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { useSession } from '../session/useSession'
import { AuthCard } from './AuthCard'
import { InvitationNotice } from './InvitationNotice'
import { LoginForm } from './LoginForm'
import { AFTER_LOGIN_PATH, nextPath, useEnterApp } from './useEnterApp'
import { useCacVariant, useInvitation } from './useInvitation'

/** /login and /cac: the login form, then the app (accepting the invitation the visitor came with). */
export function LoginScreen() {
  const { t } = useTranslation('core')
  const localize = useLocalizedHref()
  const session = useSession()
  const cac = useCacVariant()
  const { token, invitation, expired } = useInvitation()
  const enterApp = useEnterApp()
  const next = nextPath(useLocation().search)
  const [entering, setEntering] = useState(false)
  // Already logged in (and not here to accept an invitation): straight to the app.
  if (session.user && !token && !entering) return <Navigate to={localize(next ?? AFTER_LOGIN_PATH)} replace />
  const loggedIn = (user: CurrentUser) => {
    setEntering(true)
    return enterApp(user, expired ? null : token, next)
  }
  const signUpPath = `${cac ? '/cac/signin' : '/signin'}${token ? `?invitation=${encodeURIComponent(token)}` : ''}`
  return (
    <AuthCard title={t(cac ? 'auth.login.cacTitle' : 'auth.login.title')}>
      <InvitationNotice invitation={invitation} expired={expired} />
      <LoginForm onLoggedIn={loggedIn} />
      <p className="text-center text-sm">
        {t('auth.login.noAccount')}{' '}
        <LocalizedLink to={signUpPath} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t('auth.login.signUp')}
        </LocalizedLink>
      </p>
    </AuthCard>
  )
}

import { useMemo, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { PagePathContext } from '@sceau/plugin-sdk/web/hooks'
import type { LinkProps } from '../components/pageLink'
import { PageNavigationContext } from '../components/pageNavigation'

const RouterLink = ({ to, ...props }: LinkProps) => <Link to={to} {...props} />

/** Gives the router-free chrome and hooks (LocalizedLink, LanguageSwitcher, useLanguage) the router's address and links. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigation = useMemo(() => ({ location, Link: RouterLink }), [location])
  return (
    <PagePathContext value={location.pathname}>
      <PageNavigationContext value={navigation}>{children}</PageNavigationContext>
    </PagePathContext>
  )
}

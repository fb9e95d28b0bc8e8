/* Where the chrome's links go and what the current address is, without importing the router (the visitor shell has none). */
import { createContext, useContext } from 'react'
import type { LinkComponent } from './pageLink'

export interface PageNavigation {
  /** The current address; `key` changes with each navigation. */
  location: { pathname: string; search: string; hash: string; key: string }
  /** Takes a path in the page's language: React Router's link in the app, a plain anchor in a light shell. */
  Link: LinkComponent
}

/** A plain link to a path: leaving the page loads the whole app there. */
export const DocumentLink: LinkComponent = ({ to, ...props }) => <a href={to} {...props} />

export const PageNavigationContext = createContext<PageNavigation | null>(null)

/** The router's navigation in the app (routing/RouterNavigation); outside it, the document's: its address and plain anchors. */
export function usePageNavigation(): PageNavigation {
  const navigation = useContext(PageNavigationContext)
  if (navigation) return navigation
  const { pathname, search, hash } = window.location
  return { location: { pathname, search, hash, key: 'document' }, Link: DocumentLink }
}

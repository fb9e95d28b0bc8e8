import type { ReactNode } from 'react'
import { ErrorPageBoundary } from '../errors/ErrorPageBoundary'
import { ErrorChrome } from '../components/ErrorChrome'

/** Error pages (docs/product.md §2, §8): logo, the error, and a footer with contact, social and status links. */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <ErrorPageBoundary>
      <ErrorChrome>{children}</ErrorChrome>
    </ErrorPageBoundary>
  )
}

import { useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { useShell } from '../core/useShell'
import type { LinkProps } from './pageLink'
import { usePageNavigation } from './pageNavigation'

export interface LocalizedLinkProps extends Omit<LinkProps, 'to'> {
  /** Canonical path: French and without prefix, e.g. "/infos/nos-engagements", "/pages/legal#cookies". */
  to: string
}

/** A link to the same page in the current language; its screen code starts loading on hover or focus. */
export function LocalizedLink({ to, onMouseEnter, onFocus, ...props }: LocalizedLinkProps) {
  const localize = useLocalizedHref()
  const { prefetch } = useShell()
  const { Link } = usePageNavigation()
  const href = localize(to)
  return (
    <Link
      to={href}
      onMouseEnter={(event) => {
        prefetch(href)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        prefetch(href)
        onFocus?.(event)
      }}
      {...props}
    />
  )
}

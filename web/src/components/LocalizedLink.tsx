import { Link, type LinkProps } from 'react-router'
import { useShell } from '../core/useShell'
import { useLocalize } from '../i18n/useLocalize'

export interface LocalizedLinkProps extends Omit<LinkProps, 'to'> {
  /** Canonical path: French and without prefix, e.g. "/infos/nos-engagements", "/pages/legal#cookies". */
  to: string
}

/** A link to the same page in the current language; its screen code starts loading on hover or focus. */
export function LocalizedLink({ to, onMouseEnter, onFocus, ...props }: LocalizedLinkProps) {
  const localize = useLocalize()
  const { prefetch } = useShell()
  const cut = to.search(/[?#]/)
  const href = cut === -1 ? localize(to) : `${localize(to.slice(0, cut))}${to.slice(cut)}`
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

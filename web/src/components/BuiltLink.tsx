import { isRegisteredPath } from '../nav/registeredPath'
import { useShell } from '../core/useShell'
import { LocalizedLink, type LocalizedLinkProps } from './LocalizedLink'

/** Whether a canonical path is a screen the app really has (a link to anything else would show the 404 page). */
export function useIsBuilt(): (to: string) => boolean {
  const { plugins } = useShell()
  return (to) => isRegisteredPath(plugins, to)
}

/** A localized link that is left out while its page is not built. */
export function BuiltLink(props: LocalizedLinkProps) {
  const isBuilt = useIsBuilt()
  return isBuilt(props.to) ? <LocalizedLink {...props} /> : null
}

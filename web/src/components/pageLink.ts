import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react'

/** A link component the chrome takes from its shell: React Router's in the app, a plain anchor in the recipient's light shell. */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> }
export type LinkComponent = ComponentType<LinkProps>

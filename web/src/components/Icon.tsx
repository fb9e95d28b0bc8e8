import { Circle, CircleQuestionMark, CreditCard, Inbox, Plug, Send, Stamp, type LucideIcon } from 'lucide-react'

/* Nav items name their icon with a string (plugins stay free of icon libraries); unknown names get a dot. */
const ICONS: Record<string, LucideIcon> = {
  send: Send,
  stamp: Stamp,
  inbox: Inbox,
  plug: Plug,
  'credit-card': CreditCard,
  help: CircleQuestionMark,
}

export function Icon({ name, className = 'size-5' }: { name?: string; className?: string }) {
  const Component = (name && ICONS[name]) || Circle
  return <Component aria-hidden className={className} />
}

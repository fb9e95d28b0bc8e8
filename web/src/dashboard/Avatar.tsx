import type { CurrentUser } from '@sceau/api-client'
import { Picture } from '@sceau/plugin-sdk/web/ui'

/** "Ada Lovelace" -> "AL"; falls back to the e-mail's first letter. */
export function initialsOf(user: Pick<CurrentUser, 'firstname' | 'lastname' | 'email'>): string {
  const letters = [user.firstname, user.lastname].map((name) => name?.trim().charAt(0) ?? '').join('')
  return (letters || user.email.charAt(0)).toUpperCase()
}

/** The user's picture, or their initials on a coloured disc. */
export function Avatar({ user }: { user: CurrentUser }) {
  const initials = (
    <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
      {initialsOf(user)}
    </span>
  )
  // A picture that cannot be loaded gives way to the initials.
  if (user.avatarUrl) return <Picture src={user.avatarUrl} alt="" className="size-8 rounded-full object-cover" fallback={initials} />
  return initials
}

import type { CurrentUser } from '@sceau/api-client'

/** "Ada Lovelace" -> "AL"; falls back to the e-mail's first letter. */
export function initialsOf(user: Pick<CurrentUser, 'firstname' | 'lastname' | 'email'>): string {
  const letters = [user.firstname, user.lastname].map((name) => name?.trim().charAt(0) ?? '').join('')
  return (letters || user.email.charAt(0)).toUpperCase()
}

/** The user's picture, or their initials on a coloured disc. */
export function Avatar({ user }: { user: CurrentUser }) {
  if (user.avatarUrl) return <img src={user.avatarUrl} alt="" className="size-8 rounded-full object-cover" />
  return (
    <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
      {initialsOf(user)}
    </span>
  )
}

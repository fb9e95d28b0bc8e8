import type { ReactNode } from 'react'
import { usePageTitle } from '@sceau/plugin-sdk/web/hooks'

/** The centred card of the sign-up, login, confirmation and password screens. */
export function AuthCard({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  usePageTitle(title)
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <section className={`card w-full ${wide ? 'max-w-xl' : 'max-w-md'} space-y-5 p-6 sm:p-8`}>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </section>
    </div>
  )
}

/** A short paragraph under the card's title. */
export function AuthText({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>
}

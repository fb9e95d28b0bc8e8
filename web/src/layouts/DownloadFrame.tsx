import type { ReactNode } from 'react'
import { SkipLink } from '../components/SkipLink'

/** Recipient download pages: a centered card on a quiet background (the sender's customisation goes here). */
export function DownloadFrame({ header, footer, skipLabel, children }: { header: ReactNode; footer: ReactNode; skipLabel: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink label={skipLabel} />
      {header}
      <main id="main" tabIndex={-1} className="mx-auto focus:outline-none flex w-full max-w-3xl flex-1 flex-col px-4 py-10">
        {children}
      </main>
      {footer}
    </div>
  )
}

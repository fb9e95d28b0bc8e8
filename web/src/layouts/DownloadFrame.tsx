import type { ReactNode } from 'react'

/** Recipient download pages: a centered card on a quiet background (the sender's customisation goes here). */
export function DownloadFrame({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-100 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      {header}
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-4 py-10">
        {children}
      </main>
      {footer}
    </div>
  )
}

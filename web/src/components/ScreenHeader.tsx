import type { ReactNode } from 'react'

/** A dashboard screen's title, its one-line purpose and actions on the right. */
export function ScreenHeader({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {text && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>}
      </div>
      {children}
    </header>
  )
}

import type { ReactNode } from 'react'

/** A titled card inside a dashboard screen. */
export function Section({ title, text, children, actions }: { title: string; text?: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="card space-y-4" aria-label={title}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{title}</h2>
          {text && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  )
}

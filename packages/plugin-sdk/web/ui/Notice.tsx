import type { ReactNode } from 'react'

const TONES = {
  info: 'border-brand-200 bg-brand-50 text-brand-950 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
}

/** A boxed message in a screen (what a plan or a role does not allow, what is not available yet, docs/product.md §6 access-denied notices). */
export function Notice({ title, children, tone = 'info' }: { title: string; children?: ReactNode; tone?: keyof typeof TONES }) {
  return (
    <div role="status" className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 space-y-2">{children}</div>}
    </div>
  )
}

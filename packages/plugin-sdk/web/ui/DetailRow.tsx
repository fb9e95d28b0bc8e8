import type { ReactNode } from 'react'

/** A labelled value in a definition list (<dl>): a certificate's fields, a deposit's information. */
export function DetailRow({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={`text-sm break-all sm:col-span-2 ${mono ? 'font-mono' : ''}`}>{children}</dd>
    </div>
  )
}

import type { ReactNode } from 'react'

/** A labelled value of a definition list (certificate, decode, deposit information). */
export function Field({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={`text-sm break-all sm:col-span-2 ${mono ? 'font-mono' : ''}`}>{children}</dd>
    </div>
  )
}

/** The error text under a form control (already translated by the API). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  )
}

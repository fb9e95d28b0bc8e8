import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A destructive button that asks once more in place before acting (the app's confirmation, never the browser's confirm()). */
export function ConfirmAction({
  label,
  question,
  onConfirm,
  pending,
  icon,
}: {
  label: string
  question: string
  onConfirm: () => void
  pending?: boolean
  icon?: ReactNode
}) {
  const { t } = useTranslation('core')
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        onClick={() => setAsking(true)}
        disabled={pending}
      >
        {icon}
        {label}
      </button>
    )
  }
  return (
    // A box of its own that wraps, so a question asked in a table's narrow cell stays readable.
    <span
      role="group"
      aria-label={question}
      className="inline-flex max-w-xs flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 p-2 text-left text-sm whitespace-normal text-red-950 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <span className="w-full [overflow-wrap:anywhere]">{question}</span>
      <button
        type="button"
        className="rounded-md bg-red-600 px-2 py-1 font-medium text-white hover:bg-red-700"
        disabled={pending}
        onClick={() => {
          setAsking(false)
          onConfirm()
        }}
      >
        {t('actions.confirm')}
      </button>
      <button type="button" className="rounded-md px-2 py-1 font-medium hover:bg-slate-100 dark:hover:bg-slate-800" onClick={() => setAsking(false)}>
        {t('actions.cancel')}
      </button>
    </span>
  )
}

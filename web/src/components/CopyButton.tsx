import { useState } from 'react'
import { Check, Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useToast } from '../toasts/useToast'

/** Copies a value (a token or secret shown once) to the clipboard. */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      toast.error(t('actions.copyFailed'))
    }
  }
  return (
    <button type="button" className="btn-secondary gap-1" onClick={() => void copy()}>
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {copied ? t('actions.copied') : (label ?? t('actions.copy'))}
    </button>
  )
}

/** A secret shown this once, with its copy button and the warning that it will not be shown again. */
export function OnceSecret({ title, value }: { title: string; value: string }) {
  const { t } = useTranslation('core')
  return (
    <div role="status" className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm dark:border-emerald-800 dark:bg-emerald-950">
      <p className="font-semibold">{title}</p>
      <p>{t('integrations.shownOnce')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="flex-1 rounded bg-white px-2 py-1 font-mono text-xs break-all dark:bg-slate-900">{value}</code>
        <CopyButton value={value} />
      </div>
    </div>
  )
}

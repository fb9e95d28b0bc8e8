import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface CopyButtonProps {
  value: string
  /** What the button says; "Copy" by default. */
  label?: string
  /** Said once the value is in the clipboard; "Copied" by default. */
  copiedLabel?: string
  /** Said when the clipboard refuses (docs/product.md §8 wording of what was copied, e.g. "Unable to copy the hash."). */
  failedLabel?: string
  icon?: ReactNode
  className?: string
}

/** Copies a value (a link, a hash, a secret shown once) and says beside the button whether it worked. */
export function CopyButton({ value, label, copiedLabel, failedLabel, icon, className = 'btn-secondary' }: CopyButtonProps) {
  const { t } = useTranslation('core')
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = () => {
    navigator.clipboard
      .writeText(value)
      .then(() => setState('copied'))
      .catch(() => setState('failed'))
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" className={className} onClick={copy}>
        {icon}
        {label ?? t('actions.copy')}
      </button>
      {state === 'copied' && (
        <span role="status" className="text-sm text-green-700 dark:text-green-400">
          {copiedLabel ?? t('actions.copied')}
        </span>
      )}
      {state === 'failed' && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failedLabel ?? t('actions.copyFailed')}
        </span>
      )}
    </span>
  )
}

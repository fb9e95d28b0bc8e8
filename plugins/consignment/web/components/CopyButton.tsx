import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Copies a value (the security hash, a checksum); SPEC §8 "Unable to copy the hash" when the clipboard refuses. */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.common' })
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="btn-secondary px-2 py-1 text-xs"
        onClick={() => {
          navigator.clipboard
            .writeText(value)
            .then(() => setState('copied'))
            .catch(() => setState('failed'))
        }}
      >
        {label ?? t('copy')}
      </button>
      {state === 'copied' && <span role="status" className="text-xs text-green-700 dark:text-green-400">{t('copied')}</span>}
      {state === 'failed' && <span role="alert" className="text-xs text-red-700 dark:text-red-300">{t('copyFailed')}</span>}
    </span>
  )
}

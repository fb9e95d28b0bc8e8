import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Copies a value (the download link) to the clipboard, and says whether it worked. */
export function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.common' })
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          navigator.clipboard
            .writeText(value)
            .then(() => setState('copied'))
            .catch(() => setState('failed'))
        }}
      >
        {t('copy')}
      </button>
      {state === 'copied' && (
        <span role="status" className="text-sm text-green-700 dark:text-green-400">
          {t('copied')}
        </span>
      )}
      {state === 'failed' && (
        <span role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('copyFailed')}
        </span>
      )}
    </span>
  )
}

import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '@sceau/plugin-sdk/web/ui'
import { FIELD_CLASS } from './fieldClass.js'

interface RecipientsInputProps {
  recipients: string[]
  draft: string
  error?: string
  onDraftChange: (draft: string) => void
  /** Turns what was typed into recipients (Enter, comma, space or leaving the field). */
  onCommit: (raw: string) => void
  onRemove: (email: string) => void
}

/** Recipients' addresses as removable chips, typed one after the other. */
export function RecipientsInput({ recipients, draft, error, onDraftChange, onCommit, onRemove }: RecipientsInputProps) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
      event.preventDefault()
      if (draft.trim()) onCommit(draft)
    }
  }
  return (
    <div className="mt-4">
      <label htmlFor="transfer-recipients" className="block text-sm font-medium">
        {t('recipients')}
      </label>
      {recipients.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('recipients')}>
          {recipients.map((email) => (
            <li key={email} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm dark:bg-slate-800">
              {email}
              <button type="button" aria-label={t('remove', { name: email })} onClick={() => onRemove(email)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id="transfer-recipients"
        type="email"
        multiple
        value={draft}
        placeholder={t('recipientsPlaceholder')}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKey}
        onBlur={() => draft.trim() && onCommit(draft)}
        aria-invalid={!!error}
        aria-describedby={error ? 'transfer-recipients-error' : undefined}
        className={FIELD_CLASS}
      />
      <FieldError id="transfer-recipients-error">{error}</FieldError>
    </div>
  )
}

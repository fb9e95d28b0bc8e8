import { useTranslation } from 'react-i18next'
import { FieldError } from '@sceau/plugin-sdk/web/ui'
import type { TransferCapabilities } from '../../shared/types.js'
import { FIELD_CLASS } from './fieldClass.js'

interface AdvancedSettingsProps {
  caps: TransferCapabilities
  password: string
  onPassword: (password: string) => void
  expiryDays: number | null
  onExpiryDays: (days: number) => void
  /** Whether recipients are asked to confirm receipt; null when nothing is sent (protect only). */
  acknowledgement: boolean | null
  onAcknowledgement: (asked: boolean) => void
  errors: Record<string, string>
}

/** Password and expiry, within what the caller's plan allows, and the acknowledgement of receipt. */
export function AdvancedSettings({ caps, password, onPassword, expiryDays, onExpiryDays, acknowledgement, onAcknowledgement, errors }: AdvancedSettingsProps) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  const choices = [...new Set([caps.expiryDays.min, 7, 14, 30, 60, caps.expiryDays.max])]
    .filter((d) => d >= caps.expiryDays.min && d <= caps.expiryDays.max)
    .sort((a, b) => a - b)
  return (
    <div className="mt-2 grid gap-4 rounded-md bg-slate-50 p-4 sm:grid-cols-2 dark:bg-slate-800/50">
      <div>
        <label htmlFor="transfer-password" className="block text-sm font-medium">
          {t('password')}
        </label>
        <input
          id="transfer-password"
          type="password"
          autoComplete="new-password"
          value={password}
          disabled={!caps.password}
          onChange={(event) => onPassword(event.target.value)}
          className={FIELD_CLASS}
        />
        {!caps.password && <p className="mt-1 text-xs text-slate-500">{t('passwordPaid')}</p>}
        <FieldError id="transfer-password-error">{errors.password}</FieldError>
      </div>
      <div>
        <label htmlFor="transfer-expiry" className="block text-sm font-medium">
          {t('expiry')}
        </label>
        <select
          id="transfer-expiry"
          value={expiryDays ?? caps.expiryDays.default}
          disabled={caps.expiryDays.min === caps.expiryDays.max}
          onChange={(event) => onExpiryDays(Number(event.target.value))}
          className={FIELD_CLASS}
        >
          {choices.map((days) => (
            <option key={days} value={days}>
              {t('days', { count: days })}
            </option>
          ))}
        </select>
        <FieldError id="transfer-expiryDays-error">{errors.expiryDays}</FieldError>
      </div>
      {acknowledgement !== null && (
        <div className="sm:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={acknowledgement}
              onChange={(event) => onAcknowledgement(event.target.checked)}
              aria-describedby="transfer-acknowledgement-hint"
            />
            {t('acknowledgement')}
          </label>
          <p id="transfer-acknowledgement-hint" className="mt-1 text-xs text-slate-500">
            {t('acknowledgementHint')}
          </p>
          <FieldError id="transfer-acknowledgement-error">{errors.acknowledgement}</FieldError>
        </div>
      )}
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { LOCALES, type Locale } from '@sceau/plugin-sdk/web'
import { TextAreaField, TextField } from '@sceau/plugin-sdk/web/ui'
import { LANGUAGE_NAMES } from '../i18n/languageNames'
import type { FieldErrors } from '../forms/validation'
import type { BillingInfoValues } from './billingInfo'

/**
 * Name or organisation, address (both required), legal number (optional), as printed on the
 * invoices (docs/product.md §3, §5), and the language the invoices are issued in, whoever downloads them.
 */
export function BillingInfoFields({
  values,
  onChange,
  errors,
}: {
  values: BillingInfoValues
  onChange: (values: BillingInfoValues) => void
  errors: FieldErrors
}) {
  const { t } = useTranslation('core')
  return (
    <div className="space-y-4">
      <TextField
        label={t('billing.info.name')}
        name="name"
        autoComplete="organization"
        required
        value={values.name}
        onValueChange={(name) => onChange({ ...values, name })}
        error={errors.name}
      />
      <TextAreaField
        label={t('billing.info.address')}
        name="address"
        rows={3}
        value={values.address}
        onValueChange={(address) => onChange({ ...values, address })}
        error={errors.address}
      />
      <TextField
        label={t('billing.info.legalNumber')}
        name="legalNumber"
        hint={t('billing.info.legalNumberHint')}
        value={values.legalNumber}
        onValueChange={(legalNumber) => onChange({ ...values, legalNumber })}
        error={errors.legalNumber}
      />
      <div className="space-y-1">
        <label htmlFor="billing-language" className="block text-sm font-medium">
          {t('billing.info.language')}
        </label>
        <select
          id="billing-language"
          name="language"
          aria-describedby="billing-language-hint"
          value={values.language}
          onChange={(event) => onChange({ ...values, language: event.target.value as Locale })}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
        <p id="billing-language-hint" className="text-sm text-slate-500">
          {t('billing.info.languageHint')}
        </p>
      </div>
    </div>
  )
}

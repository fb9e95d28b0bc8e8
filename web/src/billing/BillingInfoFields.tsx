import { useTranslation } from 'react-i18next'
import { TextAreaField, TextField } from '@sceau/plugin-sdk/web/ui'
import type { FieldErrors } from '../forms/validation'
import type { BillingInfoValues } from './billingInfo'

/** Name or organisation, address (both required) and legal number (optional), as printed on the invoices (docs/product.md §3, §5). */
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
    </div>
  )
}

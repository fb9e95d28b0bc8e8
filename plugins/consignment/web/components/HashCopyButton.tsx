import { useTranslation } from 'react-i18next'
import { CopyButton } from '@sceau/plugin-sdk/web/ui'

/** Copies a security hash, a checksum or the badge code; docs/product.md §8 "Unable to copy the hash" when the clipboard refuses. */
export function HashCopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.common' })
  return <CopyButton value={value} label={label} failedLabel={t('copyFailed')} className="btn-secondary px-2 py-1 text-xs" />
}

import { useTranslation } from 'react-i18next'
import { CopyButton } from '@sceau/plugin-sdk/web/ui'

/** Copies a transfer's download link, in the transfer's own words ("Copy the link", "Link copied"). */
export function LinkCopyButton({ value }: { value: string }) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.common' })
  return <CopyButton value={value} label={t('copy')} copiedLabel={t('copied')} failedLabel={t('copyFailed')} />
}

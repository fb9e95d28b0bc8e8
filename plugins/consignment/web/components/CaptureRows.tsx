import { useTranslation } from 'react-i18next'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { DetailRow } from '@sceau/plugin-sdk/web/ui'
import type { CaptureSource } from '../../shared/types.js'

/** A web capture's deposit: the captured page's address (as text, not a link) and when it was captured. */
export function CaptureRows({ capture }: { capture: CaptureSource | null | undefined }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.common.capture' })
  const formats = useFormats()
  if (!capture) return null
  return (
    <>
      <DetailRow label={t('url')} mono>
        <span className="break-all" data-testid="captured-url">
          {capture.url}
        </span>
      </DetailRow>
      <DetailRow label={t('capturedAt')}>{formats.dateTime(capture.capturedAt)}</DetailRow>
    </>
  )
}

import { DownloadFailedAlert, useFailedDownload } from '@sceau/plugin-sdk/web/failedDownload'
import type { Translate } from './translate.js'

/**
 * What the recipient's page says when a download the server refused brought the browser back here
 * (?failed=file|zip&code=…, the SDK's download_navigation): loaded only then, off the page's size budget.
 */
export default function FailedDownloadNotice({ t }: { t: Translate }) {
  const refused = useFailedDownload(['file', 'zip'] as const)
  if (!refused) return null
  return <DownloadFailedAlert>{t(`downloadFailed.${refused.code === 'E_FILE_ANALYSING' ? 'analysing' : refused.asked}`)}</DownloadFailedAlert>
}

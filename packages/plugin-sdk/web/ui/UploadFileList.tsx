import { useTranslation } from 'react-i18next'
import type { UploadItem } from '@sceau/api-client/uploads'
import { ProgressBar } from './ProgressBar.js'

const STATE_TONE: Record<UploadItem['state'], string> = {
  waiting: 'text-slate-500',
  loading: 'text-brand-700 dark:text-brand-300',
  processing: 'text-amber-700 dark:text-amber-300',
  complete: 'text-green-700 dark:text-green-400',
  loadingError: 'text-red-700 dark:text-red-300',
  sendingError: 'text-red-700 dark:text-red-300',
}

/** The files of an upload under way: each one's path, state (or that it was sent before a reload), progress and failure (transfers, deliveries to a reception). */
export function UploadFileList({ items, label }: { items: readonly UploadItem[]; label: string }) {
  const { t } = useTranslation('core', { keyPrefix: 'upload.state' })
  return (
    <ul className="max-h-80 divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="py-2" data-state={item.state}>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 truncate" title={item.relativePath}>
              {item.relativePath}
            </span>
            <span className={`shrink-0 ${STATE_TONE[item.state]}`}>{item.alreadySent && item.state === 'complete' ? t('alreadySent') : t(item.state)}</span>
          </div>
          <ProgressBar value={item.size ? item.sentBytes / item.size : item.state === 'complete' ? 1 : 0} label={item.relativePath} />
          {item.failure?.message && <p className="mt-1 text-xs text-red-700 dark:text-red-300">{item.failure.message}</p>}
        </li>
      ))}
    </ul>
  )
}

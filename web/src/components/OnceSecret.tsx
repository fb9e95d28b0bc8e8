import { Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CopyButton } from '@sceau/plugin-sdk/web/ui'

/** A secret shown this once, with its copy button and the warning that it will not be shown again. */
export function OnceSecret({ title, value }: { title: string; value: string }) {
  const { t } = useTranslation('core')
  return (
    <div role="status" className="space-y-2 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm dark:border-emerald-800 dark:bg-emerald-950">
      <p className="font-semibold">{title}</p>
      <p>{t('integrations.shownOnce')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="flex-1 rounded bg-white px-2 py-1 font-mono text-xs break-all dark:bg-slate-900">{value}</code>
        <CopyButton value={value} icon={<Copy aria-hidden className="size-4" />} className="btn-secondary gap-1" />
      </div>
    </div>
  )
}

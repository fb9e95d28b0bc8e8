import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { QueryStates } from '@sceau/plugin-sdk/web/ui'
import type { ExtensionPackage } from '../../shared/types.js'
import { CAPSULES_KEY, paths } from '../lib.js'

/** The extension's packages served by this instance, each with its size and SHA-256, and how to install them. */
export function ExtensionPackages() {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.integrations.packages' })
  const format = useFormats()
  const packages = useQuery({
    queryKey: [...CAPSULES_KEY, 'extension-packages'],
    queryFn: ({ signal }) => api.get<{ packages: ExtensionPackage[] }>(paths.extensionPackages, { signal }).then((answer) => answer.packages),
    meta: { silent: true },
  })
  const browsers = (packages.data ?? []).map((entry) => entry.browser)
  return (
    <div id="extension-packages" className="mt-4">
      <h3 className="font-semibold">{t('title')}</h3>
      <QueryStates query={packages} loading={t('loading')} failed={t('failed')} empty={t('none')} isEmpty={(list) => list.length === 0} className="text-sm">
        {(list) => (
          <ul data-testid="extension-packages" className="mt-2 space-y-3 text-sm">
            {list.map((entry) => (
              <li key={entry.name}>
                <a className="btn-secondary" href={api.url(paths.extensionPackage(entry.name))} download={entry.name}>
                  {t(`download.${entry.browser}`)}
                </a>
                <span className="ml-2 text-slate-600 dark:text-slate-300">
                  {entry.name} · {format.bytes(entry.size)}
                </span>
                <span className="mt-1 block font-mono text-xs break-all">
                  {t('sha256')} {entry.sha256}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {browsers.includes('chrome') && (
        <>
          <h4 className="mt-3 text-sm font-semibold">{t('chrome.title')}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
            <li>{t('chrome.unzip')}</li>
            <li>{t('chrome.developer')}</li>
            <li>{t('chrome.load')}</li>
          </ol>
        </>
      )}
      {browsers.includes('firefox') && (
        <>
          <h4 className="mt-3 text-sm font-semibold">{t('firefox.title')}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
            <li>{t('firefox.debugging')}</li>
            <li>{t('firefox.load')}</li>
            <li>{t('firefox.temporary')}</li>
          </ol>
        </>
      )}
    </div>
  )
}

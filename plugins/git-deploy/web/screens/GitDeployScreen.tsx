import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, type Page } from '@sceau/api-client'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { CELL_CLASS, DataTable, QueryStates, Screen, Section } from '@sceau/plugin-sdk/web/ui'
import type { ReleaseView } from '../../shared/types.js'

type ReleasePage = Page<ReleaseView> & { repositories: string[] }

/** Where the action lives: plugins/git-deploy/action of the Sceau repository (GitHub resolves owner/repo/path@ref). */
export const ACTION_REF = 'sceau/sceau/plugins/git-deploy/action@main'

/** The workflow a repository adds: the action on every pushed tag, with this instance's address. */
export function workflowSnippet(origin: string) {
  return [
    'name: Sceau',
    'on:',
    '  push:',
    "    tags: ['*']",
    'jobs:',
    '  deposit:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v5',
    '        with:',
    '          fetch-depth: 0',
    '      - id: sceau',
    `        uses: ${ACTION_REF}`,
    '        with:',
    `          url: ${origin}`,
    '          api-key-id: ${{ secrets.SCEAU_API_KEY_ID }}',
    '          api-key-secret: ${{ secrets.SCEAU_API_KEY_SECRET }}',
    '      - run: echo "Certificate ${{ steps.sceau.outputs.certificate-url }}"',
  ].join('\n')
}

/** The deployment action: the organisation's deposited releases (by repository), and how to set the action up. */
export default function GitDeployScreen() {
  const { t } = useTranslation('git-deploy', { keyPrefix: 'screens.gitDeploy' })
  const format = useFormats()
  const [repository, setRepository] = useState('')
  const releases = useQuery({
    queryKey: ['git-deploy', 'releases', repository],
    queryFn: ({ signal }) => api.get<ReleasePage>('/git-deploy/releases', { signal, query: repository ? { repository } : {} }),
    meta: { silent: true },
  })
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <Screen title={t('title')} intro={t('intro')} width="4xl">
      <Section title={t('releases.title')}>
        <QueryStates
          query={releases}
          loading={t('releases.loading')}
          failed={t('releases.failed')}
          empty={t('releases.empty')}
          isEmpty={(data) => data.data.length === 0 && !repository}
        >
          {(data) => (
            <>
              <label className="mt-2 block text-sm">
                <span className="mr-2 font-medium">{t('releases.repository')}</span>
                <select className="input w-auto" value={repository} onChange={(event) => setRepository(event.target.value)}>
                  <option value="">{t('releases.all')}</option>
                  {data.repositories.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <div className="mt-3 overflow-x-auto">
                <DataTable
                  testId="git-deploy-releases"
                  columns={[
                    t('releases.repository'),
                    t('releases.tag'),
                    t('releases.commit'),
                    t('releases.date'),
                    t('releases.deposit'),
                    t('releases.certificate'),
                  ]}
                >
                  {data.data.map((release) => (
                    <tr key={release.id} data-release={release.id}>
                      <td className={`${CELL_CLASS} font-medium`}>{release.repository}</td>
                      <td className={`${CELL_CLASS} font-mono`}>{release.tag ?? '—'}</td>
                      <td className={`${CELL_CLASS} font-mono text-xs`} title={release.commit}>
                        {release.commit.slice(0, 12)}
                      </td>
                      <td className={`${CELL_CLASS} whitespace-nowrap`}>{format.dateTime(release.createdAt)}</td>
                      <td className={`${CELL_CLASS} whitespace-nowrap font-mono`}>{release.deposit?.number ?? '—'}</td>
                      <td className={CELL_CLASS}>
                        {release.deposit?.certificateUrl ? (
                          <a className="font-semibold text-brand-700 hover:underline dark:text-brand-300" href={release.deposit.certificateUrl}>
                            {t('releases.open')}
                          </a>
                        ) : release.state === 'failed' ? (
                          t('releases.depositFailed')
                        ) : (
                          t('releases.pending')
                        )}
                      </td>
                    </tr>
                  ))}
                </DataTable>
              </div>
            </>
          )}
        </QueryStates>
      </Section>
      <Section title={t('setup.title')}>
        <p className="mt-2">{t('setup.text')}</p>
        <pre className="mt-3 overflow-x-auto rounded bg-slate-100 p-3 text-xs dark:bg-slate-800" data-testid="git-deploy-workflow">
          <code>{workflowSnippet(origin)}</code>
        </pre>
        <p className="mt-3 text-sm">{t('setup.inputs')}</p>
        <p className="mt-2 text-sm">{t('setup.gitlab')}</p>
      </Section>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('secretNotice')}</p>
    </Screen>
  )
}

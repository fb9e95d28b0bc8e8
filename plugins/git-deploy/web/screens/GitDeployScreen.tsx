import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, type Page } from '@sceau/api-client'
import { Link } from 'react-router'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { DataTable, QueryStates, Screen, Section } from '@sceau/plugin-sdk/web/ui'
import type { ReleaseView } from '../../shared/types.js'

type ReleasePage = Page<ReleaseView> & { repositories: string[] }

/** The organisation's API keys (the key form): account settings, integrations tab. */
export const API_KEYS_SCREEN = '/app/account?tab=integrations'

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
  const href = useLocalizedHref()
  const [repository, setRepository] = useState('')
  const releases = useQuery({
    queryKey: ['git-deploy', 'releases', repository],
    queryFn: ({ signal }) => api.get<ReleasePage>('/git-deploy/releases', { signal, query: repository ? { repository } : {} }),
    meta: { silent: true },
  })
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return (
    <Screen title={t('title')} intro={t('intro')} width="narrow">
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
              <div className="mt-3">
                <DataTable
                  testId="git-deploy-releases"
                  rows={data.data}
                  rowKey={(release) => release.id}
                  columns={[
                    { label: t('releases.repository'), className: 'font-medium', primary: true, cell: (release) => release.repository },
                    { label: t('releases.tag'), className: 'font-mono', cell: (release) => release.tag ?? '—' },
                    {
                      label: t('releases.commit'),
                      className: 'font-mono text-xs',
                      cell: (release) => <span title={release.commit}>{release.commit.slice(0, 12)}</span>,
                    },
                    { label: t('releases.date'), className: 'whitespace-nowrap', cell: (release) => format.dateTime(release.createdAt) },
                    { label: t('releases.deposit'), className: 'whitespace-nowrap font-mono', cell: (release) => release.deposit?.number ?? '—' },
                    {
                      label: t('releases.certificate'),
                      actions: true,
                      cell: (release) =>
                        release.deposit?.certificateUrl ? (
                          <a className="font-semibold text-brand-700 hover:underline dark:text-brand-300" href={release.deposit.certificateUrl}>
                            {t('releases.open')}
                          </a>
                        ) : release.state === 'failed' ? (
                          t('releases.depositFailed')
                        ) : (
                          t('releases.pending')
                        ),
                    },
                  ]}
                />
              </div>
            </>
          )}
        </QueryStates>
      </Section>
      <Section title={t('setup.title')}>
        <p className="mt-2">{t('setup.text')}</p>
        <p className="mt-2">
          <Link className="btn-secondary" to={href(API_KEYS_SCREEN)}>
            {t('setup.keys')}
          </Link>
        </p>
        <pre
          tabIndex={0}
          aria-label={t('setup.title')}
          className="mt-3 overflow-x-auto rounded bg-slate-100 p-3 text-xs dark:bg-slate-800"
          data-testid="git-deploy-workflow"
        >
          <code>{workflowSnippet(origin)}</code>
        </pre>
        <p className="mt-3 text-sm">{t('setup.inputs')}</p>
        <p className="mt-2 text-sm">{t('setup.gitlab')}</p>
      </Section>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t('secretNotice')}</p>
    </Screen>
  )
}

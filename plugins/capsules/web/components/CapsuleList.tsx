import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api, type Page } from '@sceau/api-client'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { CELL_CLASS, DataTable, Notice, PaginationFooter, Section } from '@sceau/plugin-sdk/web/ui'
import type { CapsuleKind, CapsuleSummary } from '../../shared/types.js'
import { CAPSULES_KEY, isForbidden, paths, screens } from '../lib.js'
import { StateTag } from './StateTag.js'

/** The organisation's captures of one kind (GET /capsules?kind=): page, time, state, deposit number; each opens its detail. */
export function CapsuleList({ kind, title }: { kind: CapsuleKind; title: string }) {
  const { t } = useTranslation('capsules', { keyPrefix: 'screens.list' })
  const format = useFormats()
  const href = useLocalizedHref()
  const [page, setPage] = useState(1)
  const list = useQuery({
    queryKey: [...CAPSULES_KEY, 'list', kind, page],
    queryFn: ({ signal }) => api.get<Page<CapsuleSummary>>(paths.list, { signal, query: { kind, page } }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isForbidden(error) && count < 2,
    meta: { silent: true },
  })
  if (isForbidden(list.error))
    return (
      <Notice title={t('notAllowed.title')} tone="warning">
        <p>{t(`notAllowed.${kind}`)}</p>
      </Notice>
    )
  return (
    <Section title={title}>
      {list.isPending && (
        <p role="status" className="text-slate-500">
          {t('loading')}
        </p>
      )}
      {list.isError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {t('failed')}
        </p>
      )}
      {list.data && list.data.data.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-300">{t(`empty.${kind}`)}</p>}
      {list.data && list.data.data.length > 0 && (
        <div className="overflow-x-auto">
          <DataTable
            testId="capsules-table"
            columns={[t('columns.page'), t('columns.captured'), t('columns.state'), t('columns.deposit'), t('columns.actions')]}
          >
            {list.data.data.map((capsule) => (
              <tr key={capsule.id} data-capsule={capsule.id}>
                <td className={`max-w-md ${CELL_CLASS}`}>
                  <span className="block truncate font-medium" title={capsule.title}>
                    {capsule.title || capsule.url}
                  </span>
                  <span className="block truncate font-mono text-xs text-slate-500" title={capsule.url}>
                    {capsule.url}
                  </span>
                </td>
                <td className={`${CELL_CLASS} whitespace-nowrap`}>{format.dateTime(capsule.capturedAt)}</td>
                <td className={CELL_CLASS}>
                  <StateTag state={capsule.state} />
                </td>
                <td className={`${CELL_CLASS} whitespace-nowrap font-mono`}>{capsule.depositNumber ?? '—'}</td>
                <td className={CELL_CLASS}>
                  <Link
                    className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    to={href(screens.capture(capsule.id))}
                    aria-label={t('openOf', { url: capsule.url })}
                  >
                    {t('open')}
                  </Link>
                </td>
              </tr>
            ))}
          </DataTable>
          <PaginationFooter
            page={page}
            lastPage={list.data.meta.lastPage}
            onPage={setPage}
            label={t('pages')}
            summary={t('summary', { page, lastPage: list.data.meta.lastPage, count: list.data.meta.total })}
          />
        </div>
      )}
    </Section>
  )
}

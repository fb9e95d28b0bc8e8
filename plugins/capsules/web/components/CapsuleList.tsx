import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api, type Page } from '@sceau/api-client'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { DataTable, ListSection, Notice, PaginationFooter } from '@sceau/plugin-sdk/web/ui'
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
    <ListSection
      title={title}
      query={list}
      loading={t('loading')}
      failed={t('failed')}
      empty={t(`empty.${kind}`)}
      isEmpty={(answer) => answer.data.length === 0}
    >
      {(answer) => (
        <>
          <DataTable
            testId="capsules-table"
            rows={answer.data}
            rowKey={(capsule) => capsule.id}
            columns={[
              {
                label: t('columns.page'),
                primary: true,
                className: 'max-w-md',
                cell: (capsule) => (
                  <>
                    <span className="block truncate font-medium" title={capsule.title}>
                      {capsule.title || capsule.url}
                    </span>
                    <span className="block truncate font-mono text-xs font-normal text-slate-500" title={capsule.url}>
                      {capsule.url}
                    </span>
                  </>
                ),
              },
              { label: t('columns.captured'), className: 'whitespace-nowrap', cell: (capsule) => format.dateTime(capsule.capturedAt) },
              { label: t('columns.state'), cell: (capsule) => <StateTag state={capsule.state} /> },
              { label: t('columns.deposit'), className: 'whitespace-nowrap font-mono', cell: (capsule) => capsule.depositNumber ?? '—' },
              {
                label: t('columns.actions'),
                actions: true,
                cell: (capsule) => (
                  <Link
                    className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    to={href(screens.capture(capsule.id))}
                    aria-label={t('openOf', { url: capsule.url })}
                  >
                    {t('open')}
                  </Link>
                ),
              },
            ]}
          />
          <PaginationFooter
            page={page}
            lastPage={answer.meta.lastPage}
            onPage={setPage}
            label={t('pages')}
            summary={t('summary', { page, lastPage: answer.meta.lastPage, count: answer.meta.total })}
          />
        </>
      )}
    </ListSection>
  )
}

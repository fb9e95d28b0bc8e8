import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '@sceau/api-client'
import type { DepositPage } from '../../shared/types.js'
import { StateTags } from '../components/StateTags.js'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { DataTable, HistoryWindowNotice, ListSection, PaginationFooter, Screen } from '@sceau/plugin-sdk/web/ui'

const FILTERS = ['applicant', 'creator', 'coAuthor', 'owner'] as const
type Filter = (typeof FILTERS)[number]
const PER_PAGE = 20

/** docs/product.md §2 deposits list: file, weight, date, expiration, actions; filters; tags Protected and Expired; pages from the server. */
export default function ConsignmentsScreen() {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.list' })
  const formats = useFormats()
  const href = useLocalizedHref()
  const [page, setPage] = useState(1)
  const [tag, setTag] = useState<'' | 'protected' | 'expired'>('')
  const [filters, setFilters] = useState<Record<Filter, string>>({ applicant: '', creator: '', coAuthor: '', owner: '' })
  const query = { page, perPage: PER_PAGE, ...(tag ? { tag } : {}), ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim())) }
  const list = useQuery({
    queryKey: ['consignment', 'deposits', query],
    queryFn: ({ signal }) => api.get<DepositPage>('/consignment/deposits', { signal, query }),
    placeholderData: keepPreviousData,
  })

  return (
    <Screen
      title={t('title')}
      actions={
        <Link className="btn-primary" to={href('/app/consignments/new')}>
          {t('new')}
        </Link>
      }
    >
      <div>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('tags')}>
          {(['', 'protected', 'expired'] as const).map((value) => (
            <button
              key={value || 'all'}
              type="button"
              aria-pressed={tag === value}
              className={tag === value ? 'btn-primary' : 'btn-secondary'}
              onClick={() => {
                setTag(value)
                setPage(1)
              }}
            >
              {t(`tag.${value || 'all'}`)}
            </button>
          ))}
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-4">
          {FILTERS.map((filter) => (
            <label key={filter} className="text-sm font-medium">
              {t(`filters.${filter}`)}
              <input
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
                value={filters[filter]}
                onChange={(e) => {
                  setFilters({ ...filters, [filter]: e.target.value })
                  setPage(1)
                }}
              />
            </label>
          ))}
        </div>
      </div>

      <HistoryWindowNotice history={list.data?.meta.history} of="deposits" />
      <ListSection
        title={t('listTitle')}
        query={list}
        loading={t('loading')}
        failed={t('failed')}
        empty={t('empty')}
        isEmpty={(answer) => answer.data.length === 0}
      >
        {(answer) => (
          <>
            <DataTable
              testId="deposits-table"
              rows={answer.data}
              rowKey={(deposit) => deposit.id}
              columns={[
                {
                  label: t('columns.file'),
                  primary: true,
                  cell: (deposit) => (
                    <>
                      <span className="block font-medium">{deposit.title}</span>
                      <span className="block text-sm font-normal text-slate-500">
                        {deposit.fileName}
                        {deposit.fileCount > 1 ? ` (+${deposit.fileCount - 1})` : ''} {deposit.number ? `· ${deposit.number}` : ''}
                      </span>
                      <StateTags state={deposit.state} anchor={deposit.anchor} />
                    </>
                  ),
                },
                { label: t('columns.weight'), className: 'whitespace-nowrap', cell: (deposit) => formats.bytes(deposit.bytes) },
                { label: t('columns.date'), cell: (deposit) => formats.dateTime(deposit.depositedAt ?? deposit.createdAt) },
                { label: t('columns.expiration'), cell: (deposit) => formats.date(deposit.expiresAt) },
                {
                  label: t('columns.actions'),
                  actions: true,
                  cell: (deposit) => (
                    <Link className="font-semibold text-brand-700 hover:underline dark:text-brand-300" to={href(`/app/consignments/${deposit.id}`)}>
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
              label={t('pagination')}
              summary={t('page', { page, last: answer.meta.lastPage })}
            />
          </>
        )}
      </ListSection>
    </Screen>
  )
}

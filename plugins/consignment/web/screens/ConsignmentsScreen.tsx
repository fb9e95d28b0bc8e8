import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '@sceau/api-client'
import type { DepositPage } from '../../shared/types.js'
import { StateTags } from '../components/StateTags.js'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { CELL_CLASS, DataTable, PaginationFooter } from '@sceau/plugin-sdk/web/ui'

const FILTERS = ['applicant', 'creator', 'coAuthor', 'owner'] as const
type Filter = (typeof FILTERS)[number]
const PER_PAGE = 20
const COLUMNS = ['file', 'weight', 'date', 'expiration', 'actions'] as const

/** SPEC §2 deposits list: file, weight, date, expiration, actions; filters; tags Protected and Expired; pages from the server. */
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
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <Link className="btn-primary" to={href('/app/consignments/new')}>
          {t('new')}
        </Link>
      </div>

      <div className="mt-6 flex flex-wrap gap-2" role="group" aria-label={t('tags')}>
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

      <div className="card mt-6 overflow-x-auto" aria-busy={list.isFetching}>
        <DataTable columns={COLUMNS.map((column) => t(`columns.${column}`))}>
          {list.data?.data.map((deposit) => (
            <tr key={deposit.id}>
              <td className={CELL_CLASS}>
                <div className="font-medium">{deposit.title}</div>
                <div className="text-slate-500">
                  {deposit.fileName}
                  {deposit.fileCount > 1 ? ` (+${deposit.fileCount - 1})` : ''} {deposit.number ? `· ${deposit.number}` : ''}
                </div>
                <StateTags state={deposit.state} anchor={deposit.anchor} />
              </td>
              <td className={CELL_CLASS}>{formats.bytes(deposit.bytes)}</td>
              <td className={CELL_CLASS}>{formats.dateTime(deposit.depositedAt ?? deposit.createdAt)}</td>
              <td className={CELL_CLASS}>{formats.date(deposit.expiresAt)}</td>
              <td className={CELL_CLASS}>
                <Link className="text-brand-700 underline dark:text-brand-300" to={href(`/app/consignments/${deposit.id}`)}>
                  {t('open')}
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
        {list.data && list.data.data.length === 0 && <p className="pt-4 text-slate-500">{t('empty')}</p>}
        {list.isError && (
          <p role="alert" className="pt-4 text-red-700">
            {t('failed')}
          </p>
        )}
      </div>
      {list.data && (
        <PaginationFooter
          page={page}
          lastPage={list.data.meta.lastPage}
          onPage={setPage}
          label={t('pagination')}
          summary={t('page', { page, last: list.data.meta.lastPage })}
        />
      )}
    </div>
  )
}

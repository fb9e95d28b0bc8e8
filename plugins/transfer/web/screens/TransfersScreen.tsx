import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '@sceau/api-client'
import type { TransferPage, TransferStats } from '../../shared/types.js'
import { TransferCard } from '../components/TransferCard.js'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { CELL_CLASS, DataTable, PaginationFooter } from '@sceau/plugin-sdk/web/ui'

const FILTERS = ['all', 'active', 'expired'] as const
type Filter = (typeof FILTERS)[number]
const COLUMNS = ['status', 'sent', 'expiration', 'title', 'recipients', 'files', 'message', 'actions'] as const

/**
 * /app/transfers (where login lands): the dashboard's stat cards and latest activity, the creation
 * card, and the transfers list (status, send date, expiration, title, recipients, files, message,
 * actions) with Active / Expired filters, search and pages computed by the server.
 */
export default function TransfersScreen() {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.list' })
  const format = useFormats()
  const href = useLocalizedHref()
  const [filter, setFilter] = useState<Filter>('all')
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim())
      setPage(1)
    }, 300)
    return () => clearTimeout(timer)
  }, [search])

  const stats = useQuery({ queryKey: ['transfer', 'stats'], queryFn: ({ signal }) => api.get<TransferStats>('/transfer/stats', { signal }) })
  const list = useQuery({
    queryKey: ['transfer', 'list', filter, query, page],
    queryFn: ({ signal }) => api.get<TransferPage>('/transfer/transfers', { signal, query: { filter, search: query || undefined, page, perPage: 20 } }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })

  const cards = stats.data
    ? ([
        ['active', stats.data.active],
        ['expiringSoon', stats.data.expiringSoon],
        ['expired', stats.data.expired],
        ['protectedFiles', stats.data.protectedFiles],
        ['filesSent', stats.data.filesSent],
      ] as const)
    : []

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <button type="button" className="btn-primary" onClick={() => setCreating(!creating)} aria-expanded={creating}>
          {t('new')}
        </button>
      </div>
      {creating && <TransferCard />}

      <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {cards.map(([key, value]) => (
          <div key={key} className="card p-4" data-stat={key}>
            <p className="text-sm text-slate-500">{t(`stats.${key}`)}</p>
            <p className="mt-1 text-2xl font-bold">{value}</p>
          </div>
        ))}
      </section>

      {stats.data && stats.data.latest.length > 0 && (
        <section>
          <h2 className="text-lg font-semibold">{t('latest.title')}</h2>
          <div className="mt-2 overflow-x-auto">
            <DataTable columns={[t('latest.type'), t('columns.title'), t('columns.status'), t('latest.created'), t('columns.expiration')]}>
              {stats.data.latest.map((item) => (
                <tr key={item.id}>
                  <td className={CELL_CLASS}>{t(`types.${item.type}`)}</td>
                  <td className={CELL_CLASS}>
                    <Link className="text-brand-700 hover:underline dark:text-brand-300" to={href(`/app/transfers/${item.id}`)}>
                      {item.title || t('untitled')}
                    </Link>
                  </td>
                  <td className={CELL_CLASS}>{t(`status.${item.status}`)}</td>
                  <td className={CELL_CLASS}>{format.dateTime(item.createdAt)}</td>
                  <td className={CELL_CLASS}>{format.date(item.expireAt)}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        </section>
      )}

      <section>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="tablist" aria-label={t('filters')} className="flex gap-1">
            {FILTERS.map((value) => (
              <button
                key={value}
                role="tab"
                aria-selected={filter === value}
                className={filter === value ? 'btn-primary px-3 py-1' : 'btn-secondary px-3 py-1'}
                onClick={() => {
                  setFilter(value)
                  setPage(1)
                }}
              >
                {t(`filter.${value}`)}
              </button>
            ))}
          </div>
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('search')}
            aria-label={t('search')}
            className="w-full max-w-xs rounded-md border border-slate-300 px-3 py-1.5 dark:border-slate-600 dark:bg-slate-800"
          />
        </div>
        {list.isError && (
          <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
            {t('unavailable')}
          </p>
        )}
        {list.data && list.data.data.length === 0 && <p className="mt-6 text-slate-500">{t('empty')}</p>}
        {list.data && list.data.data.length > 0 && (
          <div className="mt-4 overflow-x-auto">
            <DataTable columns={COLUMNS.map((column) => t(`columns.${column}`))} testId="transfers-table">
              {list.data.data.map((item) => (
                <tr key={item.id}>
                  <td className={CELL_CLASS}>
                    <span className={item.status === 'active' ? 'text-green-700 dark:text-green-400' : 'text-slate-500'}>{t(`status.${item.status}`)}</span>
                    {item.protected && <span className="ml-1 text-xs text-slate-500">· {t('locked')}</span>}
                  </td>
                  <td className={`${CELL_CLASS} whitespace-nowrap`}>{format.dateTime(item.sentAt)}</td>
                  <td className={`${CELL_CLASS} whitespace-nowrap`}>{format.date(item.expireAt)}</td>
                  <td className={CELL_CLASS}>{item.title || t('untitled')}</td>
                  <td className={`max-w-48 truncate ${CELL_CLASS}`} title={item.recipients.join(', ')}>
                    {item.mode === 'link' ? t('byLink') : item.recipients.join(', ')}
                  </td>
                  <td className={`${CELL_CLASS} whitespace-nowrap`}>{t('filesValue', { count: item.fileCount, size: format.bytes(item.bytes) })}</td>
                  <td className={`max-w-48 truncate ${CELL_CLASS}`} title={item.message ?? ''}>
                    {item.message ?? '—'}
                  </td>
                  <td className={CELL_CLASS}>
                    <Link className="font-semibold text-brand-700 hover:underline dark:text-brand-300" to={href(`/app/transfers/${item.id}`)}>
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
              summary={t('pageOf', { page: list.data.meta.page, last: list.data.meta.lastPage, total: list.data.meta.total })}
              hideWhenSinglePage={false}
            />
          </div>
        )}
      </section>
    </div>
  )
}

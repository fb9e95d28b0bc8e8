import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '@sceau/api-client'
import type { TransferPage, TransferStats } from '../../shared/types.js'
import { SendBackground, TransferCard } from '../components/TransferCard.js'
import { useFormats, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { DataTable, FilterTabs, HistoryWindowNotice, PaginationFooter, QueryStates, Screen, Section } from '@sceau/plugin-sdk/web/ui'

const FILTERS = ['all', 'active', 'expired'] as const
type Filter = (typeof FILTERS)[number]

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
    <Screen
      title={t('title')}
      actions={
        <button type="button" className="btn-primary" onClick={() => setCreating(!creating)} aria-expanded={creating}>
          {t('new')}
        </button>
      }
    >
      {creating && (
        <SendBackground>
          <TransferCard />
        </SendBackground>
      )}

      <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {cards.map(([key, value]) => (
          <div key={key} className="card p-4" data-stat={key}>
            <p className="text-sm text-slate-500">{t(`stats.${key}`)}</p>
            <p className="mt-1 text-2xl font-bold">{value}</p>
          </div>
        ))}
      </section>

      {stats.data && stats.data.latest.length > 0 && (
        <Section title={t('latest.title')}>
          <DataTable
            rows={stats.data.latest}
            rowKey={(item) => `${item.type}-${item.id}`}
            columns={[
              { label: t('latest.type'), cell: (item) => t(`types.${item.type}`) },
              {
                label: t('columns.title'),
                primary: true,
                cell: (item) => (
                  <Link className="text-brand-700 hover:underline dark:text-brand-300" to={href(`/app/transfers/${item.id}`)}>
                    {item.title || t('untitled')}
                  </Link>
                ),
              },
              { label: t('columns.status'), cell: (item) => t(`status.${item.status}`) },
              { label: t('latest.created'), cell: (item) => format.dateTime(item.createdAt) },
              { label: t('columns.expiration'), cell: (item) => format.date(item.expireAt) },
            ]}
          />
        </Section>
      )}

      <Section
        title={t('listTitle')}
        actions={
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('search')}
            aria-label={t('search')}
            className="w-full rounded-md border border-slate-300 px-3 py-1.5 sm:max-w-xs dark:border-slate-600 dark:bg-slate-800"
          />
        }
      >
        <HistoryWindowNotice history={list.data?.meta.history} of="transfers" />
        <FilterTabs
          values={FILTERS}
          selected={filter}
          label={t('filters')}
          labelOf={(value) => t(`filter.${value}`)}
          onSelect={(value) => {
            setFilter(value)
            setPage(1)
          }}
        />
        <QueryStates query={list} loading={t('loading')} failed={t('unavailable')} empty={t('empty')} isEmpty={(answer) => answer.data.length === 0}>
          {(answer) => (
            <>
              <DataTable
                testId="transfers-table"
                rows={answer.data}
                rowKey={(item) => item.id}
                columns={[
                  {
                    label: t('columns.status'),
                    cell: (item) => (
                      <>
                        <span className={item.status === 'active' ? 'text-green-700 dark:text-green-400' : 'text-slate-500'}>{t(`status.${item.status}`)}</span>
                        {item.protected && <span className="ml-1 text-xs text-slate-500">· {t('locked')}</span>}
                        {item.e2e && <span className="ml-1 text-xs text-slate-500">· {t('e2e')}</span>}
                      </>
                    ),
                  },
                  { label: t('columns.sent'), className: 'whitespace-nowrap', cell: (item) => format.dateTime(item.sentAt) },
                  { label: t('columns.expiration'), className: 'whitespace-nowrap', cell: (item) => format.date(item.expireAt) },
                  { label: t('columns.title'), primary: true, cell: (item) => item.title || t('untitled') },
                  {
                    label: t('columns.recipients'),
                    className: 'max-w-48 truncate',
                    cell: (item) => <span title={item.recipients.join(', ')}>{item.mode === 'link' ? t('byLink') : item.recipients.join(', ')}</span>,
                  },
                  {
                    label: t('columns.files'),
                    className: 'whitespace-nowrap',
                    cell: (item) => t('filesValue', { count: item.fileCount, size: format.bytes(item.bytes) }),
                  },
                  {
                    label: t('columns.message'),
                    className: 'max-w-48 truncate',
                    cell: (item) => <span title={item.message ?? ''}>{item.message ?? '—'}</span>,
                  },
                  {
                    label: t('columns.actions'),
                    actions: true,
                    cell: (item) => (
                      <Link className="font-semibold text-brand-700 hover:underline dark:text-brand-300" to={href(`/app/transfers/${item.id}`)}>
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
                summary={t('pageOf', { page: answer.meta.page, last: answer.meta.lastPage, total: answer.meta.total })}
                hideWhenSinglePage={false}
              />
            </>
          )}
        </QueryStates>
      </Section>
    </Screen>
  )
}

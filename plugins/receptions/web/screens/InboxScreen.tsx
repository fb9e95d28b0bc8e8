import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { api, type Page } from '@sceau/api-client'
import { useCurrentUser, useFormats, useLanguage, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { CELL_CLASS, CopyButton, DataTable, DetailRow, Notice, PaginationFooter, Screen, Section } from '@sceau/plugin-sdk/web/ui'
import type { DeliverySummary, SafeLinkView } from '../../shared/types.js'
import { isAdministrator, isForbidden, localisedAddress, PAGE_SOURCE, paths, RECEPTIONS_KEY, sourceParam, sourcePath } from '../lib.js'

/**
 * /app/receptions (every delivery) and /app/receptions/{uploadId} (one source: `page` for the incoming
 * page, a SafeLink's id): sender, time, source, files and size, message; each opens its delivery.
 */
export default function InboxScreen() {
  const { t } = useTranslation('receptions', { keyPrefix: 'screens.inbox' })
  const { uploadId } = useParams()
  const format = useFormats()
  const href = useLocalizedHref()
  const language = useLanguage()
  const { t: tl } = useTranslation('receptions', { keyPrefix: 'screens.links' })
  const me = useCurrentUser()
  const admin = isAdministrator(me.data?.permissions as Record<string, unknown> | undefined)
  const [page, setPage] = useState(1)
  const source = sourceParam(uploadId)
  const isLink = Boolean(uploadId && uploadId !== PAGE_SOURCE)
  const link = useQuery({
    queryKey: [...RECEPTIONS_KEY, 'link', uploadId],
    queryFn: ({ signal }) => api.get<SafeLinkView>(paths.link(uploadId!), { signal }),
    enabled: isLink,
    meta: { silent: true },
  })
  const list = useQuery({
    queryKey: [...RECEPTIONS_KEY, 'deliveries', source, page],
    queryFn: ({ signal }) => api.get<Page<DeliverySummary>>(paths.deliveries, { signal, query: { source, page } }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isForbidden(error) && count < 2,
    meta: { silent: true },
  })

  const title = !uploadId ? t('title') : uploadId === PAGE_SOURCE ? t('pageTitle') : t('linkTitle', { title: link.data?.title ?? '…' })
  const intro = !uploadId ? t('intro') : uploadId === PAGE_SOURCE ? t('pageIntro') : t('linkIntro')

  return (
    <Screen
      title={title}
      intro={intro}
      width="5xl"
      actions={
        <nav aria-label={t('sources')} className="flex flex-wrap gap-2">
          {uploadId && (
            <Link className="btn-secondary" to={href('/app/receptions')}>
              {t('allDeliveries')}
            </Link>
          )}
          <Link className="btn-secondary" to={href('/app/receptions/links')}>
            {t('safelinks')}
          </Link>
          {admin && (
            <Link className="btn-secondary" to={href('/app/receptions/pages')}>
              {t('incomingPage')}
            </Link>
          )}
        </nav>
      }
    >
      {isLink && link.data && (
        <Section title={t('linkDetails')}>
          <dl className="divide-y divide-slate-200 dark:divide-slate-800">
            <DetailRow label={tl('columns.audience')}>{tl(`audience.${link.data.audience}`)}</DetailRow>
            <DetailRow label={tl('columns.state')}>{link.data.revokedAt ? tl('state.revoked') : tl(`state.${link.data.state}`)}</DetailRow>
            <DetailRow label={tl('columns.expires')}>
              {link.data.expiresAt ? format.dateTime(link.data.expiresAt) : link.data.expiry === 'first-upload' ? tl('expiry.afterFirst') : '—'}
            </DetailRow>
            <DetailRow label={t('address')} mono>
              {localisedAddress(link.data.url, language)}
            </DetailRow>
          </dl>
          {link.data.state === 'active' && !link.data.revokedAt && (
            <CopyButton value={localisedAddress(link.data.url, language)} label={tl('copyLink')} failedLabel={tl('copyFailed')} />
          )}
        </Section>
      )}
      {isForbidden(list.error) ? (
        <Notice title={t('notAllowed.title')} tone="warning">
          <p>{t('notAllowed.text')}</p>
        </Notice>
      ) : (
        <Section title={t('listTitle')}>
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
          {list.data && list.data.data.length === 0 && (
            <div className="text-center">
              <p className="font-semibold">{t('empty.title')}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('empty.text')}</p>
            </div>
          )}
          {list.data && list.data.data.length > 0 && (
            <div className="overflow-x-auto">
              <DataTable
                testId="deliveries-table"
                columns={[t('columns.received'), t('columns.sender'), t('columns.source'), t('columns.files'), t('columns.message'), t('columns.actions')]}
              >
                {list.data.data.map((delivery) => (
                  <tr key={delivery.id} data-delivery={delivery.id}>
                    <td className={`${CELL_CLASS} whitespace-nowrap`}>{format.dateTime(delivery.receivedAt)}</td>
                    <td className={CELL_CLASS}>
                      <span className="font-medium">{delivery.sender.name}</span>
                      <span className="block text-xs text-slate-500">
                        {delivery.sender.email}
                        {delivery.sender.verified && ` · ${t('verified')}`}
                      </span>
                    </td>
                    <td className={CELL_CLASS}>
                      <Link className="text-brand-700 hover:underline dark:text-brand-300" to={href(sourcePath(delivery.source))}>
                        {delivery.source.kind === 'page' ? t('incomingPage') : (delivery.source.title ?? t('safelink'))}
                      </Link>
                    </td>
                    <td className={`${CELL_CLASS} whitespace-nowrap`}>
                      {t('filesValue', { count: delivery.fileCount, size: format.bytes(delivery.totalBytes) })}
                      {delivery.state === 'uploading' && <span className="block text-xs text-amber-700 dark:text-amber-300">{t('arriving')}</span>}
                    </td>
                    <td className={`max-w-48 truncate ${CELL_CLASS}`} title={delivery.message ?? ''}>
                      {delivery.message ?? '—'}
                    </td>
                    <td className={CELL_CLASS}>
                      <Link
                        className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        to={href(`${sourcePath(delivery.source)}/deliveries/${encodeURIComponent(delivery.id)}`)}
                        aria-label={t('openFrom', { name: delivery.sender.name })}
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
                summary={t('pageOf', { page: list.data.meta.currentPage, last: list.data.meta.lastPage, count: list.data.meta.total })}
              />
            </div>
          )}
        </Section>
      )}
    </Screen>
  )
}

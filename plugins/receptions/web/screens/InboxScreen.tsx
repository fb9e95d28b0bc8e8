import { useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { api, isApiError, type Page } from '@sceau/api-client'
import { useCurrentUser, useFormats, useLanguage, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { CopyButton, DataTable, DetailRow, Notice, ListSection, PaginationFooter, Screen, Section } from '@sceau/plugin-sdk/web/ui'
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
    // A refusal (4xx, e.g. 422 for an id that cannot be a SafeLink's) does not change by asking again.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    meta: { silent: true },
  })
  const missing = isLink && [link.error, list.error].some((error) => isApiError(error) && (error.status === 404 || error.status === 422))

  const title = !uploadId || missing ? t('title') : uploadId === PAGE_SOURCE ? t('pageTitle') : t('linkTitle', { title: link.data?.title ?? '…' })
  const intro = !uploadId || missing ? t('intro') : uploadId === PAGE_SOURCE ? t('pageIntro') : t('linkIntro')

  return (
    <Screen
      title={title}
      intro={intro}
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
      {missing ? (
        <Notice title={t('notFound.title')} tone="warning">
          <p>{t('notFound.text')}</p>
        </Notice>
      ) : isForbidden(list.error) ? (
        <Notice title={t('notAllowed.title')} tone="warning">
          <p>{t('notAllowed.text')}</p>
        </Notice>
      ) : (
        <ListSection
          title={t('listTitle')}
          query={list}
          loading={t('loading')}
          failed={t('failed')}
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <span className="block text-center">
              <span className="block font-semibold text-slate-900 dark:text-slate-100">{t('empty.title')}</span>
              <span className="mt-1 block text-sm">{t('empty.text')}</span>
            </span>
          }
        >
          {(answer) => (
            <>
              <DataTable
                testId="deliveries-table"
                rows={answer.data}
                rowKey={(delivery) => delivery.id}
                columns={[
                  { label: t('columns.received'), className: 'whitespace-nowrap', cell: (delivery) => format.dateTime(delivery.receivedAt) },
                  {
                    label: t('columns.sender'),
                    primary: true,
                    cell: (delivery) => (
                      <>
                        <span className="font-medium">{delivery.sender.name}</span>
                        <span className="block text-xs font-normal text-slate-500">
                          {delivery.sender.email}
                          {delivery.sender.verified && ` · ${t('verified')}`}
                        </span>
                      </>
                    ),
                  },
                  {
                    label: t('columns.source'),
                    cell: (delivery) => (
                      <Link className="text-brand-700 hover:underline dark:text-brand-300" to={href(sourcePath(delivery.source))}>
                        {delivery.source.kind === 'page' ? t('incomingPage') : (delivery.source.title ?? t('safelink'))}
                      </Link>
                    ),
                  },
                  {
                    label: t('columns.files'),
                    className: 'whitespace-nowrap',
                    cell: (delivery) => (
                      <>
                        {t('filesValue', { count: delivery.fileCount, size: format.bytes(delivery.totalBytes) })}
                        {delivery.state === 'uploading' && <span className="block text-xs text-amber-700 dark:text-amber-300">{t('arriving')}</span>}
                      </>
                    ),
                  },
                  {
                    label: t('columns.message'),
                    className: 'max-w-48 truncate',
                    cell: (delivery) => <span title={delivery.message ?? ''}>{delivery.message ?? '—'}</span>,
                  },
                  {
                    label: t('columns.actions'),
                    actions: true,
                    cell: (delivery) => (
                      <Link
                        className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        to={href(`${sourcePath(delivery.source)}/deliveries/${encodeURIComponent(delivery.id)}`)}
                        aria-label={t('openFrom', { name: delivery.sender.name })}
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
                summary={t('pageOf', { page: answer.meta.currentPage, last: answer.meta.lastPage, count: answer.meta.total })}
              />
            </>
          )}
        </ListSection>
      )}
    </Screen>
  )
}

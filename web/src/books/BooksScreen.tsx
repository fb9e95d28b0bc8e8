import { useDeferredValue, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { api, isApiError, type Contact, type Page } from '@sceau/api-client'
import { ConfirmAction, DataTable, PaginationFooter, Screen } from '@sceau/plugin-sdk/web/ui'
import { FetchFailure } from '../components/FetchFailure'
import { Notice, NotAllowedBySubscription } from '../components/Notice'
import { organisationKey } from '../organisations/queries'
import { useSession } from '../session/useSession'
import { useAction } from '../query/useAction'
import { ContactDialog } from './ContactDialog'

export const CONTACTS_PER_PAGE = 20

/** /app/books: the organisation's address book, searched and paginated by the API; premium (docs/product.md §1). */
export default function BooksScreen() {
  const { t } = useTranslation('core')
  const { user, derived } = useSession()
  const organisationId = user?.organization?.id ?? ''
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  // Typing does not fire a request per key: the list follows the deferred value.
  const deferredSearch = useDeferredValue(search.trim())
  const [editing, setEditing] = useState<Contact | 'new' | null>(null)
  const contacts = useQuery({
    queryKey: [...organisationKey(organisationId, 'contacts'), deferredSearch, page],
    queryFn: ({ signal }) =>
      api.get<Page<Contact>>(`/organizations/${organisationId}/contacts`, {
        signal,
        query: { search: deferredSearch || undefined, page, perPage: CONTACTS_PER_PAGE },
      }),
    enabled: Boolean(organisationId),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  })
  const remove = useAction({
    run: (id: string) => api.delete(`/organizations/${organisationId}/contacts/${id}`),
    success: 'books.deleted',
    failure: 'books.deleteFailed',
    refresh: [organisationKey(organisationId, 'contacts')],
  })
  const frame = {
    title: t('books.title'),
    intro: t('books.text'),
    actions: (
      <button type="button" className="btn-primary gap-1" onClick={() => setEditing('new')} disabled={!contacts.isSuccess}>
        <Plus aria-hidden className="size-4" />
        {t('books.add')}
      </button>
    ),
  }
  if (contacts.isError) {
    return (
      <Screen {...frame}>
        {isApiError(contacts.error, 'E_NOT_ALLOWED_BY_SUBSCRIPTION') ? (
          <NotAllowedBySubscription admin={derived.admin} />
        ) : isApiError(contacts.error, 'E_FORBIDDEN') ? (
          <Notice title={t('books.rightOff')} />
        ) : (
          <FetchFailure error={contacts.error} onRetry={() => void contacts.refetch()} />
        )}
      </Screen>
    )
  }
  const meta = contacts.data?.meta
  const rows = contacts.data?.data ?? []
  return (
    <Screen {...frame}>
      <div className="max-w-sm">
        <label htmlFor="contacts-search" className="sr-only">
          {t('books.search')}
        </label>
        <input
          id="contacts-search"
          type="search"
          placeholder={t('books.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
      </div>
      <div className="card p-4 sm:p-6" aria-busy={contacts.isFetching || undefined}>
        {contacts.isPending ? (
          <p className="text-sm text-slate-500">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{deferredSearch ? t('books.noMatch') : t('books.empty')}</p>
        ) : (
          <DataTable
            rows={rows}
            rowKey={(contact) => contact.id}
            testId="contacts-table"
            columns={[
              { label: t('books.columns.name'), cell: (contact) => `${contact.firstname ?? ''} ${contact.lastname ?? ''}`.trim() || '—', primary: true },
              { label: t('books.columns.email'), cell: (contact) => contact.email },
              {
                label: t('books.columns.actions'),
                actions: true,
                className: 'text-right whitespace-nowrap',
                cell: (contact) => (
                  <>
                    <button
                      type="button"
                      className="mr-1 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
                      onClick={() => setEditing(contact)}
                      aria-label={t('books.editLabel', { email: contact.email })}
                    >
                      <Pencil aria-hidden className="size-4" />
                      {t('books.edit')}
                    </button>
                    <ConfirmAction
                      label={t('books.delete')}
                      icon={<Trash2 aria-hidden className="size-4" />}
                      question={t('books.deleteQuestion', { email: contact.email })}
                      onConfirm={() => remove.mutate(contact.id)}
                      pending={remove.isPending}
                    />
                  </>
                ),
              },
            ]}
          />
        )}
      </div>
      {meta && (
        <PaginationFooter
          page={page}
          lastPage={meta.lastPage}
          onPage={setPage}
          label={t('books.pagination')}
          summary={t('books.page', { page: meta.currentPage, pages: meta.lastPage, total: meta.total })}
        />
      )}
      {editing && <ContactDialog organisationId={organisationId} contact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Screen>
  )
}

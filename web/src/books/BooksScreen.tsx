import { useDeferredValue, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { api, isApiError, type Contact, type Page } from '@sceau/api-client'
import { ConfirmAction, PaginationFooter, ScreenHeader } from '@sceau/plugin-sdk/web/ui'
import { FetchFailure } from '../components/FetchFailure'
import { Notice, NotAllowedBySubscription } from '../components/Notice'
import { organisationKey } from '../organisations/queries'
import { useSession } from '../session/useSession'
import { useAction } from '../query/useAction'
import { ContactDialog } from './ContactDialog'

export const CONTACTS_PER_PAGE = 20

/** /app/books: the organisation's address book, searched and paginated by the API; premium (SPEC §1). */
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
  const header = (
    <ScreenHeader title={t('books.title')} text={t('books.text')}>
      <button type="button" className="btn-primary gap-1" onClick={() => setEditing('new')} disabled={!contacts.isSuccess}>
        <Plus aria-hidden className="size-4" />
        {t('books.add')}
      </button>
    </ScreenHeader>
  )
  if (contacts.isError) {
    return (
      <div className="mx-auto max-w-5xl">
        {header}
        {isApiError(contacts.error, 'E_NOT_ALLOWED_BY_SUBSCRIPTION') ? (
          <NotAllowedBySubscription admin={derived.admin} />
        ) : isApiError(contacts.error, 'E_FORBIDDEN') ? (
          <Notice title={t('books.rightOff')} />
        ) : (
          <FetchFailure error={contacts.error} onRetry={() => void contacts.refetch()} />
        )}
      </div>
    )
  }
  const meta = contacts.data?.meta
  const rows = contacts.data?.data ?? []
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      {header}
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
      <div className="card overflow-x-auto p-0" aria-busy={contacts.isFetching || undefined}>
        {contacts.isPending ? (
          <p className="p-6 text-sm text-slate-500">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <p className="p-6 text-sm text-slate-600 dark:text-slate-300">{deferredSearch ? t('books.noMatch') : t('books.empty')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase dark:border-slate-800">
              <tr>
                <th className="px-4 py-3">{t('books.columns.name')}</th>
                <th className="px-4 py-3">{t('books.columns.email')}</th>
                <th className="px-4 py-3 text-right">{t('books.columns.actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {rows.map((contact) => {
                const name = `${contact.firstname ?? ''} ${contact.lastname ?? ''}`.trim()
                return (
                  <tr key={contact.id}>
                    <td className="px-4 py-3">{name || '—'}</td>
                    <td className="px-4 py-3">{contact.email}</td>
                    <td className="px-4 py-3 text-right whitespace-nowrap">
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
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
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
    </div>
  )
}

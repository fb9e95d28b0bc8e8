import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, type Contact, type Page } from '@sceau/api-client'
import { useCurrentUser } from '@sceau/plugin-sdk/web/hooks'
import { FieldError } from '@sceau/plugin-sdk/web/ui'
import { FIELD_CLASS } from './fieldClass.js'

interface RecipientsInputProps {
  recipients: string[]
  draft: string
  error?: string
  onDraftChange: (draft: string) => void
  /** Turns what was typed into recipients (Enter, comma, space or leaving the field). */
  onCommit: (raw: string) => void
  onRemove: (email: string) => void
}

const SUGGESTIONS = 6
/** Letters typed before the address book is searched. */
const MIN_SEARCH = 2

/**
 * Contacts of the organisation's address book matching what is typed (the paid plan's address book:
 * only users whose organisation grants it are searched; nobody else sees suggestions).
 */
function useContactSuggestions(draft: string, exclude: readonly string[]) {
  const { data: user } = useCurrentUser()
  const organisationId = user?.organization?.id
  const allowed = Boolean(organisationId && user?.permissions?.addressBook === true)
  const term = useDeferredValue(draft.trim())
  const found = useQuery({
    queryKey: ['transfer', 'contact-suggestions', organisationId, term],
    queryFn: ({ signal }) => api.get<Page<Contact>>(`/organizations/${organisationId}/contacts`, { signal, query: { search: term, perPage: SUGGESTIONS } }),
    enabled: allowed && term.length >= MIN_SEARCH,
    staleTime: 30_000,
    meta: { silent: true },
  })
  if (!allowed || draft.trim().length < MIN_SEARCH) return []
  return (found.data?.data ?? []).filter((contact) => !exclude.includes(contact.email.toLowerCase()))
}

/** Recipients' addresses as removable chips, typed one after the other, with the address book's contacts suggested. */
export function RecipientsInput({ recipients, draft, error, onDraftChange, onCommit, onRemove }: RecipientsInputProps) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.card' })
  const listId = useId()
  const suggestions = useContactSuggestions(
    draft,
    recipients.map((email) => email.toLowerCase())
  )
  const [active, setActive] = useState(-1)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const open = suggestions.length > 0 && dismissed !== draft
  const highlighted = open && active >= 0 && active < suggestions.length ? suggestions[active] : null

  function pick(contact: Contact) {
    onCommit(contact.email)
    setActive(-1)
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      const last = suggestions.length - 1
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1))
      return
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setDismissed(draft)
      return
    }
    if (event.key === 'Enter' && highlighted) {
      event.preventDefault()
      pick(highlighted)
      return
    }
    if (event.key === 'Enter' || event.key === ',' || event.key === ' ') {
      event.preventDefault()
      if (draft.trim()) onCommit(draft)
    }
  }

  return (
    <div className="mt-4">
      <label htmlFor="transfer-recipients" className="block text-sm font-medium">
        {t('recipients')}
      </label>
      {recipients.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('recipients')}>
          {recipients.map((email) => (
            <li
              key={email}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm [overflow-wrap:anywhere] dark:bg-slate-800"
            >
              {email}
              <button type="button" aria-label={t('remove', { name: email })} onClick={() => onRemove(email)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          id="transfer-recipients"
          type="email"
          multiple
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={highlighted ? `${listId}-${highlighted.id}` : undefined}
          autoComplete="off"
          value={draft}
          placeholder={t('recipientsPlaceholder')}
          onChange={(event) => {
            onDraftChange(event.target.value)
            setActive(-1)
          }}
          onKeyDown={onKey}
          // A click on a suggestion happens before the blur would commit the typed letters.
          onBlur={() => draft.trim() && !open && onCommit(draft)}
          aria-invalid={!!error}
          aria-describedby={error ? 'transfer-recipients-error' : undefined}
          className={FIELD_CLASS}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('suggestions')}
          hidden={!open}
          className="absolute inset-x-0 z-10 mt-1 max-h-60 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          {open &&
            suggestions.map((contact, index) => {
              const name = `${contact.firstname ?? ''} ${contact.lastname ?? ''}`.trim()
              return (
                <li
                  key={contact.id}
                  id={`${listId}-${contact.id}`}
                  role="option"
                  aria-selected={index === active}
                  className={`cursor-pointer px-3 py-2 [overflow-wrap:anywhere] ${index === active ? 'bg-brand-50 dark:bg-slate-700' : 'hover:bg-slate-50 dark:hover:bg-slate-700'}`}
                  // Keeps the focus in the field, so picking does not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(contact)}
                >
                  {name ? (
                    <>
                      <span className="font-medium">{name}</span> <span className="text-slate-500 dark:text-slate-400">{contact.email}</span>
                    </>
                  ) : (
                    contact.email
                  )}
                </li>
              )
            })}
        </ul>
      </div>
      <FieldError id="transfer-recipients-error">{error}</FieldError>
    </div>
  )
}

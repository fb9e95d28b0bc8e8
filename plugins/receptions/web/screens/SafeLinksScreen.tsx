import { useState, type FormEvent } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api, type Page } from '@sceau/api-client'
import { fieldErrors, messageOf, useFormats, useLanguage, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import {
  ConfirmAction,
  CopyButton,
  DataTable,
  FilterTabs,
  FormAlert,
  Notice,
  PaginationFooter,
  QueryStates,
  RadioChoice,
  Screen,
  Section,
  SubmitButton,
  TextAreaField,
  TextField,
} from '@sceau/plugin-sdk/web/ui'
import { SAFELINK_AUDIENCES, type SafeLinkAudience, type SafeLinkInput, type SafeLinkView } from '../../shared/types.js'
import { ColourField, SelectField } from '../components/fields.js'
import { isForbidden, localisedAddress, MB, paths, RECEPTIONS_KEY } from '../lib.js'

const FILTERS = ['all', 'active', 'expired'] as const
type Filter = (typeof FILTERS)[number]
const EXPIRIES = ['24h', '7d', '14d', '30d', 'first-upload'] as const satisfies readonly SafeLinkInput['expiry'][]
const linksKey = (filter: Filter, page: number) => [...RECEPTIONS_KEY, 'links', filter, page] as const

/**
 * /app/receptions/links (docs/product.md §2, §4, §9): create a SafeLink (title, public description, background
 * colour, audience, password, expiry, optional caps), list them with All / Active / Expired, copy a
 * link, revoke one, and reach what each received.
 */
export default function SafeLinksScreen() {
  const { t } = useTranslation('receptions', { keyPrefix: 'screens.links' })
  const format = useFormats()
  const language = useLanguage()
  const href = useLocalizedHref()
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<Filter>('all')
  const [page, setPage] = useState(1)
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<SafeLinkView | null>(null)
  const list = useQuery({
    queryKey: linksKey(filter, page),
    queryFn: ({ signal }) => api.get<Page<SafeLinkView>>(paths.links, { signal, query: { filter, page } }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isForbidden(error) && count < 2,
    meta: { silent: true },
  })
  const revoke = useMutation({
    mutationFn: (id: string) => api.delete<SafeLinkView>(paths.link(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...RECEPTIONS_KEY, 'links'] }),
  })

  if (isForbidden(list.error)) {
    return (
      <Screen title={t('title')} intro={t('intro')}>
        <Notice title={t('notAllowed.title')} tone="warning">
          <p>{t('notAllowed.text')}</p>
        </Notice>
      </Screen>
    )
  }

  const address = (link: SafeLinkView) => localisedAddress(link.url, language)
  const expiresText = (link: SafeLinkView) => (link.expiresAt ? format.dateTime(link.expiresAt) : link.expiry === 'first-upload' ? t('expiry.afterFirst') : '—')

  return (
    <Screen
      title={t('title')}
      intro={t('intro')}
      actions={
        <button type="button" className="btn-primary" aria-expanded={creating} onClick={() => setCreating(!creating)}>
          {t('new')}
        </button>
      }
    >
      {created && (
        <div role="status" className="card space-y-2">
          <p className="font-semibold">{t('created.title', { title: created.title })}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('created.text')}</p>
          <p className="font-mono text-sm break-all" data-testid="safelink-created-url">
            {address(created)}
          </p>
          <CopyButton value={address(created)} label={t('copyLink')} failedLabel={t('copyFailed')} />
        </div>
      )}
      {creating && (
        <SafeLinkForm
          onCreated={(link) => {
            setCreated(link)
            setCreating(false)
            setFilter('all')
            setPage(1)
            void queryClient.invalidateQueries({ queryKey: [...RECEPTIONS_KEY, 'links'] })
          }}
          onCancel={() => setCreating(false)}
        />
      )}

      <Section title={t('listTitle')}>
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
        {revoke.isError && <FormAlert>{messageOf(revoke.error, t('revokeFailed'))}</FormAlert>}
        <QueryStates query={list} loading={t('loading')} failed={t('failed')} empty={t(`empty.${filter}`)} isEmpty={(answer) => answer.data.length === 0}>
          {(answer) => (
            <>
              <DataTable
                testId="safelinks-table"
                rows={answer.data}
                rowKey={(link) => link.id}
                columns={[
                  {
                    label: t('columns.title'),
                    primary: true,
                    cell: (link) => (
                      <>
                        <span className="font-medium">{link.title}</span>
                        <span className="block text-xs font-normal text-slate-500">
                          {t('createdBy', { name: link.creator.name, date: format.date(link.createdAt) })}
                        </span>
                      </>
                    ),
                  },
                  { label: t('columns.audience'), cell: (link) => t(`audience.${link.audience}`) },
                  {
                    label: t('columns.state'),
                    cell: (link) => (
                      <span className={link.state === 'active' ? 'text-green-700 dark:text-green-400' : 'text-slate-500'}>
                        {link.revokedAt ? t('state.revoked') : t(`state.${link.state}`)}
                      </span>
                    ),
                  },
                  { label: t('columns.expires'), className: 'whitespace-nowrap', cell: expiresText },
                  {
                    label: t('columns.deliveries'),
                    cell: (link) =>
                      link.deliveries > 0 ? (
                        <Link
                          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                          to={href(`/app/receptions/${encodeURIComponent(link.id)}`)}
                          aria-label={t('deliveriesOf', { count: link.deliveries, title: link.title })}
                        >
                          {t('deliveries', { count: link.deliveries })}
                        </Link>
                      ) : (
                        <span className="text-slate-500">{t('deliveries', { count: 0 })}</span>
                      ),
                  },
                  {
                    label: t('columns.actions'),
                    actions: true,
                    cell: (link) =>
                      link.state === 'active' &&
                      !link.revokedAt && (
                        <span className="flex flex-wrap items-center gap-2">
                          <CopyButton value={address(link)} label={t('copyLink')} failedLabel={t('copyFailed')} className="btn-secondary px-2 py-1 text-xs" />
                          <ConfirmAction
                            label={t('revoke')}
                            question={t('revokeQuestion', { title: link.title })}
                            pending={revoke.isPending && revoke.variables === link.id}
                            onConfirm={() => revoke.mutate(link.id)}
                          />
                        </span>
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
        </QueryStates>
      </Section>
    </Screen>
  )
}

interface Draft {
  title: string
  description: string
  color: string
  audience: SafeLinkAudience
  password: string
  expiry: SafeLinkInput['expiry']
  maxMb: string
  maxFiles: string
}

const EMPTY: Draft = { title: '', description: '', color: '#f1f5f9', audience: 'public', password: '', expiry: '7d', maxMb: '', maxFiles: '' }

const positiveInteger = (value: string) => /^\d+$/.test(value.trim()) && Number(value) > 0

function SafeLinkForm({ onCreated, onCancel }: { onCreated: (link: SafeLinkView) => void; onCancel: () => void }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'screens.links' })
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }))
  const create = useMutation({
    mutationFn: (input: SafeLinkInput) => api.post<SafeLinkView>(paths.links, input),
    onSuccess: (link) => {
      setDraft(EMPTY)
      onCreated(link)
    },
    onError: (error) => setErrors(fieldErrors(error)),
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!draft.title.trim()) found.title = t('form.errors.required')
    if (draft.audience === 'password' && draft.password.length < 8) found.password = t('form.errors.password')
    if (draft.maxMb.trim() && !positiveInteger(draft.maxMb)) found.maxBytes = t('form.errors.positive')
    if (draft.maxFiles.trim() && !positiveInteger(draft.maxFiles)) found.maxFiles = t('form.errors.positive')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    create.mutate({
      title: draft.title.trim(),
      description: draft.description.trim() || null,
      color: draft.color,
      audience: draft.audience,
      password: draft.audience === 'password' ? draft.password : null,
      expiry: draft.expiry,
      maxBytes: draft.maxMb.trim() ? Number(draft.maxMb) * MB : null,
      maxFiles: draft.maxFiles.trim() ? Number(draft.maxFiles) : null,
    })
  }

  const generalError = create.isError && Object.keys(fieldErrors(create.error)).length === 0 ? messageOf(create.error, t('form.failed')) : null
  return (
    <form className="card space-y-4" onSubmit={submit} noValidate aria-label={t('form.title')}>
      <h2 className="text-lg font-semibold">{t('form.title')}</h2>
      <TextField
        label={t('form.titleLabel')}
        name="title"
        value={draft.title}
        onValueChange={(v) => set('title', v)}
        error={errors.title}
        maxLength={120}
        required
      />
      <TextAreaField
        label={t('form.description')}
        name="description"
        value={draft.description}
        onValueChange={(v) => set('description', v)}
        error={errors.description}
        rows={3}
        maxLength={2000}
      />
      <ColourField id="safelink-color" label={t('form.color')} value={draft.color} onChange={(v) => set('color', v)} />
      <RadioChoice
        legend={t('form.audience')}
        name="safelink-audience"
        value={draft.audience}
        choices={SAFELINK_AUDIENCES}
        onChange={(v) => set('audience', v)}
        label={(choice) => t(`audience.${choice}`)}
        hint={(choice) => t(`form.audienceHint.${choice}`)}
      />
      {draft.audience === 'password' && (
        <TextField
          label={t('form.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={draft.password}
          onValueChange={(v) => set('password', v)}
          error={errors.password}
          hint={t('form.passwordHint')}
        />
      )}
      <SelectField
        id="safelink-expiry"
        label={t('form.expiry')}
        value={draft.expiry}
        choices={EXPIRIES}
        onChange={(v) => set('expiry', v)}
        optionLabel={(v) => t(`expiry.${v}`)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.maxMb')}
          name="maxMb"
          inputMode="numeric"
          value={draft.maxMb}
          onValueChange={(v) => set('maxMb', v)}
          error={errors.maxBytes}
          hint={t('form.optionalCap')}
        />
        <TextField
          label={t('form.maxFiles')}
          name="maxFiles"
          inputMode="numeric"
          value={draft.maxFiles}
          onValueChange={(v) => set('maxFiles', v)}
          error={errors.maxFiles}
          hint={t('form.optionalCap')}
        />
      </div>
      <FormAlert>{generalError}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={create.isPending}>{t('form.submit')}</SubmitButton>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  )
}

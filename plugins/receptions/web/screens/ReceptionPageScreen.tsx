import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '@sceau/api-client'
import { fieldErrors, messageOf, useCurrentUser, useLanguage, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { CheckboxField, CopyButton, FormAlert, Notice, QueryStates, RadioChoice, Screen, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { PAGE_ACCESS_TYPES, type PageAccessType, type ReceptionPageInput, type ReceptionPageView } from '../../shared/types.js'
import { ColourField } from '../components/fields.js'
import { isAdministrator, isForbidden, localisedAddress, PAGE_SOURCE, paths, RECEPTIONS_KEY } from '../lib.js'

/** GET /organizations/:id/members (the members screen's list): who may receive the page's deliveries. */
interface OrganisationMember {
  userId: string
  firstname: string
  lastname: string
  email: string
}

const PAGE_KEY = [...RECEPTIONS_KEY, 'page'] as const

/**
 * /app/receptions/pages (docs/product.md §2, §3, §6; administrators): activate the incoming page, its background
 * colour, the members who receive its deliveries, who may send (PRIVATE / PUBLIC / LOGGED / PASSWORD),
 * and its stable public address to copy. Members see the docs/product.md §6 notice instead.
 */
export default function ReceptionPageScreen() {
  const { t } = useTranslation('receptions', { keyPrefix: 'screens.page' })
  const me = useCurrentUser()
  const admin = isAdministrator(me.data?.permissions as Record<string, unknown> | undefined)
  const organisationId = me.data?.organization?.id ?? ''
  const page = useQuery({
    queryKey: PAGE_KEY,
    queryFn: ({ signal }) => api.get<ReceptionPageView>(paths.page, { signal }),
    enabled: admin,
    retry: (count, error) => !isForbidden(error) && count < 2,
    meta: { silent: true },
  })
  const members = useQuery({
    queryKey: ['organizations', organisationId, 'members'],
    queryFn: ({ signal }) => api.get<{ members: OrganisationMember[] }>(`/organizations/${organisationId}/members`, { signal }),
    enabled: admin && Boolean(organisationId),
  })

  if (me.isPending) {
    return (
      <Screen title={t('title')} width="narrow">
        <p role="status" className="text-slate-500">
          {t('loading')}
        </p>
      </Screen>
    )
  }
  if (!admin || isForbidden(page.error)) {
    return (
      <Screen title={t('title')} intro={t('intro')} width="narrow">
        <Notice title={admin ? t('notAllowed.title') : t('adminsOnly.title')} tone="warning">
          <p>{admin ? t('notAllowed.text') : t('adminsOnly.text')}</p>
        </Notice>
      </Screen>
    )
  }
  return (
    <Screen title={t('title')} intro={t('intro')} width="narrow">
      <QueryStates query={page} loading={t('loading')} failed={t('failed')}>
        {(view) => <PageForm key={view.uuid} view={view} members={members.data?.members ?? null} membersFailed={members.isError} />}
      </QueryStates>
    </Screen>
  )
}

function PageForm({ view, members, membersFailed }: { view: ReceptionPageView; members: OrganisationMember[] | null; membersFailed: boolean }) {
  const { t } = useTranslation('receptions', { keyPrefix: 'screens.page' })
  const language = useLanguage()
  const href = useLocalizedHref()
  const queryClient = useQueryClient()
  const [active, setActive] = useState(view.active)
  const [color, setColor] = useState(view.color ?? '#f1f5f9')
  const [recipients, setRecipients] = useState<Set<string>>(new Set(view.recipients.map((r) => r.id)))
  const [access, setAccess] = useState<PageAccessType>(view.access)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState(false)
  const save = useMutation({
    mutationFn: (input: ReceptionPageInput) => api.put<ReceptionPageView>(paths.page, input),
    onSuccess: (next) => {
      setSaved(true)
      setPassword('')
      queryClient.setQueryData(PAGE_KEY, next)
    },
    onError: (error) => setErrors(fieldErrors(error)),
  })
  const address = localisedAddress(view.url, language)
  // Recipients already chosen stay listed even when the members list is not there (yet).
  const people = members ? members.map((m) => ({ id: m.userId, name: `${m.firstname} ${m.lastname}`.trim() || m.email, email: m.email })) : view.recipients

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(false)
    const found: Record<string, string> = {}
    if (access === 'PASSWORD' && !view.hasPassword && password.length < 8) found.password = t('errors.password')
    if (access === 'PASSWORD' && password && password.length < 8) found.password = t('errors.password')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    save.mutate({ active, color, recipientIds: [...recipients], access, password: access === 'PASSWORD' && password ? password : null })
  }

  const generalError = save.isError && Object.keys(fieldErrors(save.error)).length === 0 ? messageOf(save.error, t('saveFailed')) : null
  return (
    <>
      <Section title={t('address.title')} text={view.active ? t('address.textActive') : t('address.textInactive')}>
        <p className="font-mono text-sm break-all" data-testid="reception-page-url">
          {address}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <CopyButton value={address} label={t('address.copy')} failedLabel={t('address.copyFailed')} />
          {view.active && (
            <a className="font-semibold text-brand-700 hover:underline dark:text-brand-300" href={address} target="_blank" rel="noreferrer">
              {t('address.open')}
            </a>
          )}
          <Link className="font-semibold text-brand-700 hover:underline dark:text-brand-300" to={href(`/app/receptions/${PAGE_SOURCE}`)}>
            {t('address.deliveries')}
          </Link>
        </div>
      </Section>

      <form onSubmit={submit} noValidate aria-label={t('form.title')} className="card space-y-5">
        <h2 className="text-lg font-semibold">{t('form.title')}</h2>
        <CheckboxField label={t('form.active')} name="active" checked={active} onCheckedChange={setActive} />
        <ColourField id="reception-page-color" label={t('form.color')} value={color} onChange={setColor} />

        <fieldset className="space-y-2" aria-describedby={errors.recipientIds ? 'reception-recipients-error' : undefined}>
          <legend className="text-sm font-medium">{t('form.recipients')}</legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('form.recipientsHint')}</p>
          {!members && !membersFailed && (
            <p role="status" className="text-sm text-slate-500">
              {t('form.membersLoading')}
            </p>
          )}
          {membersFailed && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t('form.membersFailed')}
            </p>
          )}
          {people.map((person) => (
            <label key={person.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={recipients.has(person.id)}
                onChange={() =>
                  setRecipients((current) => {
                    const next = new Set(current)
                    if (next.has(person.id)) next.delete(person.id)
                    else next.add(person.id)
                    return next
                  })
                }
              />
              <span>
                {person.name} <span className="text-slate-500">({person.email})</span>
              </span>
            </label>
          ))}
          {errors.recipientIds && (
            <p id="reception-recipients-error" role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
              {errors.recipientIds}
            </p>
          )}
        </fieldset>

        <RadioChoice
          legend={t('form.access')}
          name="reception-page-access"
          value={access}
          choices={PAGE_ACCESS_TYPES}
          onChange={setAccess}
          label={(choice) => t(`access.${choice}`)}
          hint={(choice) => t(`accessHint.${choice}`)}
        />
        {access === 'PASSWORD' && (
          <TextField
            label={t('form.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            error={errors.password}
            hint={view.hasPassword ? t('form.passwordKept') : t('form.passwordHint')}
          />
        )}
        <FormAlert>{generalError}</FormAlert>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={save.isPending}>{t('form.submit')}</SubmitButton>
          {saved && (
            <span role="status" className="text-sm text-green-700 dark:text-green-400">
              {t('form.saved')}
            </span>
          )}
        </div>
      </form>
    </>
  )
}

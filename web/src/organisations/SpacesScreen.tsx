import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { TEXT_LIMITS } from '@sceau/shared'
import { LocalizedLink } from '../components/LocalizedLink'
import { Screen, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { useSwitchOrganisation } from '../dashboard/useSwitchOrganisation'
import { useFieldErrors } from '../forms/useFieldErrors'
import { compact, required } from '../forms/validation'
import { useSession } from '../session/useSession'
import { useToast } from '../toasts/useToast'
import { fetchOrganisations, ORGANISATIONS_KEY } from './queries'

/** /app/spaces, "manage my organization": rename the active organisation, switch to another, create one. */
export default function SpacesScreen() {
  const { t } = useTranslation('core')
  const { user, derived } = useSession()
  const organisations = useQuery({ queryKey: ORGANISATIONS_KEY, queryFn: fetchOrganisations })
  const switchTo = useSwitchOrganisation()
  const active = user?.organization
  return (
    <Screen title={t('spaces.title')} intro={t('spaces.text')} width="narrow">
      {active && derived.admin && (
        // Keyed by organisation: after a switch the form starts from the new name.
        <RenameForm key={active.id} organisationId={active.id} name={active.name} />
      )}
      <Section title={t('spaces.listTitle')}>
        {organisations.isPending ? (
          <p className="text-sm text-slate-500">{t('loading')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {(organisations.data ?? []).map((organisation) => (
              <li key={organisation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium">
                    {organisation.name}
                    {organisation.personal && <span className="ml-2 text-xs font-normal text-slate-500">{t('spaces.personal')}</span>}
                  </p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">{t(`roles.${organisation.role}`)}</p>
                </div>
                {organisation.isActive ? (
                  <span className="flex items-center gap-3 text-sm">
                    <span className="font-semibold text-emerald-700 dark:text-emerald-400">{t('spaces.active')}</span>
                    {organisation.role === 'admin' && (
                      <LocalizedLink to="/app/members" className="btn-secondary">
                        {t('spaces.members')}
                      </LocalizedLink>
                    )}
                  </span>
                ) : (
                  <button type="button" className="btn-secondary" disabled={switchTo.isPending} onClick={() => switchTo.mutate(organisation.id)}>
                    {t('spaces.switch', { name: organisation.name })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <CreateForm />
    </Screen>
  )
}

function RenameForm({ organisationId, name: current }: { organisationId: string; name: string }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const fields = useFieldErrors()
  const [name, setName] = useState(current)
  const rename = useMutation({
    mutationFn: () => api.patch(`/organizations/${organisationId}`, { name: name.trim() }),
    onSuccess: async () => {
      toast.success(t('spaces.renamed'))
      await queryClient.invalidateQueries()
    },
    onError: fields.failWith('spaces.failed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(compact({ name: required(name) }))) rename.mutate()
  }
  return (
    <Section title={t('spaces.activeTitle')}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('spaces.name')}
          name="organizationName"
          value={name}
          onValueChange={setName}
          maxLength={TEXT_LIMITS.organisationName}
          error={fields.errors.name}
          className="min-w-64 flex-1 space-y-1"
        />
        <SubmitButton pending={rename.isPending}>{t('spaces.rename')}</SubmitButton>
      </form>
    </Section>
  )
}

function CreateForm() {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const fields = useFieldErrors()
  const [name, setName] = useState('')
  const create = useMutation({
    mutationFn: () => api.post<{ id: string; name: string }>('/organizations', { name: name.trim() }),
    onSuccess: async (organisation) => {
      setName('')
      toast.success(t('spaces.created', { name: organisation.name }))
      // The new organisation is now the active one: user, list and menus reload.
      await queryClient.invalidateQueries()
    },
    onError: fields.failWith('spaces.createFailed'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (fields.check(compact({ name: required(name) }))) create.mutate()
  }
  return (
    <Section title={t('spaces.createTitle')} text={t('spaces.createText')}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('spaces.newName')}
          name="newOrganizationName"
          value={name}
          onValueChange={setName}
          maxLength={TEXT_LIMITS.organisationName}
          error={fields.errors.name}
          className="min-w-64 flex-1 space-y-1"
        />
        <SubmitButton pending={create.isPending}>{t('spaces.create')}</SubmitButton>
      </form>
    </Section>
  )
}

import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { API_KEY_SCOPES, API_REFERENCE_PATH, INTEGRATION_FLAGS, TEXT_LIMITS, type ApiKeyScope, type IntegrationFlag } from '@sceau/shared'
import { OnceSecret } from '../components/OnceSecret'
import { NotAllowedBySubscription } from '../components/Notice'
import { CheckboxField, FieldError, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { useFieldErrors } from '../forms/useFieldErrors'
import { compact, required } from '../forms/validation'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { organisationKey } from '../organisations/queries'
import { useAction } from '../query/useAction'
import { SecretTable } from './AccessTokens'

interface ApiKey {
  id: string
  name: string
  publicKey: string
  permissions: Partial<Record<IntegrationFlag, boolean>>
  scopes: ApiKeyScope[]
  createdAt: string
  lastUsedAt: string | null
}

interface ApiKeysAnswer {
  allowed: boolean
  /** The plan's integration flags (an object, as the API answers it). */
  availablePermissions: Partial<Record<IntegrationFlag, boolean>>
  keys: ApiKey[]
}

const NO_FLAGS = Object.fromEntries(INTEGRATION_FLAGS.map((flag) => [flag, false])) as Record<IntegrationFlag, boolean>
/** A new key may deposit and read: what the deploy action and most servers need (sending transfers is asked for). */
const DEFAULT_SCOPES: ApiKeyScope[] = ['deposit', 'read']

/** Every permission the plan offers, checked: the administrator unchecks what this key should not do. */
const offered = (available: Partial<Record<IntegrationFlag, boolean>> | undefined) =>
  Object.fromEntries(INTEGRATION_FLAGS.map((flag) => [flag, available?.[flag] === true])) as Record<IntegrationFlag, boolean>

/**
 * Organisation API keys for signed server requests, carrying integration permissions (capsule,
 * webProof, gitCloning, api) and scopes (deposit, transfer, read) chosen at creation.
 */
export function ApiKeys({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation('core')
  const format = useFormats()
  const queryClient = useQueryClient()
  const fields = useFieldErrors()
  const [name, setName] = useState('')
  // null until the administrator changes one: the plan's permissions, once known.
  const [chosen, setPermissions] = useState<Record<IntegrationFlag, boolean> | null>(null)
  const [scopes, setScopes] = useState<ApiKeyScope[]>(DEFAULT_SCOPES)
  const [created, setCreated] = useState<{ publicKey: string; secret: string } | null>(null)
  const key = organisationKey(organisationId, 'api-keys')
  const keys = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<ApiKeysAnswer>(`/organizations/${organisationId}/api-keys`, { signal }) })
  const available = keys.data?.availablePermissions
  const permissions = chosen ?? (available ? offered(available) : NO_FLAGS)
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })
  const create = useMutation({
    mutationFn: () => api.post<ApiKey & { secret: string }>(`/organizations/${organisationId}/api-keys`, { name: name.trim(), permissions, scopes }),
    onSuccess: async (answer) => {
      setCreated({ publicKey: answer.publicKey, secret: answer.secret })
      setName('')
      setPermissions(null)
      setScopes(DEFAULT_SCOPES)
      await refresh()
    },
    onError: fields.failWith('integrations.failed'),
  })
  const revoke = useAction({
    run: (id: string) => api.delete(`/organizations/${organisationId}/api-keys/${encodeURIComponent(id)}`),
    success: 'integrations.keys.revoked',
    failure: 'integrations.failed',
    refresh: [key],
  })
  const allowed = keys.data?.allowed ?? true
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setCreated(null)
    const problems = compact({ name: required(name), scopes: scopes.length ? undefined : 'integrations.keys.scopeRequired' })
    if (fields.check(problems)) create.mutate()
  }
  return (
    <Section title={t('integrations.keys.title')} text={t('integrations.keys.text')}>
      <p>
        <a href={API_REFERENCE_PATH} className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
          {t('integrations.keys.reference')}
        </a>
      </p>
      {!allowed && <NotAllowedBySubscription admin />}
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={t('integrations.name')}
          name="keyName"
          value={name}
          onValueChange={setName}
          maxLength={TEXT_LIMITS.name}
          error={fields.errors.name}
          disabled={!allowed}
        />
        <fieldset className="space-y-2" disabled={!allowed}>
          <legend className="text-sm font-medium">{t('integrations.keys.permissions')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {INTEGRATION_FLAGS.map((flag) => (
              <CheckboxField
                key={flag}
                name={`permission-${flag}`}
                label={t(`integrations.flags.${flag}`)}
                checked={permissions[flag]}
                disabled={!allowed || (available !== undefined && available[flag] !== true)}
                onCheckedChange={(checked) => setPermissions({ ...permissions, [flag]: checked })}
              />
            ))}
          </div>
          {fields.errors.permissions && <FieldError id="permissions-error">{fields.errors.permissions}</FieldError>}
        </fieldset>
        <fieldset className="space-y-2" disabled={!allowed}>
          <legend className="text-sm font-medium">{t('integrations.keys.scopes')}</legend>
          <div className="grid gap-2">
            {API_KEY_SCOPES.map((scope) => (
              <CheckboxField
                key={scope}
                name={`scope-${scope}`}
                label={t(`integrations.keys.scope.${scope}`)}
                checked={scopes.includes(scope)}
                disabled={!allowed}
                onCheckedChange={(checked) => setScopes((current) => API_KEY_SCOPES.filter((s) => (s === scope ? checked : current.includes(s))))}
              />
            ))}
          </div>
          {fields.errors.scopes && <FieldError id="scopes-error">{fields.errors.scopes}</FieldError>}
        </fieldset>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('integrations.keys.deployHint')}</p>
        <SubmitButton pending={create.isPending} disabled={!allowed}>
          {t('integrations.keys.create')}
        </SubmitButton>
      </form>
      {created && (
        <div className="space-y-3">
          <OnceSecret title={t('integrations.keys.publicKey')} value={created.publicKey} />
          <OnceSecret title={t('integrations.keys.secret')} value={created.secret} />
        </div>
      )}
      <SecretTable
        empty={t('integrations.keys.none')}
        loading={keys.isPending}
        rows={(keys.data?.keys ?? []).map((apiKey) => ({
          id: apiKey.id,
          name: apiKey.name,
          details: [
            apiKey.publicKey,
            INTEGRATION_FLAGS.filter((flag) => apiKey.permissions[flag])
              .map((flag) => t(`integrations.flags.${flag}`))
              .join(', ') || t('integrations.keys.noPermission'),
            (apiKey.scopes ?? []).map((scope) => t(`integrations.keys.scope.${scope}`)).join(', '),
            t('integrations.createdOn', { date: format.date(apiKey.createdAt) }),
            t('integrations.lastUsed', { date: format.date(apiKey.lastUsedAt) }),
          ],
        }))}
        onRevoke={(id) => revoke.mutate(id)}
        revoking={revoke.isPending}
      />
    </Section>
  )
}

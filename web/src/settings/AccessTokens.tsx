import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { TEXT_LIMITS } from '@sceau/shared'
import { ConfirmAction, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { OnceSecret } from '../components/OnceSecret'
import { useFieldErrors } from '../forms/useFieldErrors'
import { compact, required } from '../forms/validation'
import { useFormats } from '@sceau/plugin-sdk/web/hooks'
import { useAction } from '../query/useAction'

interface AccessToken {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
  expiresAt: string | null
}

const TOKENS_KEY = ['users', 'me', 'tokens'] as const

/** Personal access tokens (browser extension, CLI): created with a name, the value shown once, listed, revoked. */
export function AccessTokens() {
  const { t } = useTranslation('core')
  const format = useFormats()
  const queryClient = useQueryClient()
  const fields = useFieldErrors()
  const [name, setName] = useState('')
  const [created, setCreated] = useState<string | null>(null)
  const tokens = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: ({ signal }) => api.get<{ tokens: AccessToken[] }>('/users/me/tokens', { signal }).then((answer) => answer.tokens),
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY })
  const create = useMutation({
    mutationFn: () => api.post<AccessToken & { value: string }>('/users/me/tokens', { name: name.trim() }),
    onSuccess: async (token) => {
      setCreated(token.value)
      setName('')
      await refresh()
    },
    onError: fields.failWith('integrations.failed'),
  })
  const revoke = useAction({
    run: (id: string) => api.delete(`/users/me/tokens/${encodeURIComponent(id)}`),
    success: 'integrations.tokens.revoked',
    failure: 'integrations.failed',
    refresh: [TOKENS_KEY],
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setCreated(null)
    if (fields.check(compact({ name: required(name) }))) create.mutate()
  }
  return (
    <Section title={t('integrations.tokens.title')} text={t('integrations.tokens.text')}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('integrations.name')}
          name="tokenName"
          value={name}
          onValueChange={setName}
          maxLength={TEXT_LIMITS.name}
          error={fields.errors.name}
          className="min-w-60 flex-1 space-y-1"
        />
        <SubmitButton pending={create.isPending}>{t('integrations.tokens.create')}</SubmitButton>
      </form>
      {created && <OnceSecret title={t('integrations.tokens.createdTitle')} value={created} />}
      <SecretTable
        empty={t('integrations.tokens.none')}
        loading={tokens.isPending}
        rows={(tokens.data ?? []).map((token) => ({
          id: token.id,
          name: token.name,
          details: [t('integrations.createdOn', { date: format.date(token.createdAt) }), t('integrations.lastUsed', { date: format.date(token.lastUsedAt) })],
        }))}
        onRevoke={(id) => revoke.mutate(id)}
        revoking={revoke.isPending}
      />
    </Section>
  )
}

/** The list of tokens or keys, each with its details and a revoke button. */
export function SecretTable({
  rows,
  empty,
  loading,
  onRevoke,
  revoking,
}: {
  rows: { id: string; name: string; details: string[] }[]
  empty: string
  loading: boolean
  onRevoke: (id: string) => void
  revoking: boolean
}) {
  const { t } = useTranslation('core')
  if (loading) return <p className="text-sm text-slate-500">{t('loading')}</p>
  if (!rows.length) return <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div>
            <p className="font-medium">{row.name}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{row.details.join(' · ')}</p>
          </div>
          <ConfirmAction
            label={t('integrations.revoke')}
            question={t('integrations.revokeQuestion', { name: row.name })}
            onConfirm={() => onRevoke(row.id)}
            pending={revoking}
          />
        </li>
      ))}
    </ul>
  )
}

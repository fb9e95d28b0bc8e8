import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@sceau/api-client'
import { FieldError, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { FetchFailure } from '../components/FetchFailure'
import { describeError } from '../errors/describeError'
import { organisationKey } from '../organisations/queries'
import { useToast } from '../toasts/useToast'

interface Privacy {
  deliveryRetentionDays: number
  defaultDays: number
  minDays: number
  maxDays: number
}

/**
 * The organisation's retention period for proof-of-delivery records (docs/proof-of-delivery.md
 * "Privacy"): recipients' network information, and a deleted transfer's proof. Administrators only.
 */
export function PrivacySection({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation('core')
  const key = organisationKey(organisationId, 'privacy')
  const privacy = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Privacy>(`/organizations/${organisationId}/privacy`, { signal }),
    enabled: Boolean(organisationId),
  })
  return (
    <Section title={t('account.privacy.title')} text={t('account.privacy.text')}>
      {privacy.isPending ? (
        <p className="text-sm text-slate-500">{t('loading')}</p>
      ) : privacy.isError ? (
        <FetchFailure error={privacy.error} onRetry={() => void privacy.refetch()} />
      ) : (
        <RetentionForm organisationId={organisationId} privacy={privacy.data} />
      )}
    </Section>
  )
}

function RetentionForm({ organisationId, privacy }: { organisationId: string; privacy: Privacy }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(String(privacy.deliveryRetentionDays))
  const [error, setError] = useState<string | null>(null)
  const bounds = { min: privacy.minDays, max: privacy.maxDays }
  const save = useMutation({
    mutationFn: (deliveryRetentionDays: number) => api.patch<Privacy>(`/organizations/${organisationId}/privacy`, { deliveryRetentionDays }),
    onSuccess: async () => {
      toast.success(t('account.privacy.saved'))
      await queryClient.invalidateQueries({ queryKey: organisationKey(organisationId, 'privacy') })
    },
    onError: (failure) => setError((failure as { fields?: Record<string, string> }).fields?.deliveryRetentionDays ?? describeError(failure, t)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const days = Number(value.trim())
    if (!/^\d+$/.test(value.trim()) || days < bounds.min || days > bounds.max) return setError(t('account.privacy.invalid', bounds))
    setError(null)
    save.mutate(days)
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('account.privacy.days')}
          name="deliveryRetentionDays"
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          value={value}
          onValueChange={setValue}
          hint={t('account.privacy.hint', { ...bounds, default: privacy.defaultDays })}
          className="w-72 space-y-1"
        />
        <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
      </div>
      {error && <FieldError id="retention-error">{error}</FieldError>}
    </form>
  )
}

import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api, type Customisation } from '@sceau/api-client'
import { COLOUR_PATTERN } from '@sceau/shared'
import { ConfirmAction, FieldError, Picture, Section, SubmitButton, TextField } from '@sceau/plugin-sdk/web/ui'
import { FetchFailure } from '../components/FetchFailure'
import { Notice, NotAllowedBySubscription } from '../components/Notice'
import { describeError } from '../errors/describeError'
import { IMAGE_ACCEPT, IMAGE_MAX_MB } from '../forms/validation'
import { organisationKey } from '../organisations/queries'
import { useSession } from '../session/useSession'
import { useToast } from '../toasts/useToast'
import { useImagePick } from './useImagePick'

type CustomisationAnswer = Customisation & { allowed: boolean }

const IMAGES = [
  { kind: 'logo', field: 'logoUrl' },
  { kind: 'download-background', field: 'downloadBackgroundUrl' },
  { kind: 'send-background', field: 'sendBackgroundUrl' },
] as const

/** Where the background template lives (web/public): the sizes and safe area of the download and send pages. */
export const TEMPLATE_FILE = '/customisation-template.svg'

/** Logo, download and send page backgrounds, main colour; administrators of a plan with settings (docs/product.md §6 canCustomise). */
export function CustomisationTab() {
  const { t } = useTranslation('core')
  const { user, derived } = useSession()
  const organisationId = user?.organization?.id ?? ''
  const key = organisationKey(organisationId, 'customisation')
  const customisation = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<CustomisationAnswer>(`/organizations/${organisationId}/customisation`, { signal }),
    enabled: derived.admin && Boolean(organisationId),
  })
  if (!derived.admin) return <Notice title={t('account.customisation.adminsOnly')} />
  if (customisation.isPending) return <p className="text-sm text-slate-500">{t('loading')}</p>
  if (customisation.isError) return <FetchFailure error={customisation.error} onRetry={() => void customisation.refetch()} />
  const allowed = customisation.data.allowed && derived.canCustomise
  return (
    <>
      {!allowed && <NotAllowedBySubscription admin />}
      <Section title={t('account.customisation.imagesTitle')} text={t('account.customisation.imagesText', { max: IMAGE_MAX_MB })}>
        <a href={TEMPLATE_FILE} download className="text-sm font-medium text-brand-700 underline dark:text-brand-300">
          {t('account.customisation.template')}
        </a>
        <div className="grid gap-6 md:grid-cols-3">
          {IMAGES.map(({ kind, field }) => (
            <ImageSlot key={kind} organisationId={organisationId} kind={kind} url={customisation.data[field]} disabled={!allowed} />
          ))}
        </div>
      </Section>
      <MainColourForm organisationId={organisationId} colour={customisation.data.mainColor} disabled={!allowed} />
    </>
  )
}

function ImageSlot({ organisationId, kind, url, disabled }: { organisationId: string; kind: string; url: string | null; disabled: boolean }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const image = useImagePick('file')
  const { file, preview, error } = image
  const path = `/organizations/${organisationId}/customisation/${kind}`
  const saved = async () => {
    image.clear()
    await queryClient.invalidateQueries({ queryKey: organisationKey(organisationId, 'customisation') })
  }
  const upload = useMutation({
    mutationFn: (picked: File) => {
      const body = new FormData()
      body.append('file', picked)
      return api.put(path, body)
    },
    onSuccess: async () => {
      toast.success(t('account.customisation.saved'))
      await saved()
    },
    onError: image.failed,
  })
  const remove = useMutation({
    mutationFn: () => api.delete(path),
    onSuccess: saved,
    onError: (failure) => toast.error(t('account.saveFailed'), describeError(failure, t)),
  })
  const shown = preview ?? url
  const label = t(`account.customisation.kinds.${kind}`)
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex h-28 items-center justify-center overflow-hidden rounded-md border border-dashed border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-950">
        {shown ? (
          <Picture
            src={shown}
            alt={label}
            className="max-h-full max-w-full object-contain"
            fallback={<span className="text-xs text-slate-500">{t('account.customisation.unavailable')}</span>}
          />
        ) : (
          <span className="text-xs text-slate-500">{t('account.customisation.none')}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <label className={`btn-secondary ${disabled ? 'pointer-events-none opacity-50' : 'cursor-pointer'}`}>
          {t('account.customisation.choose')}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={disabled}
            aria-label={`${t('account.customisation.choose')} — ${label}`}
            onChange={(event) => image.pick(event.target.files?.[0])}
          />
        </label>
        {file && (
          <button type="button" className="btn-primary" disabled={upload.isPending} onClick={() => upload.mutate(file)}>
            {t('account.customisation.upload')}
          </button>
        )}
        {url && !file && !disabled && (
          <ConfirmAction
            label={t('account.customisation.remove')}
            question={t('account.customisation.removeQuestion')}
            onConfirm={() => remove.mutate()}
            pending={remove.isPending}
          />
        )}
      </div>
      {error && <FieldError id={`${kind}-error`}>{error}</FieldError>}
    </div>
  )
}

function MainColourForm({ organisationId, colour, disabled }: { organisationId: string; colour: string | null; disabled: boolean }) {
  const { t } = useTranslation('core')
  const toast = useToast()
  const queryClient = useQueryClient()
  const [value, setValue] = useState(colour ?? '')
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (mainColor: string | null) => api.patch(`/organizations/${organisationId}/customisation`, { mainColor }),
    onSuccess: async () => {
      toast.success(t('account.customisation.saved'))
      await queryClient.invalidateQueries({ queryKey: organisationKey(organisationId, 'customisation') })
    },
    onError: (failure) => setError((failure as { fields?: Record<string, string> }).fields?.mainColor ?? describeError(failure, t)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = value.trim()
    if (trimmed && !COLOUR_PATTERN.test(trimmed)) return setError(t('validation.colour'))
    setError(null)
    save.mutate(trimmed || null)
  }
  return (
    <Section title={t('account.customisation.colourTitle')} text={t('account.customisation.colourText')}>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <input
          type="color"
          aria-label={t('account.customisation.colourPicker')}
          value={COLOUR_PATTERN.test(value) ? value : '#000000'}
          disabled={disabled}
          onChange={(event) => setValue(event.target.value)}
          className="h-10 w-14 rounded border border-slate-300 dark:border-slate-700"
        />
        <TextField
          label={t('account.customisation.colour')}
          name="mainColor"
          value={value}
          onValueChange={setValue}
          placeholder="#1d4ed8"
          disabled={disabled}
          className="w-40 space-y-1"
        />
        <SubmitButton pending={save.isPending} disabled={disabled}>
          {t('actions.save')}
        </SubmitButton>
      </form>
      {error && <FieldError id="main-colour-error">{error}</FieldError>}
    </Section>
  )
}

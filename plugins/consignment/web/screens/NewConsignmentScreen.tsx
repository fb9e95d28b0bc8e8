import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api } from '@sceau/api-client'
import { filesFromList, type PickedFile } from '@sceau/api-client/uploads'
import { CONSERVATION_YEARS, PricingError, depositPrice } from '@sceau/shared'
import type { AuthorKind, CoAuthorInput, CreatedDeposit, DepositInput, DepositType, ThirdPartyOwner, ThirdPartyRequestStatus } from '../../shared/types.js'
import { FieldError } from '@sceau/plugin-sdk/web/ui'
import { externalPage, fieldErrors, messageOf, useCurrentUser, useFormats, useLocalizedHref, usePageTitle } from '@sceau/plugin-sdk/web/hooks'
import { declareFiles, uploadAll } from '../hooks/uploadAll.js'
import { INPUT_CLASS } from '../components/classes.js'

interface ThirdPartyState {
  status: ThirdPartyRequestStatus
  allowed: boolean
  canRequest: boolean
}

const OWNER_FIELDS = ['legalName', 'companyNumber', 'lastname', 'firstname', 'email'] as const

/** docs/product.md §2 "New deposit configuration": type, author, conservation, co-authors, third-party option request. */
export default function NewConsignmentScreen() {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.new' })
  usePageTitle(t('title'))
  const formats = useFormats()
  const href = useLocalizedHref()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const me = useCurrentUser()
  const thirdParty = useQuery({
    queryKey: ['consignment', 'third-party'],
    queryFn: ({ signal }) => api.get<ThirdPartyState>('/consignment/third-party-request', { signal }),
  })
  const consignment = (me.data?.permissions?.consignment ?? {}) as { types?: Record<string, { active?: boolean }> }
  const allowedTypes: Record<DepositType, boolean> = {
    file: true,
    folder: consignment.types?.group?.active !== false,
    versioning: consignment.types?.versionning?.active === true,
    premium: consignment.types?.premium?.active === true,
  }

  const [type, setType] = useState<DepositType>('file')
  const [authorKind, setAuthorKind] = useState<AuthorKind>('me')
  const [owner, setOwner] = useState<ThirdPartyOwner>({ legalName: '', companyNumber: '', lastname: '', firstname: '', email: '' })
  const [years, setYears] = useState(3)
  const [coAuthors, setCoAuthors] = useState<CoAuthorInput[]>([])
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [hashOnly, setHashOnly] = useState(false)
  const [files, setFiles] = useState<PickedFile[]>([])
  const [progress, setProgress] = useState<{ phase: 'hashing' | 'uploading'; percent?: number } | null>(null)
  const effectiveYears = type === 'premium' ? 1 : years

  const bytes = files.reduce((sum, f) => sum + f.file.size, 0)
  const price = useMemo(() => {
    try {
      return depositPrice({ bytes, years: effectiveYears, paidPlan: me.data?.premium === true })
    } catch (error) {
      if (error instanceof PricingError) return null
      throw error
    }
  }, [bytes, effectiveYears, me.data?.premium])

  const [askingThirdParty, setAskingThirdParty] = useState(false)
  const requestThirdParty = useMutation({
    mutationFn: () => api.post<ThirdPartyState>('/consignment/third-party-request', {}),
    onSuccess: (state) => queryClient.setQueryData(['consignment', 'third-party'], state),
  })

  const submit = useMutation({
    mutationFn: async () => {
      // The file never leaves the machine when hash-only: its SHA-256 is computed here.
      if (hashOnly) setProgress({ phase: 'hashing' })
      const declared = await declareFiles(files, hashOnly)
      const body: DepositInput = {
        type,
        authorKind,
        ...(authorKind === 'third_party' ? { owner } : {}),
        years: effectiveYears,
        coAuthors,
        title,
        description,
        hashOnly,
        files: declared,
      }
      const created = await api.post<CreatedDeposit>('/consignment/deposits', body)
      if (created.upload) {
        setProgress({ phase: 'uploading', percent: 0 })
        await uploadAll(created.upload, files, t('uploadFailed'), (progress) => setProgress({ phase: 'uploading', percent: Math.round(progress * 100) }))
      }
      return created
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['consignment', 'deposits'] })
      // Credits did not cover it: the card payment is taken on the provider's page, which comes back to the payment pages.
      const paymentUrl = (created.deposit as { paymentUrl?: string | null }).paymentUrl
      if (paymentUrl) externalPage.open(paymentUrl)
      else void navigate(href(`/app/consignments/${created.deposit.id}`))
    },
    onSettled: () => setProgress(null),
  })
  const errors = fieldErrors(submit.error)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit.mutate()
  }
  const setCoAuthor = (index: number, patch: Partial<CoAuthorInput>) => setCoAuthors((list) => list.map((c, i) => (i === index ? { ...c, ...patch } : c)))

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <form className="mt-6 space-y-8" onSubmit={onSubmit} noValidate aria-busy={submit.isPending}>
        <fieldset className="card">
          <legend className="px-1 text-lg font-semibold">{t('type.legend')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(['file', 'folder', 'versioning', 'premium'] as const).map((value) => (
              <label key={value} className={`flex items-start gap-2 rounded-md border p-3 ${allowedTypes[value] ? '' : 'opacity-50'}`}>
                <input type="radio" name="type" value={value} checked={type === value} disabled={!allowedTypes[value]} onChange={() => setType(value)} />
                <span>
                  <span className="block font-medium">{t(`type.${value}`)}</span>
                  {!allowedTypes[value] && <span className="block text-xs text-slate-500">{t('type.notInPlan')}</span>}
                </span>
              </label>
            ))}
          </div>
          <FieldError id="type-error">{errors.type}</FieldError>
        </fieldset>

        <fieldset className="card">
          <legend className="px-1 text-lg font-semibold">{t('author.legend')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(['me', 'organisation', 'third_party'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="authorKind"
                  value={value}
                  checked={authorKind === value}
                  disabled={value === 'third_party' && !thirdParty.data?.allowed}
                  onChange={() => setAuthorKind(value)}
                />
                {t(`author.${value}`)}
              </label>
            ))}
          </div>
          {thirdParty.data && !thirdParty.data.allowed && (
            <div className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              <p>{t(`thirdParty.${thirdParty.data.status}`)}</p>
              {thirdParty.data.status === 'none' && thirdParty.data.canRequest && !askingThirdParty && (
                <button type="button" className="btn-secondary mt-2" onClick={() => setAskingThirdParty(true)} disabled={requestThirdParty.isPending}>
                  {t('thirdParty.request')}
                </button>
              )}
              {thirdParty.data.status === 'none' && thirdParty.data.canRequest && askingThirdParty && (
                // What the request costs and does, said before it is sent.
                <div
                  role="group"
                  aria-label={t('thirdParty.question')}
                  className="mt-2 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:bg-amber-950"
                >
                  <p>{t('thirdParty.question')}</p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-primary"
                      disabled={requestThirdParty.isPending}
                      onClick={() => {
                        setAskingThirdParty(false)
                        requestThirdParty.mutate()
                      }}
                    >
                      {t('thirdParty.confirm')}
                    </button>
                    <button type="button" className="btn-secondary" onClick={() => setAskingThirdParty(false)}>
                      {t('thirdParty.cancel')}
                    </button>
                  </div>
                </div>
              )}
              {requestThirdParty.isError && (
                <p role="alert" className="text-red-700">
                  {messageOf(requestThirdParty.error, t('genericError'))}
                </p>
              )}
            </div>
          )}
          {authorKind === 'third_party' && (
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {OWNER_FIELDS.map((field) => (
                <label key={field} className="block text-sm font-medium">
                  {t(`owner.${field}`)}
                  <input
                    className={INPUT_CLASS}
                    type={field === 'email' ? 'email' : 'text'}
                    value={owner[field]}
                    aria-invalid={!!errors[`owner.${field}`]}
                    onChange={(e) => setOwner({ ...owner, [field]: e.target.value })}
                  />
                  <FieldError id={`owner-${field}-error`}>{errors[`owner.${field}`]}</FieldError>
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <fieldset className="card">
          <legend className="px-1 text-lg font-semibold">{t('coAuthors.legend')}</legend>
          {coAuthors.map((coAuthor, i) => (
            <div key={i} className="mt-3 grid gap-2 sm:grid-cols-[1fr_1fr_1.5fr_auto]" data-testid="co-author">
              {(['firstname', 'lastname', 'email'] as const).map((field) => (
                <label key={field} className="block text-sm font-medium">
                  {t(`coAuthors.${field}`)}
                  <input
                    className={INPUT_CLASS}
                    type={field === 'email' ? 'email' : 'text'}
                    value={coAuthor[field]}
                    aria-invalid={!!errors[`coAuthors.${i}.${field}`]}
                    onChange={(e) => setCoAuthor(i, { [field]: e.target.value })}
                  />
                  <FieldError id={`co-${i}-${field}-error`}>{errors[`coAuthors.${i}.${field}`]}</FieldError>
                </label>
              ))}
              <button type="button" className="btn-secondary self-end" onClick={() => setCoAuthors((list) => list.filter((_, j) => j !== i))}>
                {t('coAuthors.remove')}
              </button>
            </div>
          ))}
          <button type="button" className="btn-secondary mt-3" onClick={() => setCoAuthors((list) => [...list, { firstname: '', lastname: '', email: '' }])}>
            {t('coAuthors.add')}
          </button>
        </fieldset>

        <fieldset className="card space-y-4">
          <legend className="px-1 text-lg font-semibold">{t('details.legend')}</legend>
          <label className="block text-sm font-medium">
            {t('details.title')}
            <input className={INPUT_CLASS} value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={!!errors.title} required />
            <FieldError id="title-error">{errors.title}</FieldError>
          </label>
          <label className="block text-sm font-medium">
            {t('details.description')}
            <textarea className={INPUT_CLASS} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </label>
          <label className="block text-sm font-medium">
            {t('details.years')}
            <select className={INPUT_CLASS} value={effectiveYears} disabled={type === 'premium'} onChange={(e) => setYears(Number(e.target.value))}>
              {CONSERVATION_YEARS.map((y) => (
                <option key={y} value={y}>
                  {t('details.yearsOption', { years: y })}
                </option>
              ))}
            </select>
          </label>
        </fieldset>

        <fieldset className="card space-y-3">
          <legend className="px-1 text-lg font-semibold">{t('files.legend')}</legend>
          {/* Styled like the app's other file pickers: a button-like label around a visually hidden input. */}
          <label className="btn-secondary inline-flex w-fit cursor-pointer focus-within:outline-2">
            {t('files.choose')}
            <input type="file" className="sr-only" multiple={type !== 'file'} onChange={(e) => setFiles(e.target.files ? filesFromList(e.target.files) : [])} />
          </label>
          {files.length > 0 && (
            <ul className="text-sm text-slate-600 dark:text-slate-300">
              {files.map((f) => (
                <li key={f.relativePath}>
                  {f.relativePath} — {formats.bytes(f.file.size)}
                </li>
              ))}
            </ul>
          )}
          <FieldError id="files-error">{errors.files}</FieldError>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" checked={hashOnly} onChange={(e) => setHashOnly(e.target.checked)} />
            <span>
              <span className="font-medium">{t('files.hashOnly')}</span>
              <span className="block text-slate-500">{t('files.hashOnlyHelp')}</span>
            </span>
          </label>
        </fieldset>

        <div className="card flex flex-wrap items-center justify-between gap-4">
          <p className="text-lg" aria-live="polite">
            {price ? t('price', { price: formats.euros(price.totalCents), years: effectiveYears }) : t('priceUnavailable')}
            {price && price.discountCents > 0 && (
              <span className="ml-2 text-sm text-green-700">{t('discount', { amount: formats.euros(price.discountCents) })}</span>
            )}
          </p>
          <button type="submit" className="btn-primary" disabled={submit.isPending || files.length === 0}>
            {t('submit')}
          </button>
        </div>
        {progress && (
          <p role="status" className="text-sm">
            {progress.phase === 'hashing' ? t('hashing') : t('uploading', { percent: progress.percent ?? 0 })}
          </p>
        )}
        {submit.isError && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {messageOf(submit.error, t('genericError'))}
          </p>
        )}
      </form>
    </div>
  )
}

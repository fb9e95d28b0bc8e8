import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { api } from '@sceau/api-client'
import { filesFromList, sha256OfBlob, type PickedFile } from '@sceau/api-client/uploads'
import { CONSERVATION_YEARS } from '@sceau/shared'
import type { CreatedDeposit, DepositDetail } from '../../shared/types.js'
import { declareFiles, uploadAll } from '../hooks/uploadAll.js'
import { HashCopyButton } from '../components/HashCopyButton.js'
import { DetailRow, FieldError } from '@sceau/plugin-sdk/web/ui'
import { StateTags } from '../components/StateTags.js'
import { INPUT_CLASS, LINK_CLASS } from '../components/classes.js'
import { fieldErrors, messageOf, useFormats } from '@sceau/plugin-sdk/web/hooks'


/** SPEC §2 deposit detail: information and edit, downloads, transfer, verify a copy, timestamp summary, integration token, renewal. */
export default function ConsignmentDetailScreen() {
  const { t, i18n } = useTranslation('consignment', { keyPrefix: 'screens.detail' })
  const formats = useFormats()
  const { id = '' } = useParams()
  const queryClient = useQueryClient()
  const key = ['consignment', 'deposits', id]
  const deposit = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<DepositDetail>(`/consignment/deposits/${id}`, { signal }),
    // Sealing and anchoring happen in the background: follow them until they are done.
    refetchInterval: (query) => {
      const data = query.state.data
      if (!data) return false
      if (data.state === 'uploading' || data.state === 'sealing') return 1000
      return data.anchor === 'pending' ? 15_000 : false
    },
    meta: { silent: true },
  })

  if (deposit.isPending) return <p role="status">{t('loading')}</p>
  if (deposit.isError) {
    return (
      <p role="alert" className="text-red-700">
        {messageOf(deposit.error, t('notFound'))}
      </p>
    )
  }
  const data = deposit.data
  const lang = i18n.language?.slice(0, 2) || 'fr'
  const base = `/api/v2/consignment/deposits/${data.id}`
  const sealed = data.files.filter((f) => f.state === 'sealed')

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{data.title}</h1>
          <p className="text-slate-500">
            {data.number ?? t('numberPending')} · {t(`types.${data.type}`)}
          </p>
        </div>
        <StateTags state={data.state} anchor={data.anchor} />
      </header>

      <EditCard deposit={data} onSaved={(next) => queryClient.setQueryData(key, next)} />

      <section className="card">
        <h2 className="text-lg font-semibold">{t('information')}</h2>
        <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          <DetailRow label={t('fields.author')}>
            {data.author.name} ({data.author.email})
          </DetailRow>
          {data.coAuthorList.length > 0 && <DetailRow label={t('fields.coAuthors')}>{data.coAuthors.join(', ')}</DetailRow>}
          <DetailRow label={t('fields.creator')}>{data.creator}</DetailRow>
          <DetailRow label={t('fields.depositedAt')}>{formats.dateTime(data.depositedAt)}</DetailRow>
          <DetailRow label={t('fields.expiresAt')}>{formats.date(data.expiresAt)}</DetailRow>
          <DetailRow label={t('fields.renewalDate')}>{formats.date(data.renewalDate)}</DetailRow>
          <DetailRow label={t('fields.price')}>
            {formats.euros(data.price.totalCents)} · {t(`payment.${data.price.method ?? 'pending'}`)}
            {data.invoiceId && (
              <>
                {' · '}
                <a className={LINK_CLASS} href={`${base}/invoice?lang=${lang}`}>
                  {t('invoice')}
                </a>
              </>
            )}
          </DetailRow>
          <DetailRow label={t('fields.integrationToken')} mono>
            {data.integrationToken} <HashCopyButton value={`<sceau-deposit deposit="${data.integrationToken}"></sceau-deposit>`} label={t('copyEmbed')} />
          </DetailRow>
        </dl>
      </section>

      <section className="card">
        <h2 className="text-lg font-semibold">{t('files')}</h2>
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {data.files.map((file) => (
            <li key={file.id} className="py-3" data-testid="deposit-file">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {data.type === 'versioning' && <span className="mr-2 text-xs text-slate-500">{t('versions.version', { version: file.version })}</span>}
                  {file.path}
                </span>
                <span className="text-sm text-slate-500">
                  {formats.bytes(file.size)} · {t(`fileStates.${file.state}`)}
                </span>
              </div>
              <dl className="mt-1">
                <DetailRow label={t('fields.checksum')} mono>
                  {file.sha256 ?? '—'}
                </DetailRow>
                {file.securityHash && (
                  <DetailRow label={t('fields.securityHash')} mono>
                    <span data-testid="security-hash">{file.securityHash}</span> <HashCopyButton value={file.securityHash} />
                  </DetailRow>
                )}
                {file.timestamp && (
                  <DetailRow label={t('fields.timestamp')}>
                    {formats.dateTime(file.timestamp.genTime)} — {file.timestamp.tsa ?? t('embeddedTsa')} · {t('serial', { serial: file.timestamp.serial })}
                    {!file.timestamp.qualified && <span className="ml-2 font-semibold text-amber-700">{t('notQualified')}</span>}
                    {file.timestamp.renewals > 0 && <span className="ml-2">{t('renewals', { count: file.timestamp.renewals })}</span>}
                  </DetailRow>
                )}
                <DetailRow label={t('fields.anchor')}>
                  {file.anchor.state === 'anchored' ? t('anchored', { tx: file.anchor.transactionHash ?? '', block: file.anchor.blockNumber ?? 0 }) : t('anchorPending')}
                </DetailRow>
              </dl>
              <div className="mt-2 flex flex-wrap gap-3 text-sm">
                {file.downloadable && (
                  <a className={LINK_CLASS} href={`${base}/files/${file.id}/download`}>
                    {t('download')}
                  </a>
                )}
                {file.state === 'sealed' && (
                  <>
                    <a className={LINK_CLASS} href={`${base}/files/${file.id}/certificate?lang=${lang}`}>
                      {t('certificate')}
                    </a>
                    <a className={LINK_CLASS} href={`${base}/files/${file.id}/proof?lang=${lang}`} data-testid="proof-folder">
                      {t('proofFolder')}
                    </a>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      {data.type === 'versioning' && data.state === 'protected' && <AddVersionCard deposit={data} onAdded={() => void deposit.refetch()} />}
      {sealed.length > 0 && <VerifyCopyCard deposit={data} />}
      {sealed.some((f) => f.downloadable) && <TransferCard deposit={data} />}
      {(data.state === 'protected' || data.state === 'renewal_due') && <RenewCard deposit={data} onRenewed={(next) => queryClient.setQueryData(key, next)} />}
    </div>
  )
}

function EditCard({ deposit, onSaved }: { deposit: DepositDetail; onSaved: (next: DepositDetail) => void }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.edit' })
  const [title, setTitle] = useState(deposit.title)
  const [description, setDescription] = useState(deposit.description ?? '')
  const save = useMutation({
    mutationFn: () => api.patch<DepositDetail>(`/consignment/deposits/${deposit.id}`, { title, description }),
    onSuccess: onSaved,
  })
  const errors = fieldErrors(save.error)
  return (
    <form
      className="card space-y-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        save.mutate()
      }}
    >
      <label className="block text-sm font-medium">
        {t('title')}
        <input className={INPUT_CLASS} value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={!!errors.title} />
        <FieldError id="edit-title-error">{errors.title}</FieldError>
      </label>
      <label className="block text-sm font-medium">
        {t('description')}
        <textarea className={INPUT_CLASS} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <button type="submit" className="btn-secondary" disabled={save.isPending}>
        {t('save')}
      </button>
      {save.isSuccess && <span role="status" className="ml-3 text-sm text-green-700">{t('saved')}</span>}
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(save.error, t('impossible'))}
        </p>
      )}
    </form>
  )
}

/** SPEC §4 "Verify copy": the copy's SHA-256 is computed in the browser and compared; the copy is never sent. */
function VerifyCopyCard({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.verify' })
  const [result, setResult] = useState<{ name: string; match: string | null } | null>(null)
  const [busy, setBusy] = useState(false)
  const check = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    try {
      const digest = await sha256OfBlob(file)
      setResult({ name: file.name, match: deposit.files.find((f) => f.sha256 === digest)?.path ?? null })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-500">{t('help')}</p>
      <label
        className="mt-3 block rounded-md border-2 border-dashed border-slate-300 p-6 text-center text-sm"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault()
          void check(e.dataTransfer.files[0])
        }}
      >
        {t('drop')}
        <input type="file" className="sr-only" aria-label={t('choose')} onChange={(e) => void check(e.target.files?.[0])} />
      </label>
      {busy && <p role="status">{t('hashing')}</p>}
      {result && (
        <p role="status" data-testid="verify-result" data-match={result.match ? 'yes' : 'no'} className={`mt-3 font-semibold ${result.match ? 'text-green-700' : 'text-red-700'}`}>
          {result.match ? t('conforms', { name: result.name }) : t('differs', { name: result.name })}
        </p>
      )}
    </section>
  )
}

/** "Transfer the file": a copy sent to recipients through the transfer plugin. */
function TransferCard({ deposit }: { deposit: DepositDetail }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.transfer' })
  const [recipients, setRecipients] = useState('')
  const [message, setMessage] = useState('')
  const [notifyProtected, setNotifyProtected] = useState(true)
  const send = useMutation({
    mutationFn: () =>
      api.post<{ requestId: string; recipients: string[] }>(`/consignment/deposits/${deposit.id}/transfer`, {
        recipients: recipients.split(/[\s,;]+/).filter(Boolean),
        message,
        notifyProtected,
      }),
  })
  return (
    <form
      className="card space-y-3"
      onSubmit={(e: FormEvent) => {
        e.preventDefault()
        send.mutate()
      }}
    >
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <label className="block text-sm font-medium">
        {t('recipients')}
        <input className={INPUT_CLASS} value={recipients} onChange={(e) => setRecipients(e.target.value)} placeholder="ada@example.org, alan@example.org" />
      </label>
      <label className="block text-sm font-medium">
        {t('message')}
        <textarea className={INPUT_CLASS} rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={notifyProtected} onChange={(e) => setNotifyProtected(e.target.checked)} />
        {t('notifyProtected')}
      </label>
      <button type="submit" className="btn-secondary" disabled={send.isPending}>
        {t('send')}
      </button>
      {send.isSuccess && <p role="status" className="text-sm text-green-700">{t('sent', { count: send.data.recipients.length })}</p>}
      {send.isError && (
        <p role="alert" className="text-sm text-red-700">
          {Object.values(fieldErrors(send.error))[0] ?? messageOf(send.error, t('failed'))}
        </p>
      )}
    </form>
  )
}

/** Project versioning: the next version's files, uploaded (or only hashed) like a new deposit's. */
function AddVersionCard({ deposit, onAdded }: { deposit: DepositDetail; onAdded: () => void }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.versions' })
  const { t: tn } = useTranslation('consignment', { keyPrefix: 'screens.new' })
  const [files, setFiles] = useState<PickedFile[]>([])
  const [hashOnly, setHashOnly] = useState(false)
  const add = useMutation({
    mutationFn: async () => {
      const declared = await declareFiles(files, hashOnly)
      const created = await api.post<CreatedDeposit>(`/consignment/deposits/${deposit.id}/versions`, { hashOnly, files: declared })
      if (created.upload) await uploadAll(created.upload, files, tn('uploadFailed'))
      return created
    },
    onSuccess: onAdded,
  })
  return (
    <section className="card space-y-3">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-500">{t('help')}</p>
      <input type="file" multiple aria-label={t('choose')} onChange={(e) => setFiles(e.target.files ? filesFromList(e.target.files) : [])} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={hashOnly} onChange={(e) => setHashOnly(e.target.checked)} />
        {tn('files.hashOnly')}
      </label>
      <button type="button" className="btn-secondary" disabled={add.isPending || files.length === 0} onClick={() => add.mutate()}>
        {t('submit')}
      </button>
      {add.isSuccess && <p role="status" className="text-sm text-green-700">{t('done')}</p>}
      {add.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(add.error, tn('genericError'))}
        </p>
      )}
    </section>
  )
}

function RenewCard({ deposit, onRenewed }: { deposit: DepositDetail; onRenewed: (next: DepositDetail) => void }) {
  const { t } = useTranslation('consignment', { keyPrefix: 'screens.detail.renew' })
  const [years, setYears] = useState(3)
  const renew = useMutation({
    mutationFn: () => api.post<DepositDetail>(`/consignment/deposits/${deposit.id}/renew`, { years }),
    onSuccess: onRenewed,
  })
  return (
    <section className="card space-y-3">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-sm text-slate-500">{t('help')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium">
          {t('years')}
          <select className={INPUT_CLASS} value={years} onChange={(e) => setYears(Number(e.target.value))}>
            {CONSERVATION_YEARS.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn-secondary" disabled={renew.isPending} onClick={() => renew.mutate()}>
          {t('submit')}
        </button>
      </div>
      {renew.isSuccess && <p role="status" className="text-sm text-green-700">{t('done')}</p>}
      {renew.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(renew.error, t('failed'))}
        </p>
      )}
    </section>
  )
}

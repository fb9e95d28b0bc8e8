import { useMemo, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { api } from '@sceau/api-client'
import { ACCESS_HEADER, ACCESS_QUERY, type DownloadView, type TransferFileView } from '../../shared/types.js'
import { useFormats, useLanguage, useLocalizedHref } from '@sceau/plugin-sdk/web/hooks'
import { FileTree } from '../components/FileTree.js'

interface LoadError {
  status: number
  code: string
  message: string
  requestId: string | null
}

/** The page's data through fetch, keeping the status and request id a failure screen shows. */
async function loadTransfer(token: string, access: string | null, language: string, signal: AbortSignal): Promise<DownloadView> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language }
  if (access) headers[ACCESS_HEADER] = access
  const response = await fetch(api.url(`/transfer/downloads/${encodeURIComponent(token)}`), { headers, signal })
  const body = await response.json().catch(() => null)
  if (!response.ok) {
    const error: LoadError = {
      status: response.status,
      code: body?.error?.code ?? 'E_UNEXPECTED_RESPONSE',
      message: body?.error?.message ?? '',
      requestId: response.headers.get('x-request-id'),
    }
    throw error
  }
  return body as DownloadView
}

const accessKey = (token: string) => `sceau.transfer.access.${token}`

/**
 * The recipient's page (SPEC §2): who sent what until when, the password card when locked, the
 * files with their folders, a selection and its count, one file or a ZIP of the selection (or of
 * everything), files still "being analysed", clear pages for expired or deleted transfers, and a
 * file-error screen with an identifier. The sender organisation's logo, background and colour apply.
 */
export default function DownloadScreen() {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.download' })
  const language = useLanguage()
  const { token = '' } = useParams()
  const format = useFormats()
  const href = useLocalizedHref()
  const queryClient = useQueryClient()
  const [access, setAccess] = useState<string | null>(() => sessionStorage.getItem(accessKey(token)))
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const transfer = useQuery<DownloadView, LoadError>({
    queryKey: ['transfer', 'download', token, access],
    queryFn: ({ signal }) => loadTransfer(token, access, language, signal),
    retry: false,
    // The page shows its own clear screen for expired, deleted, unknown and failed links.
    meta: { silent: true },
    refetchInterval: (query) => (query.state.data?.files.some((f) => f.state === 'analysing') ? 3000 : false),
  })

  const data = transfer.data
  const ready = useMemo(() => data?.files.filter((f) => f.state === 'ready') ?? [], [data])
  const link = (path: string, extra: Record<string, string> = {}) => api.url(path, { ...extra, ...(access ? { [ACCESS_QUERY]: access } : {}) })
  const fileUrl = (file: TransferFileView) => link(`/transfer/downloads/${token}/files/${file.id}`)
  const zipUrl = (ids: string[] | null) => link(`/transfer/downloads/${token}/zip`, ids ? { files: ids.join(',') } : {})
  const brand = data?.branding

  if (transfer.isPending) {
    return (
      <p role="status" className="text-center text-slate-500">
        {t('loading')}
      </p>
    )
  }
  if (transfer.isError || !data) {
    const error = transfer.error
    const kind =
      error?.code === 'E_TRANSFER_EXPIRED' ? 'expired' : error?.code === 'E_TRANSFER_DELETED' ? 'deleted' : error?.status === 404 ? 'notFound' : 'failure'
    return (
      <section className="card text-center" data-testid={`download-${kind}`}>
        <h1 className="text-2xl font-semibold">{t(`${kind}.title`)}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{kind === 'failure' ? t('failure.text') : error?.message || t(`${kind}.text`)}</p>
        {kind === 'failure' && (
          <p className="mt-3 text-sm text-slate-500">
            {t('failure.identifier')} <code className="font-mono">{error?.requestId ?? `${error?.code ?? 'E'}-${token.slice(0, 6)}`}</code>
          </p>
        )}
        <a href={href('/transfer')} className="btn-primary mt-6">
          {t('sendFiles')}
        </a>
      </section>
    )
  }

  async function unlock(password: string) {
    const result = await api.post<{ access: string }>(`/transfer/downloads/${token}/unlock`, { password })
    sessionStorage.setItem(accessKey(token), result.access)
    setAccess(result.access)
    await queryClient.invalidateQueries({ queryKey: ['transfer', 'download', token] })
  }

  const allSelected = ready.length > 0 && ready.every((f) => selected.has(f.id))
  const style = brand?.backgroundUrl ? { backgroundImage: `url("${brand.backgroundUrl}")` } : undefined
  const colour = brand?.mainColor && /^#[0-9a-f]{6}$/i.test(brand.mainColor) ? brand.mainColor : null

  return (
    <div className="rounded-2xl bg-cover bg-center p-2 sm:p-6" style={style} data-testid="download-page">
      <section className="card" style={colour ? { borderTop: `4px solid ${colour}` } : undefined}>
        {brand?.logoUrl && <img src={brand.logoUrl} alt={brand.name ?? ''} className="mb-4 max-h-12" />}
        <h1 className="text-2xl font-semibold">{data.title || t('untitled')}</h1>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline text-slate-500">{t('from')} </dt>
            <dd className="inline">{data.sender}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">{t('expires')} </dt>
            <dd className="inline">{format.dateTime(data.expireAt)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">{t('size')} </dt>
            <dd className="inline">{t('sizeValue', { count: data.fileCount, size: format.bytes(data.bytes) })}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">{t('sent')} </dt>
            <dd className="inline">{format.dateTime(data.sentAt)}</dd>
          </div>
        </dl>
        {data.message && (
          <p className="mt-4 whitespace-pre-line rounded-md bg-slate-50 p-3 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{data.message}</p>
        )}

        {data.locked ? (
          <PasswordCard onUnlock={unlock} />
        ) : (
          <>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? new Set() : new Set(ready.map((f) => f.id)))} />
                {t('selectAll')}
              </label>
              <span className="text-sm text-slate-500" role="status">
                {t('selectedCount', { count: selected.size })}
              </span>
            </div>
            <FileTree
              files={data.files}
              selected={selected}
              onToggle={(id) =>
                setSelected((current) => {
                  const next = new Set(current)
                  if (next.has(id)) next.delete(id)
                  else next.add(id)
                  return next
                })
              }
              fileUrl={fileUrl}
            />
            <div className="mt-6 flex flex-wrap gap-2">
              <a
                className={`btn-primary ${ready.length ? '' : 'pointer-events-none opacity-60'}`}
                href={zipUrl(null)}
                download
                style={colour ? { backgroundColor: colour } : undefined}
              >
                {t('downloadAll')}
              </a>
              {selected.size > 0 && (
                <a className="btn-secondary" href={zipUrl([...selected])} download>
                  {t('downloadSelected', { count: selected.size })}
                </a>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  )
}

function PasswordCard({ onUnlock }: { onUnlock: (password: string) => Promise<void> }) {
  const { t } = useTranslation('transfer', { keyPrefix: 'screens.download.password' })
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!password) return setError(t('required'))
    setBusy(true)
    setError(null)
    try {
      await onUnlock(password)
    } catch (failure) {
      setError((failure as { message?: string }).message || t('failed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
      <label htmlFor="download-password" className="mt-3 block text-sm font-medium">
        {t('label')}
      </label>
      <input
        id="download-password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? 'download-password-error' : undefined}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
      />
      {error && (
        <p id="download-password-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary mt-3" disabled={busy}>
        {t('submit')}
      </button>
    </form>
  )
}

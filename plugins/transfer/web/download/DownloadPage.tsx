import { lazy, Suspense, use, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { usePageTitle } from '@sceau/plugin-sdk/web/pageTitle'
import { Picture } from '@sceau/plugin-sdk/web/picture'
import { backgroundStyle, safeColour } from '@sceau/plugin-sdk/web'
import { api } from '@sceau/api-client'
import { SelectAll, useSelection } from '@sceau/plugin-sdk/web/selection'
import { ACCESS_QUERY, type TransferFileView } from '../../shared/types.js'
import { FileTree } from '../components/FileTree.js'
import { pageFormats } from './pageFormats.js'
import { underPrefix, type Translate } from './translate.js'
import { useDownload } from './useDownload.js'

// An encrypted transfer's files (decryption, hash-wasm, the token parser) load only on such a transfer's page.
const loadE2eFiles = () => import('./E2eFiles.js')
const E2eFiles = lazy(loadE2eFiles)
const FailedDownloadNotice = lazy(() => import('./FailedDownloadNotice.js'))
// Only transfers that ask for an acknowledgement load its card (the recipient page's size budget).
const AcknowledgementCard = lazy(() => import('./AcknowledgementCard.js').then((module) => ({ default: module.AcknowledgementCard })))

export interface DownloadPageProps {
  token: string
  language: string
  /** The "transfer" namespace. */
  t: Translate
  /** A canonical path (French, unprefixed) in the page's language. */
  href: (path: string) => string
  /** Adds the words of an encrypted transfer's files (screens.download.e2e) to `t` when it lacks them: the light shell loads them only for such a transfer. */
  loadE2eWords?: () => Promise<void>
}

const wordsLoading = new WeakMap<() => Promise<void>, Promise<unknown>>()

/** Suspends until `load` added the encrypted transfer's words (the light shell), loading E2eFiles meanwhile. */
function WithE2eWords({ load, children }: { load?: () => Promise<void>; children: ReactNode }) {
  if (load) {
    let loading = wordsLoading.get(load)
    if (!loading) wordsLoading.set(load, (loading = Promise.all([load(), loadE2eFiles()])))
    use(loading)
  }
  return children
}

/**
 * The recipient's page (docs/product.md §2): who sent what until when, the password card when locked, the
 * files with their folders, a selection and its count, one file or a ZIP of the selection (or of
 * everything), files still "being analysed", clear pages for expired or deleted transfers, and a
 * file-error screen with an identifier. The sender organisation's logo, background and colour apply.
 * Rendered by the app's route and by the light shell a recipient's browser loads (web/src/recipient).
 */
export function DownloadPage({ token, language, t: transferT, href, loadE2eWords }: DownloadPageProps) {
  const t = underPrefix(transferT, 'screens.download')
  const format = useMemo(() => pageFormats(language), [language])
  const { state, access, unlock } = useDownload(token, language)
  // The links open as pages: a download the server refused comes back here (?failed=file|zip&code=…) and is said,
  // by a module loaded only then (FailedDownloadNotice).
  const [refused] = useState(() => new URLSearchParams(window.location.search).has('failed'))

  const data = state.status === 'ready' ? state.view : null
  const ready = useMemo(() => data?.files.filter((f) => f.state === 'ready') ?? [], [data])
  const { selected, allSelected, toggle, toggleAll } = useSelection(ready)
  const link = (path: string, extra: Record<string, string> = {}) => api.url(path, { ...extra, ...(access ? { [ACCESS_QUERY]: access } : {}) })
  const fileUrl = (file: TransferFileView) => link(`/transfer/downloads/${token}/files/${file.id}`)
  const zipUrl = (ids: string[] | null) => link(`/transfer/downloads/${token}/zip`, ids ? { files: ids.join(',') } : {})
  const brand = data?.branding
  const failure = state.status === 'failed' ? state.error : undefined
  const failed =
    failure?.code === 'E_TRANSFER_EXPIRED' ? 'expired' : failure?.code === 'E_TRANSFER_DELETED' ? 'deleted' : failure?.status === 404 ? 'notFound' : 'failure'
  usePageTitle(data ? data.title || t('untitled') : state.status === 'failed' ? t(`${failed}.title`) : null)

  if (state.status === 'loading') {
    return (
      <p role="status" className="text-center text-slate-500">
        {t('loading')}
      </p>
    )
  }
  if (state.status === 'failed' || !data) {
    const error = failure
    const kind = failed
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

  const colour = safeColour(brand?.mainColor)

  return (
    <div className="rounded-2xl bg-cover bg-center p-2 sm:p-6" style={backgroundStyle(brand?.backgroundUrl)} data-testid="download-page">
      <section className="card" style={colour ? { borderTop: `4px solid ${colour}` } : undefined}>
        {brand?.logoUrl && <Picture src={brand.logoUrl} alt={brand.name ?? ''} className="mb-4 max-h-12" />}
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
          <PasswordCard t={underPrefix(t, 'password')} onUnlock={unlock} />
        ) : data.e2e ? (
          <Suspense fallback={<p className="mt-6 text-sm text-slate-500">{t('loading')}</p>}>
            <WithE2eWords load={loadE2eWords}>
              <E2eFiles
                e2e={data.e2e}
                files={data.files}
                fileUrl={fileUrl}
                t={transferT}
                format={format}
                fragment={window.location.hash}
                zipName={`${(data.title ?? '').trim() || `sceau-${token.slice(0, 8)}`}.zip`}
              />
            </WithE2eWords>
          </Suspense>
        ) : (
          <>
            <SelectAll
              allSelected={allSelected}
              onToggle={toggleAll}
              label={t('selectAll')}
              status={t('selectedCount', { count: selected.size })}
              className="mt-6"
            />
            {refused && (
              <Suspense fallback={null}>
                <FailedDownloadNotice t={t} />
              </Suspense>
            )}
            <FileTree t={transferT} bytes={format.bytes} files={data.files} selected={selected} onToggle={toggle} fileUrl={fileUrl} opensAsPage />
            <div className="mt-6 flex flex-wrap gap-2">
              <a
                className={`btn-primary ${ready.length ? '' : 'pointer-events-none opacity-60'}`}
                href={zipUrl(null)}
                style={colour ? { backgroundColor: colour } : undefined}
              >
                {t('downloadAll')}
              </a>
              {selected.size > 0 && (
                <a className="btn-secondary" href={zipUrl([...selected])}>
                  {t('downloadSelected', { count: selected.size })}
                </a>
              )}
            </div>
            {data.acknowledgement && (
              <Suspense fallback={null}>
                <AcknowledgementCard token={token} access={access} language={language} t={underPrefix(t, 'acknowledgement')} dateTime={format.dateTime} />
              </Suspense>
            )}
          </>
        )}
      </section>
    </div>
  )
}

function PasswordCard({ t, onUnlock }: { t: Translate; onUnlock: (password: string) => Promise<void> }) {
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

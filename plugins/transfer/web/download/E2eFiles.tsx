/*
 * The files of an end-to-end encrypted transfer on the recipient's page (docs/e2e-format.md §6): the key
 * from the link's fragment or a passphrase, the manifest decrypted here, and each file decrypted in the
 * browser and kept aside until its size, SHA-256 and commitment check out; then "identical to what the
 * sender certified on <date>", the date of the server's RFC 3161 token over the commitments. A file
 * that checked out can then be proven to a third party: "Save the proof" makes, here, the ZIP of
 * docs/e2e-format.md §7 (the commitment list, its token, the TSA chain, the anchor when there is one,
 * and the opening of that file alone, its name only if the recipient ticks it). A selection, or every
 * file, can also go as one ZIP built here (docs/e2e-format.md §9), each file checked before the archive
 * goes on. Files and ZIPs go to disk as they are decrypted (saveSinks.ts). Loaded only for such a
 * transfer (the download page's size budget), and the ZIP writer and service worker only when used.
 */
import { useEffect, useState, type FormEvent } from 'react'
import {
  commitmentListDigest,
  decryptFile,
  decryptManifest,
  E2eError,
  fromBase64Url,
  KDF_ARGON2ID,
  keyFromFragment,
  readManifestHeader,
  toHex,
  type E2eMaster,
  type E2eSecret,
  type Manifest,
  type ManifestEntry,
} from '@sceau/e2e'
import { createE2eProofBundle, e2eProofFileName, parseTimeStampToken } from '@sceau/proof'
import type { DownloadE2e, TransferFileView } from '../../shared/types.js'
import { workerHasher } from './plaintextHasher.js'
import { BLOB_LIMIT, inPieces, offer, openSink, sinkKind, TooLargeError, type SaveTarget } from './saveSinks.js'
import { underPrefix, type Translate } from './translate.js'
import type { ZipEntry } from './zipStream.js'

export interface E2eFilesProps {
  e2e: DownloadE2e
  files: TransferFileView[]
  /** The address of one file's ciphertext (with the access a password gave). */
  fileUrl: (file: TransferFileView) => string
  /** The "transfer" namespace. */
  t: Translate
  format: { dateTime: (iso: string) => string; bytes: (n: number) => string }
  /** The link's fragment (`#k=…`), read once: browsers never send it to the server. */
  fragment: string
  /** The name of a ZIP of the files, as the server names a plain transfer's. */
  zipName: string
}

type Opening =
  | { step: 'checking' }
  | { step: 'passphrase'; error: string | null; busy: boolean }
  | { step: 'refused'; reason: 'certification' | 'noKey' | 'wrongKey' | 'manifest' }
  | { step: 'open'; master: E2eMaster; manifest: Manifest }

type Failure = 'altered' | 'network' | 'tooLarge'
type FileStatus = { state: 'idle' } | { state: 'saving' } | { state: 'saved' } | { state: 'failed'; reason: Failure }
type ZipStatus =
  | { state: 'idle' }
  | { state: 'saving'; done: number; count: number }
  | { state: 'saved'; count: number }
  | { state: 'failed'; reason: Failure; path: string | null }

interface Saveable {
  entry: ManifestEntry
  file: TransferFileView
  commitment: string
}

const failureOf = (error: unknown): Failure => (error instanceof E2eError ? 'altered' : error instanceof TooLargeError ? 'tooLarge' : 'network')
const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** A folder the recipient chose (showDirectoryPicker): every file of the transfer goes under it, in its own folders. */
interface SaveFolder {
  getDirectoryHandle(name: string, options: { create: true }): Promise<SaveFolder>
  getFileHandle(name: string, options: { create: true }): Promise<SaveTarget>
}
type FolderPicker = (options: { mode: 'readwrite' }) => Promise<SaveFolder>

function folderPicker(): FolderPicker | undefined {
  const picker = (window as unknown as { showDirectoryPicker?: FolderPicker }).showDirectoryPicker
  return typeof picker === 'function' ? picker.bind(window) : undefined
}

/** The file at `path` under `folder`, its folders created (the manifest's paths are checked safe: docs/e2e-format.md §4). */
async function targetIn(folder: SaveFolder, path: string): Promise<SaveTarget> {
  const segments = path.split('/')
  let dir = folder
  for (const segment of segments.slice(0, -1)) dir = await dir.getDirectoryHandle(segment, { create: true })
  return dir.getFileHandle(segments[segments.length - 1]!, { create: true })
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/** The token's time, once its imprint is the digest of these very commitments (else null). */
async function certifiedAt(e2e: DownloadE2e): Promise<string | null> {
  try {
    const token = parseTimeStampToken(fromBase64(e2e.timestamp.token))
    if (toHex(token.summary.imprint) !== toHex(await commitmentListDigest(e2e.commitments))) return null
    return token.summary.genTime.toISOString()
  } catch {
    return null
  }
}

/** The proof of one opened file (docs/e2e-format.md §7), made here: the server never sees the opening. */
function saveProof(e2e: DownloadE2e, entry: ManifestEntry, withName: boolean) {
  const file = withName ? { path: entry.path, size: entry.size } : null
  const zip = createE2eProofBundle({
    commitments: e2e.commitments,
    token: fromBase64(e2e.timestamp.token),
    chainPem: e2e.tsaChain,
    anchor: e2e.anchor,
    opening: { id: entry.id, salt: entry.salt, sha256: entry.sha256 },
    file,
  })
  offer([zip as Uint8Array<ArrayBuffer>], e2eProofFileName(entry, file), 'application/zip')
}

/** The file's plaintext as it is decrypted, and a promise that rejects when it must not be kept (docs/e2e-format.md §6). */
async function decrypted(url: string, master: E2eMaster, entry: ManifestEntry, commitment: string) {
  const response = await fetch(url)
  if (!response.ok || !response.body) throw new TypeError(`download answered ${response.status}`)
  const decryption = decryptFile(master, entry, commitment, { hasher: workerHasher() })
  return { body: response.body.pipeThrough(decryption.stream).pipeThrough(inPieces()), done: decryption.verified }
}

/** Writes `body` into `writable`, closed only once `done` resolved: a picked file is replaced, a download completes, a Blob is offered. Else aborted. */
async function writeChecked(open: () => Promise<{ body: ReadableStream<Uint8Array>; done: Promise<void> }>, writable: WritableStream<Uint8Array>) {
  try {
    const { body, done } = await open()
    await body.pipeTo(writable, { preventClose: true, preventAbort: true })
    await done
    await writable.close()
  } catch (error) {
    await writable.abort(error).catch(() => {})
    throw error
  }
}

export default function E2eFiles({ e2e, files, fileUrl, t: transferT, format, fragment, zipName }: E2eFilesProps) {
  const t = underPrefix(transferT, 'screens.download.e2e')
  const [opening, setOpening] = useState<Opening>({ step: 'checking' })
  const [certified, setCertified] = useState<string | null>(null)
  const [statuses, setStatuses] = useState<Record<string, FileStatus>>({})
  /** Per file: put its name in its proof (the recipient's choice; off by default), and whether making the proof failed. */
  const [proofNames, setProofNames] = useState<Record<string, boolean>>({})
  const [proofFailed, setProofFailed] = useState<Record<string, boolean>>({})
  /** The files ticked for a ZIP, by manifest id. */
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [zip, setZip] = useState<ZipStatus>({ state: 'idle' })

  async function open(secret: E2eSecret, passphrase: boolean) {
    try {
      const { master, manifest } = await decryptManifest(fromBase64Url(e2e.manifest), secret)
      setOpening({ step: 'open', master, manifest })
    } catch (error) {
      const wrong = error instanceof E2eError && error.code === 'decrypt'
      if (passphrase && wrong) setOpening({ step: 'passphrase', error: t('passphrase.wrong'), busy: false })
      else setOpening({ step: 'refused', reason: wrong ? 'wrongKey' : 'manifest' })
    }
  }

  useEffect(() => {
    let live = true
    void (async () => {
      const at = await certifiedAt(e2e)
      if (!live) return
      if (!at) return setOpening({ step: 'refused', reason: 'certification' })
      setCertified(at)
      let passphraseMode: boolean
      try {
        passphraseMode = readManifestHeader(fromBase64Url(e2e.manifest)).kdf?.kdf === KDF_ARGON2ID
      } catch {
        return setOpening({ step: 'refused', reason: 'manifest' })
      }
      if (passphraseMode) return setOpening({ step: 'passphrase', error: null, busy: false })
      let key: Uint8Array | undefined
      try {
        key = keyFromFragment(fragment)
      } catch {
        key = undefined
      }
      if (!key) setOpening({ step: 'refused', reason: 'noKey' })
      else await open({ key }, false)
    })()
    return () => {
      live = false
    }
    // The transfer's manifest and commitments do not change while the page shows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [e2e.manifest])

  if (opening.step === 'checking') {
    return (
      <p role="status" className="mt-6 text-sm text-slate-500">
        {t('opening')}
      </p>
    )
  }
  if (opening.step === 'refused') {
    return (
      <p
        role="alert"
        className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
      >
        {t(`refused.${opening.reason}`)}
      </p>
    )
  }
  if (opening.step === 'passphrase') {
    return (
      <PassphraseForm
        t={underPrefix(t, 'passphrase')}
        error={opening.error}
        busy={opening.busy}
        onSubmit={(passphrase) => {
          if (!passphrase) return setOpening({ step: 'passphrase', error: t('passphrase.required'), busy: false })
          setOpening({ step: 'passphrase', error: null, busy: true })
          void open({ passphrase }, true)
        }}
      />
    )
  }

  const { master, manifest } = opening
  const setStatus = (id: string, status: FileStatus) => setStatuses((current) => ({ ...current, [id]: status }))
  const saveable: Saveable[] = manifest.files.flatMap((entry) => {
    const file = files.find((candidate) => candidate.name === entry.id && candidate.state === 'ready')
    const commitment = e2e.commitments.find((item) => item.id === entry.id)?.commitment
    return file && commitment ? [{ entry, file, commitment }] : []
  })
  const busy = zip.state === 'saving' || Object.values(statuses).some((status) => status.state === 'saving')
  /** One file; `target` null: the save dialog when the browser has one, else a download streamed by the service worker, else a Blob. */
  async function save({ entry, file, commitment }: Saveable, target: (() => Promise<SaveTarget>) | null) {
    setStatus(entry.id, { state: 'saving' })
    try {
      const name = entry.path.slice(entry.path.lastIndexOf('/') + 1)
      const writable = target ? await (await target()).createWritable() : (await openSink(name, 'application/octet-stream', () => entry.size)).writable
      await writeChecked(() => decrypted(fileUrl(file), master, entry, commitment), writable)
      setStatus(entry.id, { state: 'saved' })
    } catch (error) {
      // The recipient closed the save dialog or cancelled the download: nothing happened.
      if (cancelled(error)) return setStatus(entry.id, { state: 'idle' })
      setStatus(entry.id, { state: 'failed', reason: failureOf(error) })
    }
  }
  /** Every file, one after the other: into a folder the recipient picks (with the transfer's folders), else one download each. */
  async function saveAll() {
    const pick = folderPicker()
    let folder: SaveFolder | null = null
    if (pick) {
      try {
        folder = await pick({ mode: 'readwrite' })
      } catch {
        return
      }
    }
    for (const item of saveable) {
      const where = folder
      await save(item, where ? () => targetIn(where, item.entry.path) : null)
    }
  }
  /** `chosen` as one ZIP with the transfer's folders; each file is checked before the next starts, and any failure aborts the whole ZIP. */
  async function saveZip(chosen: Saveable[]) {
    setZip({ state: 'saving', done: 0, count: chosen.length })
    let current: string | null = null
    let done = 0
    try {
      const entries: ZipEntry[] = chosen.map(({ entry, file, commitment }) => ({
        path: entry.path,
        size: entry.size,
        open: async () => {
          current = entry.path
          const plaintext = await decrypted(fileUrl(file), master, entry, commitment)
          return {
            body: plaintext.body,
            done: plaintext.done.then(() => {
              current = null
              setZip({ state: 'saving', done: ++done, count: chosen.length })
            }),
          }
        },
      }))
      const zipModule = import('./zipStream.js')
      const { writable } = await openSink(zipName, 'application/zip', async () => (await zipModule).zipLength(entries))
      await writeChecked(async () => ({ body: (await zipModule).zipStream(entries), done: Promise.resolve() }), writable)
      setStatuses((now) => ({ ...now, ...Object.fromEntries(chosen.map(({ entry }) => [entry.id, { state: 'saved' } as FileStatus])) }))
      setZip({ state: 'saved', count: chosen.length })
    } catch (error) {
      if (cancelled(error)) return setZip({ state: 'idle' })
      const reason = failureOf(error)
      // A size that differs from the manifest's is an altered file too.
      const altered = reason === 'altered' || error instanceof RangeError
      setZip({ state: 'failed', reason: altered ? 'altered' : reason, path: altered ? current : null })
    }
  }
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const allSelected = saveable.length > 0 && saveable.every(({ entry }) => selected.has(entry.id))
  const chosen = saveable.filter(({ entry }) => selected.has(entry.id))
  const inMemory = sinkKind() === 'blob'

  return (
    <div className="mt-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('intro')}</p>
      {saveable.length > 1 && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(saveable.map(({ entry }) => entry.id)))}
            />
            {transferT('screens.download.selectAll')}
          </label>
          <span className="text-sm text-slate-500" role="status">
            {transferT('screens.download.selectedCount', { count: chosen.length })}
          </span>
        </div>
      )}
      <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700" data-testid="e2e-files">
        {manifest.files.map((entry) => {
          const file = files.find((candidate) => candidate.name === entry.id)
          const commitment = e2e.commitments.find((item) => item.id === entry.id)?.commitment
          const status = statuses[entry.id] ?? { state: 'idle' }
          const name = entry.path.slice(entry.path.lastIndexOf('/') + 1)
          const item = saveable.find((candidate) => candidate.entry.id === entry.id)
          return (
            <li key={entry.id} className="p-3 text-sm" data-e2e-file={entry.path}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex min-w-0 items-center gap-2 break-all">
                  {item && saveable.length > 1 && (
                    <input type="checkbox" aria-label={t('select', { name: entry.path })} checked={selected.has(entry.id)} onChange={() => toggle(entry.id)} />
                  )}
                  <span>
                    {entry.path} <span className="text-slate-500">· {format.bytes(entry.size)}</span>
                  </span>
                </span>
                {!file || !commitment ? (
                  <span className="text-slate-500">{transferT('screens.files.deleted')}</span>
                ) : file.state === 'analysing' ? (
                  <span className="text-slate-500">{transferT('screens.files.analysing')}</span>
                ) : (
                  <button
                    type="button"
                    className="btn-secondary px-3 py-1 text-sm"
                    disabled={busy}
                    aria-label={t('saveFile', { name })}
                    onClick={() => void save({ entry, file, commitment }, null)}
                  >
                    {status.state === 'saving' ? t('saving') : t('save')}
                  </button>
                )}
              </div>
              {status.state === 'saved' && certified && (
                <>
                  <p className="mt-1 font-medium text-emerald-700 dark:text-emerald-300" role="status">
                    {t('identical', { date: format.dateTime(certified) })}
                  </p>
                  <div className="mt-2 flex flex-wrap items-center gap-3" data-testid="e2e-proof">
                    <button
                      type="button"
                      className="btn-secondary px-3 py-1 text-sm"
                      aria-label={t('proof.saveFile', { name })}
                      onClick={() => {
                        try {
                          saveProof(e2e, entry, proofNames[entry.id] ?? false)
                          setProofFailed((current) => ({ ...current, [entry.id]: false }))
                        } catch {
                          setProofFailed((current) => ({ ...current, [entry.id]: true }))
                        }
                      }}
                    >
                      {t('proof.save')}
                    </button>
                    <label className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
                      <input
                        type="checkbox"
                        checked={proofNames[entry.id] ?? false}
                        onChange={(event) => setProofNames((current) => ({ ...current, [entry.id]: event.target.checked }))}
                      />
                      {t('proof.includeName')}
                    </label>
                  </div>
                  <p className="mt-1 text-xs text-slate-500">{t('proof.hint')}</p>
                  {proofFailed[entry.id] && (
                    <p className="mt-1 text-red-700 dark:text-red-300" role="alert">
                      {t('proof.failed')}
                    </p>
                  )}
                </>
              )}
              {status.state === 'failed' && (
                <p className="mt-1 text-red-700 dark:text-red-300" role="alert">
                  {t(`failed.${status.reason}`, { size: format.bytes(BLOB_LIMIT) })}
                </p>
              )}
            </li>
          )
        })}
      </ul>
      {saveable.length > 1 && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void saveZip(saveable)}>
            {t('zip.all')}
          </button>
          {chosen.length > 0 && (
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => void saveZip(chosen)}>
              {t('zip.selection', { count: chosen.length })}
            </button>
          )}
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => void saveAll()}>
            {t('saveAll', { count: saveable.length })}
          </button>
        </div>
      )}
      {zip.state === 'saving' && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" role="status">
          {t('zip.saving', { done: zip.done, count: zip.count })}
        </p>
      )}
      {zip.state === 'saved' && certified && (
        <p className="mt-2 text-sm font-medium text-emerald-700 dark:text-emerald-300" role="status" data-testid="e2e-zip-saved">
          {t('zip.saved', { count: zip.count, date: format.dateTime(certified) })}
        </p>
      )}
      {zip.state === 'failed' && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert" data-testid="e2e-zip-failed">
          {zip.path ? t('zip.failed.altered', { path: zip.path }) : t(`failed.${zip.reason}`, { size: format.bytes(BLOB_LIMIT) })}
        </p>
      )}
      {inMemory && <p className="mt-2 text-xs text-slate-500">{t('inMemory', { size: format.bytes(BLOB_LIMIT) })}</p>}
    </div>
  )
}

function PassphraseForm({ t, error, busy, onSubmit }: { t: Translate; error: string | null; busy: boolean; onSubmit: (passphrase: string) => void }) {
  const [passphrase, setPassphrase] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    onSubmit(passphrase)
  }
  return (
    <form className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700" onSubmit={submit} noValidate>
      <h2 className="font-semibold">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('text')}</p>
      <label htmlFor="download-passphrase" className="mt-3 block text-sm font-medium">
        {t('label')}
      </label>
      <input
        id="download-passphrase"
        type="password"
        autoComplete="off"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? 'download-passphrase-error' : undefined}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-800"
      />
      {error && (
        <p id="download-passphrase-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary mt-3" disabled={busy}>
        {busy ? t('checking') : t('submit')}
      </button>
    </form>
  )
}

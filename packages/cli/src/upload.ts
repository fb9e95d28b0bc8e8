/*
 * Sends files to a batch through @sceau/api-client's UploadClient (tus, the same code as the web app).
 * In Node tus-js-client reads an fs.ReadStream (by path, any slice), so each file is handed over as one,
 * with the File fields UploadClient reads (size, type, lastModified). The tus upload URLs are kept in
 * the state file, keyed by file fingerprint: a run that was interrupted resumes where the server stopped.
 */
import { createReadStream, mkdirSync, writeFileSync, chmodSync } from 'node:fs'
import { UploadClient, fileFingerprint, type KeyValueStorage, type UploadItem } from '@sceau/api-client/uploads'
import { CliError, EXIT } from './errors.ts'
import { configDir, statePath, type UploadState } from './config.ts'
import { sha256File, type LocalFile } from './files.ts'
import { Progress } from './progress.ts'

export interface Batch {
  batchId: string
  uploadToken: string
  endpoint: string
}

export interface UploadResult {
  path: string
  blobId: string | null
  /** Bytes the server already had from an earlier, interrupted run (0 for a fresh upload). */
  resumedFromBytes: number
}

/** Web Storage over the state file, written at every change (a kill loses nothing already acknowledged). */
export function fileStorage(state: UploadState): KeyValueStorage & { save(): void } {
  const save = () => {
    mkdirSync(configDir(), { recursive: true, mode: 0o700 })
    writeFileSync(statePath(), JSON.stringify(state, null, 2) + '\n', { mode: 0o600 })
    chmodSync(statePath(), 0o600)
  }
  return {
    getItem: (key) => state.storage[key] ?? null,
    setItem: (key, value) => {
      state.storage[key] = value
      save()
    },
    removeItem: (key) => {
      delete state.storage[key]
      save()
    },
    save,
  }
}

/** What the server holds of an upload (tus HEAD), or null when it is gone. */
async function serverOffset(url: string, token: string): Promise<number | null> {
  try {
    const response = await fetch(url, { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${token}` } })
    const offset = response.headers.get('upload-offset')
    return response.ok && offset !== null ? Number(offset) : null
  } catch {
    return null
  }
}

/**
 * Uploads `files` to `batch`. `key` is the batch's entry in the state file: a refusal (the deposit or
 * draft is gone, the token expired) forgets it, so the next run starts afresh instead of failing again.
 */
export async function uploadFiles(origin: string, batch: Batch, files: LocalFile[], state: UploadState, label: string, key: string): Promise<UploadResult[]> {
  const storage = fileStorage(state)
  const endpoint = new URL(batch.endpoint, origin).toString()
  const progress = new Progress()
  const chunkSize = Number(process.env.SCEAU_UPLOAD_CHUNK_BYTES) || undefined
  let settled: () => void = () => {}
  const finished = new Promise<void>((resolve) => (settled = resolve))
  let lastItems: UploadItem[] = []
  const client = new UploadClient({
    batchId: batch.batchId,
    token: batch.uploadToken,
    endpoint,
    storage,
    ...(chunkSize ? { chunkSize } : {}),
    // Network drops are retried a few times, then the run stops (exit 4) and the next run resumes.
    retryDelays: [0, 1000, 3000, 5000, 10_000],
    hasher: {
      // Called by add(), with the stream handed over below: it knows its path.
      hash: (_id, file) => sha256File(String((file as unknown as { path: string }).path)),
      close: () => {},
    },
    onChange: (items, totals) => {
      lastItems = items
      progress.update(label, totals.sentBytes, totals.bytes, `${totals.states.complete}/${totals.files} files`)
      if (items.length && items.every((item) => ['complete', 'loadingError', 'sendingError'].includes(item.state))) settled()
    },
  })
  const resumed = new Map<string, number>()
  for (const file of files) {
    const identity = { relativePath: file.relativePath, size: file.size, lastModified: file.lastModified }
    const stored = JSON.parse(storage.getItem(`sceau.uploads.${batch.batchId}`) ?? 'null') as { files?: Record<string, { uploadUrl: string | null }> } | null
    const url = stored?.files?.[fileFingerprint(batch.batchId, identity)]?.uploadUrl
    if (url) resumed.set(file.relativePath, (await serverOffset(url, batch.uploadToken)) ?? 0)
  }
  const picked = files.map((file) => {
    // tus-js-client (Node) reads an fs.ReadStream by its path; UploadClient reads the File fields.
    const stream = createReadStream(file.absolutePath)
    const asFile = Object.assign(stream, { size: file.size, type: '', lastModified: file.lastModified, name: file.relativePath })
    return { file: asFile as unknown as File, relativePath: file.relativePath }
  })
  client.add(picked)
  client.start()
  await finished
  progress.done()
  client.close()
  for (const { file } of picked) (file as unknown as NodeJS.ReadableStream & { destroy(): void }).destroy()
  const failed = lastItems.filter((item) => item.failure)
  if (failed.length) {
    const first = failed[0]!.failure!
    const message = `${failed.length} file(s) not uploaded: ${failed.map((item) => item.relativePath).join(', ')} (${first.message ?? first.code ?? first.kind})`
    if (first.kind === 'refused') {
      delete state.batches[key]
      storage.removeItem(`sceau.uploads.${batch.batchId}`)
      throw new CliError(message, first.status === 401 ? EXIT.auth : EXIT.refused, first.code ?? 'E_UPLOAD_REFUSED', first.status)
    }
    throw new CliError(`${message}; run the same command again to resume`, EXIT.network, 'E_NETWORK')
  }
  return lastItems.map((item) => ({ path: item.relativePath, blobId: item.blobId, resumedFromBytes: resumed.get(item.relativePath) ?? 0 }))
}

/*
 * Sends files to a batch through @sceau/api-client's UploadClient (tus, the same code as the web app).
 * In Node tus-js-client reads an fs.ReadStream (by path, any slice), so each file is handed over as one,
 * with the File fields UploadClient reads (size, type, lastModified). The tus upload URLs are kept with
 * the intents (the state file for the CLI), keyed by file fingerprint: a run that was interrupted
 * resumes where the server stopped.
 */
import { createReadStream } from 'node:fs'
import { UploadClient, fileFingerprint, type UploadItem } from '@sceau/api-client/uploads'
import { CliError, EXIT } from './errors.ts'
import { t, terminalLanguage } from './i18n.ts'
import type { Intents } from './intents.ts'
import { sha256File, type LocalFile } from './files.ts'
import type { ProgressReporter } from './progress.ts'

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

/** The batch refused the files for good (closed, expired, replaced): what to do depends on the caller. */
export class UploadRefused extends CliError {}

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

/** Uploads `files` to `batch`; a network failure asks for a re-run (exit 4), a refusal throws UploadRefused. */
export async function uploadFiles(origin: string, batch: Batch, files: LocalFile[], intents: Intents, progress: ProgressReporter): Promise<UploadResult[]> {
  const storage = intents.storage
  const endpoint = new URL(batch.endpoint, `${origin}/`).toString()
  const chunkSize = Number(process.env.SCEAU_UPLOAD_CHUNK_BYTES) || undefined
  let settled: () => void = () => {}
  const finished = new Promise<void>((resolve) => (settled = resolve))
  let lastItems: UploadItem[] = []
  const client = new UploadClient({
    batchId: batch.batchId,
    token: batch.uploadToken,
    endpoint,
    storage,
    headers: { 'Accept-Language': terminalLanguage() },
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
      progress.update(totals.sentBytes, totals.bytes, { done: totals.states.complete, total: totals.files })
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
    const asFile = Object.assign(stream, { size: file.size, type: file.type ?? '', lastModified: file.lastModified, name: file.relativePath })
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
    const message = t('error.notUploaded', {
      count: failed.length,
      files: failed.map((item) => item.relativePath).join(', '),
      reason: first.message ?? first.code,
    })
    if (first.kind === 'refused') {
      storage.removeItem(`sceau.uploads.${batch.batchId}`)
      throw new UploadRefused(message, first.status === 401 ? EXIT.auth : EXIT.refused, first.code, first.status)
    }
    throw new CliError(t('error.runAgain', { message }), EXIT.network, 'E_NETWORK')
  }
  return lastItems.map((item) => ({ path: item.relativePath, blobId: item.blobId, resumedFromBytes: resumed.get(item.relativePath) ?? 0 }))
}

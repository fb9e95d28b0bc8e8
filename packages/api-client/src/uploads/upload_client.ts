/*
 * Sends a batch's files to the platform's tus endpoint with tus-js-client: chunks of 48 MiB, long
 * retries (network drops, server restarts), resume after a reload when the same file is added
 * again (fingerprint + stored upload URLs), per-file and total progress, docs/product.md §4 item states, the
 * file's SHA-256 computed in a Web Worker and sent with the last chunk for the server to compare.
 */
import { Upload, type HttpRequest, type HttpStack, type UploadOptions } from 'tus-js-client'
import { UPLOAD_PROTOCOL } from '@sceau/shared'
import type { PickedFile } from './collect_files.js'
import { isFailed, nextState, type FileEvent, type FileState } from './file_states.js'
import { ResumeStore, fileFingerprint, type KeyValueStorage } from './resume_store.js'
import { createFileHasher, type FileHasher } from './sha256_hasher.js'
import { classifyFailure, type UploadFailure } from './upload_failure.js'

export interface UploadItem {
  id: string
  relativePath: string
  name: string
  size: number
  sentBytes: number
  state: FileState
  /** The server's blob id once the upload exists. */
  blobId: string | null
  failure: UploadFailure | null
  /** Sent before (by this page before a reload, or found on the server): not sent again. */
  alreadySent: boolean
}

export interface UploadTotals {
  files: number
  bytes: number
  sentBytes: number
  /** 0..1 over every byte of the batch. */
  progress: number
  states: Record<FileState, number>
}

export interface UploadClientOptions {
  batchId: string
  /** The batch's upload token (from the plugin that opened the batch). */
  token: string
  endpoint?: string
  chunkSize?: number
  parallelFiles?: number
  /** Waits between retries; long enough to outlast a server restart. */
  retryDelays?: number[]
  /** Where upload URLs are remembered for a reload (localStorage by default). */
  storage?: KeyValueStorage | null
  /** null: do not hash on the client. */
  hasher?: FileHasher | null
  statusIntervalMs?: number
  fetch?: typeof fetch
  /** tus-js-client's HTTP layer (XMLHttpRequest by default; FetchHttpStack where there is none). */
  httpStack?: HttpStack
  /** Sent with every request (Accept-Language: the server's refusals come in the caller's language). */
  headers?: Record<string, string>
  onChange?: (items: UploadItem[], totals: UploadTotals) => void
}

/**
 * Bytes made on demand instead of read from a File (an end-to-end encrypted file, encrypted as it is sent):
 * tus asks for each range it sends, so a resumed upload makes only the bytes from its offset on.
 */
export interface UploadSource {
  /** Bytes the upload announces (Upload-Length). */
  size: number
  slice(start: number, end: number): Promise<Blob | Uint8Array>
}

/** A file given by its source rather than a File; its identity for resuming is its path and size. */
export interface SourcedFile {
  source: UploadSource
  relativePath: string
}

interface Entry extends UploadItem {
  file: File | null
  source: UploadSource | null
  lastModified: number
  upload: Upload | null
  sha256: Promise<string> | null
}

const DEFAULT_RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 15_000, 30_000, 30_000, 60_000, 60_000, 120_000]
let nextId = 0

// tus reads a source range by range, as it sends them.
const sourceReader = {
  openFile: async (source: UploadSource) => ({
    size: source.size,
    slice: async (start: number, end: number) => {
      const value = await source.slice(start, end)
      // tus measures a range by its `size`, as a Blob has it.
      return { value: value instanceof Uint8Array ? Object.assign(value, { size: value.byteLength }) : value, done: end >= source.size }
    },
    close: () => {},
  }),
}

const blobIdOfUrl = (url: string | null) => (url ? url.slice(url.lastIndexOf('/') + 1) : null)

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function totalsOf(items: UploadItem[]): UploadTotals {
  const states: Record<FileState, number> = { waiting: 0, loading: 0, processing: 0, complete: 0, loadingError: 0, sendingError: 0 }
  let bytes = 0
  let sentBytes = 0
  for (const item of items) {
    states[item.state]++
    bytes += item.size
    sentBytes += item.sentBytes
  }
  return { files: items.length, bytes, sentBytes, progress: bytes ? sentBytes / bytes : items.length ? 1 : 0, states }
}

export class UploadClient {
  #entries: Entry[] = []
  #resume: ResumeStore | null
  #hasher: FileHasher | null
  #polling: ReturnType<typeof setTimeout> | null = null
  #serverChecked: Promise<void> | null = null
  readonly endpoint: string

  constructor(private options: UploadClientOptions) {
    this.endpoint = options.endpoint ?? UPLOAD_PROTOCOL.endpoint
    const storage = options.storage === undefined ? defaultStorage() : options.storage
    this.#resume = storage ? new ResumeStore(storage) : null
    this.#hasher = options.hasher === undefined ? createFileHasher() : options.hasher
  }

  get items(): UploadItem[] {
    return this.#entries.map(({ file: _file, source: _source, lastModified: _lastModified, upload: _upload, sha256: _sha256, ...item }) => ({ ...item }))
  }

  get totals() {
    return totalsOf(this.#entries)
  }

  /** Files the page was sending before a reload and that were not added again yet. */
  missingAfterReload() {
    return (
      this.#resume?.missing(
        this.options.batchId,
        this.#entries.map((entry) => this.#identity(entry))
      ) ?? []
    )
  }

  /** Adds files (already filtered and with relative paths, see collect_files.ts); returns their items. */
  add(files: (PickedFile | SourcedFile)[]) {
    const added = files.map((picked) => {
      const { relativePath } = picked
      const file = 'file' in picked ? picked.file : null
      const source = 'source' in picked ? picked.source : null
      const size = file ? file.size : source!.size
      const identity = { relativePath, size, lastModified: file?.lastModified ?? 0 }
      const sent = this.#resume?.isFinished(this.options.batchId, identity) ?? false
      const entry: Entry = {
        id: `upload-${++nextId}`,
        relativePath,
        name: relativePath.slice(relativePath.lastIndexOf('/') + 1),
        size,
        sentBytes: sent ? size : 0,
        state: sent ? 'complete' : 'waiting',
        blobId: null,
        failure: null,
        alreadySent: sent,
        file,
        source,
        lastModified: identity.lastModified,
        upload: null,
        sha256: null,
      }
      if (!sent) this.#resume?.remember(this.options.batchId, identity)
      return entry
    })
    this.#entries.push(...added)
    for (const entry of added) {
      if (entry.alreadySent) continue
      // Hash while uploading: the result is only needed with the last chunk. A source's bytes are not in a File to hash.
      entry.sha256 = this.#hasher && entry.file ? this.#hasher.hash(entry.id, entry.file) : null
      entry.sha256?.catch(() => {})
    }
    this.#changed()
    return added.map((entry) => entry.id)
  }

  /** Starts (or continues) every waiting file, a few at a time, once the files the server already holds are set aside. */
  start() {
    this.#serverChecked ??= this.#skipSentOnServer()
    void this.#serverChecked.then(() => this.#pump())
  }

  /**
   * Files the server already holds whole (same path and size, analysing or ready: sent by an earlier
   * page whose memory is gone) are not sent again. Unreachable server: the uploads find out themselves.
   */
  async #skipSentOnServer() {
    let files: { id: string; path: string; size: number; state: string }[]
    try {
      const response = await (this.options.fetch ?? fetch)(this.endpoint, {
        headers: { ...this.options.headers, Authorization: `Bearer ${this.options.token}` },
      })
      if (!response.ok) return
      files = ((await response.json()) as { files: typeof files }).files
    } catch {
      return
    }
    const taken = new Set<string>()
    for (const entry of this.#entries) {
      if (entry.state !== 'waiting') continue
      const held = files.find(
        (f) => !taken.has(f.id) && f.path === entry.relativePath && f.size === entry.size && (f.state === 'ready' || f.state === 'analysing')
      )
      if (!held) continue
      taken.add(held.id)
      this.#alreadySent(entry, held.id, held.state === 'ready')
    }
    this.#changed()
    this.#poll()
  }

  /** A file the server holds whole: complete (or being analysed), remembered as sent, never sent again. */
  #alreadySent(entry: Entry, blobId: string | null, ready: boolean) {
    entry.alreadySent = true
    entry.blobId = blobId
    entry.sentBytes = entry.size
    entry.state = ready ? 'complete' : 'processing'
    this.#resume?.markFinished(this.options.batchId, this.#identity(entry))
  }

  /** "Cancel and retry": the failed files start again (resuming where the server kept their bytes). */
  retryFailed() {
    for (const entry of this.#entries) {
      if (isFailed(entry.state)) {
        this.#apply(entry, { type: 'retry' })
        entry.failure = null
        entry.upload = null
      }
    }
    this.#changed()
    this.#pump()
  }

  /** "Ignore failed files and continue": drops them here and on the server; the others go on. */
  async ignoreFailed() {
    const failed = this.#entries.filter((entry) => isFailed(entry.state))
    this.#entries = this.#entries.filter((entry) => !isFailed(entry.state))
    this.#changed()
    await Promise.all(failed.map((entry) => this.#discard(entry)))
    this.#pump()
  }

  /** Stops everything and deletes what the server received of unfinished files. */
  async cancel() {
    const entries = this.#entries
    this.#entries = []
    this.#stopPolling()
    this.#changed()
    await Promise.all(entries.map((entry) => this.#discard(entry)))
    this.#resume?.forgetBatch(this.options.batchId)
  }

  close() {
    this.#stopPolling()
    this.#hasher?.close()
    for (const entry of this.#entries) void entry.upload?.abort()
  }

  #identity(entry: Pick<Entry, 'relativePath' | 'size' | 'lastModified'>) {
    return { relativePath: entry.relativePath, size: entry.size, lastModified: entry.lastModified }
  }

  #apply(entry: Entry, event: FileEvent) {
    entry.state = nextState(entry.state, event)
  }

  #changed() {
    this.options.onChange?.(this.items, this.totals)
  }

  #pump() {
    const limit = this.options.parallelFiles ?? 2
    let running = this.#entries.filter((entry) => entry.state === 'loading').length
    for (const entry of this.#entries) {
      if (running >= limit) break
      if (entry.state !== 'waiting') continue
      running++
      void this.#send(entry)
    }
  }

  async #send(entry: Entry) {
    this.#apply(entry, { type: 'start' })
    this.#changed()
    const { batchId, token } = this.options
    const identity = this.#identity(entry)
    const keys = UPLOAD_PROTOCOL.metadata
    const options: UploadOptions = {
      endpoint: this.endpoint,
      chunkSize: this.options.chunkSize ?? UPLOAD_PROTOCOL.chunkBytes,
      retryDelays: this.options.retryDelays ?? DEFAULT_RETRY_DELAYS,
      headers: { ...this.options.headers, Authorization: `Bearer ${token}` },
      ...(this.options.httpStack ? { httpStack: this.options.httpStack } : {}),
      metadata: {
        [keys.filename]: entry.name,
        [keys.filetype]: entry.file?.type || 'application/octet-stream',
        [keys.relativePath]: entry.relativePath,
      },
      fingerprint: async () => fileFingerprint(batchId, identity),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => this.#beforeRequest(entry, request),
      ...(entry.source ? { fileReader: sourceReader } : {}),
      onUploadUrlAvailable: () => {
        entry.blobId = blobIdOfUrl(entry.upload?.url ?? null)
        this.#resume?.remember(batchId, identity, entry.upload?.url ?? null)
      },
      onProgress: (sent) => {
        entry.sentBytes = sent
        this.#apply(entry, { type: 'progress' })
        this.#changed()
      },
      onSuccess: () => {
        entry.sentBytes = entry.size
        entry.blobId = blobIdOfUrl(entry.upload?.url ?? null)
        this.#apply(entry, { type: 'sent' })
        this.#resume?.markFinished(batchId, identity)
        this.#changed()
        this.#poll()
        this.#pump()
      },
      onError: (error) => {
        const failure = classifyFailure(error)
        if (failure.code === 'E_ALREADY_UPLOADED') {
          // Sent by an earlier page of this batch (the server holds it to its announced files).
          this.#alreadySent(entry, null, true)
          this.#changed()
          this.#pump()
          return
        }
        entry.failure = failure
        this.#apply(entry, { type: entry.failure.kind === 'refused' ? 'refused' : 'networkFailed' })
        this.#changed()
        this.#pump()
      },
    }
    const upload = new Upload(entry.file ?? (entry.source as unknown as Blob), options)
    entry.upload = upload
    // The same file added again after a reload resumes its upload instead of starting over.
    const previous = await upload.findPreviousUploads().catch(() => [])
    const storedUrl = this.#resume?.uploadUrlFor(batchId, identity)
    if (previous.length) upload.resumeFromPreviousUpload(previous[0])
    else if (storedUrl) upload.options.uploadUrl = storedUrl
    upload.start()
  }

  /** The last PATCH carries the client's SHA-256 (waiting for the worker if it is still hashing). */
  async #beforeRequest(entry: Entry, request: HttpRequest) {
    if (request.getMethod() !== 'PATCH' || !entry.sha256) return
    const offset = Number(request.getHeader('Upload-Offset') ?? 0)
    const chunk = this.options.chunkSize ?? UPLOAD_PROTOCOL.chunkBytes
    if (offset + chunk < entry.size) return
    const sha256 = await entry.sha256.catch(() => null)
    if (sha256) request.setHeader(UPLOAD_PROTOCOL.sha256Header, sha256)
  }

  async #discard(entry: Entry) {
    this.#resume?.forgetFile(this.options.batchId, this.#identity(entry))
    // abort(true) also deletes the upload on the server (tus termination).
    await entry.upload?.abort(entry.state !== 'complete').catch(() => {})
  }

  /** While files are being analysed, asks the server (GET /uploads) for their states. */
  #poll() {
    if (this.#polling) return
    const fetcher = this.options.fetch ?? fetch
    const tick = async () => {
      this.#polling = null
      const processing = this.#entries.filter((entry) => entry.state === 'processing')
      if (!processing.length) return
      try {
        const response = await fetcher(this.endpoint, { headers: { ...this.options.headers, Authorization: `Bearer ${this.options.token}` } })
        if (response.ok) this.applyStatus(((await response.json()) as { files: { id: string; state: string; rejectReason: string | null }[] }).files)
      } catch {
        // Offline for a moment: the next tick asks again.
      }
      if (this.#entries.some((entry) => entry.state === 'processing')) {
        this.#polling = setTimeout(() => void tick(), this.options.statusIntervalMs ?? 1000)
      }
    }
    // tick cannot reject: it catches its own network errors and asks again later.
    this.#polling = setTimeout(() => void tick(), 0)
  }

  /** Applies the server's view of the batch (GET /uploads): ready files complete, rejected ones fail. */
  applyStatus(files: { id: string; state: string; rejectReason: string | null }[]) {
    const byId = new Map(files.map((file) => [file.id, file]))
    for (const entry of this.#entries) {
      const server = entry.blobId ? byId.get(entry.blobId) : undefined
      if (!server || entry.state !== 'processing') continue
      if (server.state === 'ready') this.#apply(entry, { type: 'ready' })
      if (server.state === 'rejected') {
        entry.failure = { kind: 'refused', status: null, code: 'E_REJECTED', message: server.rejectReason }
        this.#apply(entry, { type: 'rejected' })
      }
    }
    this.#changed()
  }

  #stopPolling() {
    if (this.#polling) clearTimeout(this.#polling)
    this.#polling = null
  }
}

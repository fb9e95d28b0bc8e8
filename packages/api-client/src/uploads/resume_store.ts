/*
 * What the browser remembers to resume after a reload: per batch, the files it was sending
 * (path, size, date), their upload URLs, and which were sent whole. tus-js-client keeps its own URL list by fingerprint;
 * this one lets the page list what to re-add and re-attach a re-added file to its upload.
 */

/** The parts of Web Storage used (localStorage in browsers, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface RememberedFile {
  relativePath: string
  size: number
  lastModified: number
  uploadUrl: string | null
  /** Every byte sent: a file added again is not sent again. */
  finished?: boolean
}

export interface RememberedBatch {
  batchId: string
  files: Record<string, RememberedFile>
  savedAt: number
}

const PREFIX = 'sceau.uploads.'

/** The identity of a file within a batch: same path, size and modification date means the same file. */
export function fileFingerprint(batchId: string, file: { relativePath: string; size: number; lastModified: number }) {
  return ['sceau', batchId, file.relativePath, file.size, file.lastModified].join('::')
}

export class ResumeStore {
  constructor(
    private storage: KeyValueStorage,
    /** Forget batches older than this (their uploads have expired server-side by then). */
    private maxAgeMs = 7 * 24 * 3600_000
  ) {}

  load(batchId: string): RememberedBatch | null {
    const raw = this.storage.getItem(PREFIX + batchId)
    if (!raw) return null
    try {
      const batch = JSON.parse(raw) as RememberedBatch
      if (Date.now() - batch.savedAt > this.maxAgeMs) {
        this.storage.removeItem(PREFIX + batchId)
        return null
      }
      return batch
    } catch {
      this.storage.removeItem(PREFIX + batchId)
      return null
    }
  }

  #save(batch: RememberedBatch) {
    batch.savedAt = Date.now()
    try {
      this.storage.setItem(PREFIX + batch.batchId, JSON.stringify(batch))
    } catch {
      // Storage full or disabled (private mode): resuming after a reload is then not possible.
    }
  }

  remember(batchId: string, file: Omit<RememberedFile, 'uploadUrl'>, uploadUrl: string | null = null) {
    const batch = this.load(batchId) ?? { batchId, files: {}, savedAt: Date.now() }
    const key = fileFingerprint(batchId, file)
    batch.files[key] = { ...file, uploadUrl: uploadUrl ?? batch.files[key]?.uploadUrl ?? null }
    this.#save(batch)
  }

  /** The upload URL a re-added file resumes into, if it is the same file. */
  uploadUrlFor(batchId: string, file: Omit<RememberedFile, 'uploadUrl'>) {
    return this.load(batchId)?.files[fileFingerprint(batchId, file)]?.uploadUrl ?? null
  }

  /**
   * Sent: kept (without its URL) so that resuming the batch after a reload skips it, until every
   * file of the batch is sent (then nothing is left to resume and the batch is forgotten).
   */
  markFinished(batchId: string, file: Omit<RememberedFile, 'uploadUrl' | 'finished'>) {
    const batch = this.load(batchId) ?? { batchId, files: {}, savedAt: Date.now() }
    batch.files[fileFingerprint(batchId, file)] = { ...file, uploadUrl: null, finished: true }
    if (Object.values(batch.files).every((remembered) => remembered.finished)) this.storage.removeItem(PREFIX + batchId)
    else this.#save(batch)
  }

  isFinished(batchId: string, file: Omit<RememberedFile, 'uploadUrl' | 'finished'>) {
    return this.load(batchId)?.files[fileFingerprint(batchId, file)]?.finished === true
  }

  forgetFile(batchId: string, file: Omit<RememberedFile, 'uploadUrl'>) {
    const batch = this.load(batchId)
    if (!batch) return
    delete batch.files[fileFingerprint(batchId, file)]
    if (Object.keys(batch.files).length) this.#save(batch)
    else this.storage.removeItem(PREFIX + batchId)
  }

  forgetBatch(batchId: string) {
    this.storage.removeItem(PREFIX + batchId)
  }

  /** Files of the batch not yet re-attached after a reload: what the page asks the user to add again. */
  missing(batchId: string, present: { relativePath: string; size: number; lastModified: number }[]) {
    const known = new Set(present.map((file) => fileFingerprint(batchId, file)))
    return Object.entries(this.load(batchId)?.files ?? {})
      .filter(([key, file]) => !known.has(key) && !file.finished)
      .map(([, file]) => file)
  }
}

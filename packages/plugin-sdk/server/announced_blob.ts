/*
 * The check every plugin that deposits an uploaded file makes before using it: the stored blob is
 * the one announced (same name, SHA-256 and size), finished and accepted by the analysis.
 */
import { ApiError } from './api_error.js'
import type { Blob } from './uploads.js'

/** A file as the client announced it when the batch was opened. */
export interface AnnouncedBlob {
  name: string
  sha256: string
  size: number
}

/**
 * The ready blob of `blobs` that is `announced`, or the refusal that says why not, under the
 * plugin's message keys (`<keyPrefix>uploadPending`, `uploadIncomplete`, `hashMismatch`):
 * 409 E_UPLOAD_PENDING while it is still arriving or being analysed, 409 E_UPLOAD_INCOMPLETE when
 * it never arrived, 422 E_HASH_MISMATCH when the bytes stored are not the ones announced.
 */
export function uploadedAsAnnounced(blobs: Blob[], announced: AnnouncedBlob, keyPrefix: string): Blob {
  const { name } = announced
  const named = blobs.filter((blob) => blob.name === name && blob.state !== 'rejected')
  const ready = named.find((blob) => blob.state === 'ready')
  if (!ready) {
    if (named.length) throw ApiError.conflict('E_UPLOAD_PENDING', `${keyPrefix}uploadPending`, { name })
    const rejected = blobs.find((blob) => blob.name === name && blob.state === 'rejected')
    if (rejected?.rejectReason === 'sha256-mismatch') throw new ApiError(422, 'E_HASH_MISMATCH', `${keyPrefix}hashMismatch`, { name })
    throw ApiError.conflict('E_UPLOAD_INCOMPLETE', `${keyPrefix}uploadIncomplete`, { name })
  }
  if (ready.sha256 !== announced.sha256 || ready.size !== announced.size) throw new ApiError(422, 'E_HASH_MISMATCH', `${keyPrefix}hashMismatch`, { name })
  return ready
}

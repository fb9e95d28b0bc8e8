import { ApiError } from '@sceau/plugin-sdk/server'
import { formatBytes, PATH_LIMITS, UPLOAD_PROTOCOL } from '@sceau/shared'
import type { Reservation } from './upload_repository.js'

/** The upload endpoint's refusals, as API errors (status, code, catalogue key). */
export const uploadErrors = {
  badToken: () => new ApiError(401, 'E_UPLOAD_TOKEN', 'uploads.errors.badToken'),
  notFound: () => new ApiError(404, 'E_NOT_FOUND', 'uploads.errors.notFound'),
  batchClosed: () => new ApiError(410, 'E_BATCH_CLOSED', 'uploads.errors.batchClosed'),
  /** docs/product.md §5 "Allowed limit exceeded by {n}", n in SPEC's size units of the request's language. */
  tooLarge: (code: 'E_FILE_TOO_LARGE' | 'E_BATCH_TOO_LARGE', overBytes: number) => new ApiError(413, code, 'uploads.errors.limitExceeded', { overBytes }),
  fileLimit: () => new ApiError(400, 'E_FILE_LIMIT', 'uploads.errors.fileLimit'),
  chunkTooLarge: () => new ApiError(413, 'E_CHUNK_TOO_LARGE', 'uploads.errors.chunkTooLarge', { maxBytes: UPLOAD_PROTOCOL.maxChunkBytes }),
  lengthRequired: () => new ApiError(400, 'E_UPLOAD_LENGTH', 'uploads.errors.lengthRequired'),
  badName: () => new ApiError(400, 'E_FILE_NAME', 'uploads.errors.badName'),
  ignoredFile: () => new ApiError(400, 'E_IGNORED_FILE', 'uploads.errors.ignoredFile'),
  foldersNotAllowed: () => new ApiError(400, 'E_FOLDERS_NOT_ALLOWED', 'uploads.errors.foldersNotAllowed'),
  badChecksum: () => new ApiError(400, 'E_BAD_CHECKSUM', 'uploads.errors.badChecksum'),
  offsetConflict: () => new ApiError(409, 'E_UPLOAD_OFFSET', 'uploads.errors.offsetConflict'),
  locked: () => new ApiError(423, 'E_UPLOAD_LOCKED', 'uploads.errors.locked'),
  failed: () => new ApiError(500, 'E_UPLOAD_FAILED', 'uploads.errors.failed'),
  nameTooLong: () => new ApiError(400, 'E_FILE_NAME_TOO_LONG', 'uploads.errors.nameTooLong', { maxBytes: PATH_LIMITS.segmentBytes }),
  notAnnounced: () => new ApiError(400, 'E_NOT_ANNOUNCED', 'uploads.errors.notAnnounced'),
  sizeMismatch: (announcedBytes: number) => new ApiError(400, 'E_SIZE_MISMATCH', 'uploads.errors.sizeMismatch', { announcedBytes }),
  alreadyUploaded: () => new ApiError(400, 'E_ALREADY_UPLOADED', 'uploads.errors.alreadyUploaded'),
  tusVersion: () => new ApiError(412, 'E_TUS_VERSION', 'uploads.errors.tusVersion'),
  contentType: () => new ApiError(415, 'E_UPLOAD_CONTENT_TYPE', 'uploads.errors.contentType'),
  offsetMissing: () => new ApiError(400, 'E_UPLOAD_OFFSET_MISSING', 'uploads.errors.offsetMissing'),
}

/** Why a batch refused a new blob (a limit of its policy, or closed), as the upload endpoint answers it. */
export function reservationRefusal(reservation: Exclude<Reservation, { ok: true }>) {
  if (reservation.reason === 'fileTooLarge') return uploadErrors.tooLarge('E_FILE_TOO_LARGE', reservation.overBytes)
  if (reservation.reason === 'batchTooLarge') return uploadErrors.tooLarge('E_BATCH_TOO_LARGE', reservation.overBytes)
  if (reservation.reason === 'sizeMismatch') return uploadErrors.sizeMismatch(reservation.announcedBytes)
  if (reservation.reason === 'notAnnounced') return uploadErrors.notAnnounced()
  if (reservation.reason === 'alreadyUploaded') return uploadErrors.alreadyUploaded()
  return reservation.reason === 'fileLimit' ? uploadErrors.fileLimit() : uploadErrors.batchClosed()
}

/** Byte counts in the data become the size units of docs/product.md §9 in the reader's language. */
export function messageData(error: ApiError, locale: string) {
  const data: Record<string, unknown> = { ...error.data }
  if (typeof data.overBytes === 'number') data.n = formatBytes(data.overBytes, locale)
  if (typeof data.maxBytes === 'number') data.max = formatBytes(data.maxBytes, locale)
  if (typeof data.announcedBytes === 'number') data.size = formatBytes(data.announcedBytes, locale)
  return data
}

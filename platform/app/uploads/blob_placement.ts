import type { UploadPolicy } from '@sceau/plugin-sdk/server'
import { fileNameOf, isIgnoredFileName, PATH_LIMITS, sanitizeRelativePath } from '@sceau/shared'
import { uploadErrors } from './upload_errors.js'

const MIME = /^[\w.+-]{1,127}\/[\w.+-]{1,127}$/
// C0 and C1 controls and DEL: no name holds them (uploads drop them; an announcement is refused).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/**
 * Where a new blob goes in its batch (tus uploads and imports alike): its sanitised relative path
 * and name, or the refusal (.DS_Store ignored, no usable name, folders the policy does not allow).
 */
export function blobPlacement(declaredName: string, relativePath: string | null | undefined, policy: UploadPolicy) {
  if (isIgnoredFileName(fileNameOf(declaredName.replace(/\\/g, '/')))) throw uploadErrors.ignoredFile()
  const path = sanitizeRelativePath(relativePath || declaredName)
  if (!path) throw uploadErrors.badName()
  const name = fileNameOf(path)
  if (isIgnoredFileName(name)) throw uploadErrors.ignoredFile()
  if (path.includes('/') && !policy.allowFolders) throw uploadErrors.foldersNotAllowed()
  return { path, name }
}

/** A declared media type kept when well formed, else the generic one. */
export function blobMime(declared: string | null | undefined) {
  return declared && MIME.test(declared) ? declared.toLowerCase() : 'application/octet-stream'
}

/**
 * The path of an announced file as its upload will be stored, checked strictly since the sender can
 * still rename it: a ".." or control character, no usable name, a name over 255 bytes or a path
 * over 1024 characters is refused (an upload's own name is cleaned instead).
 */
export function announcedPath(declared: unknown, policy: UploadPolicy) {
  if (typeof declared !== 'string' || CONTROL.test(declared)) throw uploadErrors.badName()
  const segments = declared.replace(/\\/g, '/').split('/')
  if (segments.some((segment) => segment.trim() === '..')) throw uploadErrors.badName()
  if (declared.length > PATH_LIMITS.pathChars || segments.some((segment) => Buffer.byteLength(segment, 'utf8') > PATH_LIMITS.segmentBytes)) {
    throw uploadErrors.nameTooLong()
  }
  return blobPlacement(declared, declared, policy).path
}

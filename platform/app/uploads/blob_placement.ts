import type { UploadPolicy } from '@sceau/plugin-sdk/server'
import { fileNameOf, isIgnoredFileName, sanitizeRelativePath } from '@sceau/shared'
import { uploadErrors } from './upload_errors.js'

const MIME = /^[\w.+-]{1,127}\/[\w.+-]{1,127}$/

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

import { UploadClient, createFileHasher, type PickedFile } from '@sceau/api-client/uploads'
import type { DeclaredFile } from '../../shared/types.js'

/** Sends the files into a batch and resolves once every one is stored (rejects when one fails). */
export function uploadAll(
  upload: { batchId: string; uploadToken: string; endpoint: string },
  files: PickedFile[],
  failure: string,
  onProgress?: (progress: number) => void
) {
  const client = new UploadClient({
    batchId: upload.batchId,
    token: upload.uploadToken,
    endpoint: upload.endpoint,
    onChange: (_items, totals) => onProgress?.(totals.progress),
  })
  client.add(files)
  client.start()
  return new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      const totals = client.totals
      if (totals.states.complete === totals.files) {
        clearInterval(timer)
        resolve()
      } else if (totals.states.loadingError + totals.states.sendingError > 0) {
        clearInterval(timer)
        reject(new Error(failure))
      }
    }, 250)
  })
}

/** The files as a deposit declares them; with `hashOnly` their SHA-256 computed here (Web Worker): the bytes stay on this machine. */
export async function declareFiles(files: PickedFile[], hashOnly: boolean): Promise<DeclaredFile[]> {
  const declared: DeclaredFile[] = files.map(({ file, relativePath }) => ({ path: relativePath, size: file.size, mime: file.type || undefined }))
  if (!hashOnly) return declared
  const hasher = createFileHasher()
  try {
    const digests = await Promise.all(files.map(({ file, relativePath }) => hasher.hash(relativePath, file)))
    return declared.map((f, i) => ({ ...f, sha256: digests[i] }))
  } finally {
    hasher.close()
  }
}

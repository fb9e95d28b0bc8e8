/* The deposit's upload through the core tus service with @sceau/api-client's UploadClient. */
import { UploadClient, type UploadClientOptions } from '@sceau/api-client/uploads'
import { SceauFailure } from './api'
import type { UploadFiles } from './deposit'

/** The tus endpoint of the batch, absolute on the instance (the server may answer a path). */
export function endpointOn(instance: string, endpoint: string): string {
  return new URL(endpoint, `${instance}/`).href
}

/** Chunks of 1 MiB: progress moves on fetch, which reports a chunk once it is sent. */
const CHUNK_BYTES = 1024 * 1024

export function tusUploader(instance: string, httpStack?: UploadClientOptions['httpStack']): UploadFiles {
  return (upload, files, onProgress) =>
    new Promise<void>((resolve, reject) => {
      const hashes = new Map(files.map((file) => [file.name, file.sha256]))
      let settled = false
      const client: UploadClient = new UploadClient({
        batchId: upload.batchId,
        token: upload.token,
        endpoint: endpointOn(instance, upload.endpoint),
        storage: null,
        ...(httpStack ? { httpStack, chunkSize: CHUNK_BYTES } : {}),
        // Hashed already (WebCrypto) for the capsule: the last chunk carries the same SHA-256.
        hasher: { hash: async (_id, file) => hashes.get((file as File).name) ?? '', close: () => {} },
        retryDelays: [0, 1000, 3000, 5000, 10_000],
        onChange: (items, totals) => {
          if (settled) return
          onProgress(totals.progress)
          const failed = items.find((item) => item.state === 'loadingError' || item.state === 'sendingError')
          if (failed) {
            settled = true
            client.close()
            reject(new SceauFailure(failed.failure?.kind === 'refused' ? 'refused' : 'network', failed.failure?.code ?? null, failed.failure?.message ?? null))
          } else if (items.length === files.length && totals.states.complete === files.length) {
            settled = true
            client.close()
            resolve()
          }
        },
      })
      client.add(files.map((file) => ({ file: new File([file.bytes], file.name, { type: file.type }), relativePath: file.name })))
      client.start()
    })
}

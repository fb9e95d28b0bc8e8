/*
 * The sender's browser side of an end-to-end encrypted transfer (docs/e2e-format.md): each picked file
 * encrypted with @sceau/e2e into a file named by its opaque id, ready for the same tus batch; then the
 * encrypted manifest and the commitments for the send call, and the key for the link's fragment.
 * Loaded only when the sender switches the option on (the /transfer page's size budget).
 */
import {
  commitmentsOf,
  encryptedSize,
  encryptFile,
  encryptManifest,
  generateKey,
  keyToFragment,
  masterForSending,
  toBase64Url,
  type CommitmentItem,
  type ManifestEntry,
} from '@sceau/e2e'
import type { PickedFile } from '@sceau/api-client/uploads'

export interface SealedTransfer {
  /** The ciphertexts, each named by its file's opaque id (no folder: the paths are in the manifest). */
  files: PickedFile[]
  /** Opaque id -> the sender's path, to show the sender their own names while uploading. */
  names: Record<string, string>
  /** The send call's `e2e` body. */
  e2e: { manifest: string; commitments: CommitmentItem[] }
  /** `k=…` for the link's fragment (link mode); null when a passphrase opens the transfer. */
  fragment: string | null
}

// Plaintext chunks are folded into a Blob every few MiB so the browser, not the page's heap, holds the ciphertext.
const FOLD_BYTES = 8 * 1024 * 1024

async function encryptToBlob(source: Blob, encrypt: TransformStream<Uint8Array, Uint8Array>): Promise<Blob> {
  let blob = new Blob([])
  let pending: Uint8Array<ArrayBuffer>[] = []
  let pendingBytes = 0
  const fold = () => {
    blob = new Blob([blob, ...pending])
    pending = []
    pendingBytes = 0
  }
  await (source.stream() as ReadableStream<Uint8Array>).pipeThrough(encrypt).pipeTo(
    new WritableStream<Uint8Array>({
      write(chunk) {
        pending.push(chunk as Uint8Array<ArrayBuffer>)
        pendingBytes += chunk.length
        if (pendingBytes >= FOLD_BYTES) fold()
      },
    })
  )
  fold()
  return blob
}

/** Encrypts `files` under a fresh key (link mode) or a passphrase (e-mail mode); `onFile` after each one. */
export async function sealFiles(files: PickedFile[], passphrase: string | null, onFile?: (done: number) => void): Promise<SealedTransfer> {
  const key = passphrase ? null : generateKey()
  const master = await masterForSending(key ? { key } : { passphrase: passphrase! })
  const entries: ManifestEntry[] = []
  const sealed: PickedFile[] = []
  const names: Record<string, string> = {}
  for (const { file, relativePath } of files) {
    const encrypted = encryptFile(master, { path: relativePath })
    const blob = await encryptToBlob(file, encrypted.stream)
    const entry = await encrypted.entry
    // The length tus announces must be the format's (docs/e2e-format.md §3): a file that changed while read is refused here.
    if (entry.size !== file.size || blob.size !== encryptedSize(entry.size)) throw new Error(`${relativePath} changed while it was encrypted`)
    entries.push(entry)
    names[encrypted.id] = relativePath
    sealed.push({ file: new File([blob], encrypted.id, { type: 'application/octet-stream', lastModified: 0 }), relativePath: encrypted.id })
    onFile?.(entries.length)
  }
  return {
    files: sealed,
    names,
    e2e: { manifest: toBase64Url(await encryptManifest(master, entries)), commitments: await commitmentsOf({ files: entries }) },
    fragment: key ? keyToFragment(key) : null,
  }
}

/*
 * The sender's browser side of an end-to-end encrypted transfer (docs/e2e-format.md): each picked file
 * encrypted with @sceau/e2e into a file named by its opaque id, ready for the same tus batch; then the
 * encrypted manifest and the commitments for the send call, and the key for the link's fragment.
 * Loaded only when the sender switches the option on (the /transfer page's size budget).
 */
import {
  ARGON2_SALT_LENGTH,
  DEFAULT_ARGON2ID,
  KDF_ARGON2ID,
  KDF_NONE,
  NONCE_PREFIX_LENGTH,
  commitmentsOf,
  encryptedSize,
  encryptFile,
  encryptManifest,
  fromBase64Url,
  fromHex,
  generateKey,
  keyToFragment,
  masterFromKey,
  passphraseKey,
  toBase64Url,
  toHex,
  type CommitmentItem,
  type KdfBlock,
  type ManifestEntry,
} from '@sceau/e2e'
import type { PickedFile } from '@sceau/api-client/uploads'

/**
 * What a resumed page needs to encrypt the same files into the same bytes (docs/e2e-format.md §8). Kept in
 * this browser's localStorage with the draft, never sent to the server, cleared once the transfer is sent or discarded.
 */
export interface SealPlan {
  /** base64url: the link's key, or in e-mail mode the key Argon2id derived from the passphrase (never the passphrase). */
  key: string
  /** E-mail mode: the Argon2id salt (hex) and parameters written in the manifest header. */
  argon2id: { salt: string; memoryKiB: number; iterations: number; parallelism: number } | null
  /** Each file's manifest entry and its stream's nonce prefix (hex), in manifest order. */
  files: (ManifestEntry & { noncePrefix: string })[]
  /** The send call's `e2e` body, as first computed. */
  e2e: { manifest: string; commitments: CommitmentItem[] }
}

export interface SealedTransfer {
  /** The ciphertexts, each named by its file's opaque id (no folder: the paths are in the manifest). */
  files: PickedFile[]
  /** Opaque id -> the sender's path, to show the sender their own names while uploading. */
  names: Record<string, string>
  /** The send call's `e2e` body. */
  e2e: { manifest: string; commitments: CommitmentItem[] }
  /** `k=…` for the link's fragment (link mode); null when a passphrase opens the transfer. */
  fragment: string | null
  plan: SealPlan
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

const randomHex = (length: number) => toHex(globalThis.crypto.getRandomValues(new Uint8Array(length)))

async function sealOne(
  master: Awaited<ReturnType<typeof masterFromKey>>,
  file: File,
  options: { path: string; id?: string; salt?: string; noncePrefix: string }
) {
  const encrypted = encryptFile(master, { path: options.path, id: options.id, salt: options.salt, noncePrefix: fromHex(options.noncePrefix) })
  const blob = await encryptToBlob(file, encrypted.stream)
  const entry = await encrypted.entry
  // The length tus announces must be the format's (docs/e2e-format.md §3): a file that changed while read is refused here.
  if (entry.size !== file.size || blob.size !== encryptedSize(entry.size)) throw new Error(`${options.path} changed while it was encrypted`)
  return { entry, sealed: { file: new File([blob], entry.id, { type: 'application/octet-stream', lastModified: 0 }), relativePath: entry.id } }
}

function masterOf(plan: Pick<SealPlan, 'key' | 'argon2id'>) {
  const kdf: KdfBlock = plan.argon2id ? { kdf: KDF_ARGON2ID, ...plan.argon2id, salt: fromHex(plan.argon2id.salt) } : { kdf: KDF_NONE }
  return masterFromKey(fromBase64Url(plan.key), kdf)
}

/** Encrypts `files` under a fresh key (link mode) or a passphrase (e-mail mode); `onFile` after each one. */
export async function sealFiles(files: PickedFile[], passphrase: string | null, onFile?: (done: number) => void): Promise<SealedTransfer> {
  let key: Uint8Array
  let argon2id: SealPlan['argon2id'] = null
  if (passphrase) {
    const salt = globalThis.crypto.getRandomValues(new Uint8Array(ARGON2_SALT_LENGTH))
    key = await passphraseKey(passphrase, salt, DEFAULT_ARGON2ID)
    argon2id = { salt: toHex(salt), ...DEFAULT_ARGON2ID }
  } else key = generateKey()
  const plan: Omit<SealPlan, 'e2e'> = { key: toBase64Url(key), argon2id, files: [] }
  const master = await masterOf(plan)
  const sealed: PickedFile[] = []
  const names: Record<string, string> = {}
  for (const { file, relativePath } of files) {
    const noncePrefix = randomHex(NONCE_PREFIX_LENGTH)
    const one = await sealOne(master, file, { path: relativePath, noncePrefix })
    plan.files.push({ ...one.entry, noncePrefix })
    names[one.entry.id] = relativePath
    sealed.push(one.sealed)
    onFile?.(plan.files.length)
  }
  const entries = plan.files.map(({ noncePrefix: _prefix, ...entry }) => entry)
  const e2e = { manifest: toBase64Url(await encryptManifest(master, entries)), commitments: await commitmentsOf({ files: entries }) }
  return { files: sealed, names, e2e, fragment: passphrase ? null : keyToFragment(key), plan: { ...plan, e2e } }
}

/**
 * After a reload: the same files encrypted again with the plan's key, ids, salts and nonce prefixes, so each
 * ciphertext is byte for byte the one the interrupted upload was sending and tus goes on from its offset.
 * A file the plan does not know, or whose content changed since, is refused.
 */
export async function resealFiles(files: PickedFile[], plan: SealPlan): Promise<SealedTransfer> {
  const master = await masterOf(plan)
  const byPath = new Map(plan.files.map((entry) => [entry.path, entry]))
  const sealed: PickedFile[] = []
  const names: Record<string, string> = {}
  for (const { file, relativePath } of files) {
    const planned = byPath.get(relativePath)
    if (!planned) throw new Error(`${relativePath} is not a file of the interrupted transfer`)
    const one = await sealOne(master, file, { path: relativePath, id: planned.id, salt: planned.salt, noncePrefix: planned.noncePrefix })
    if (one.entry.size !== planned.size || one.entry.sha256 !== planned.sha256) throw new Error(`${relativePath} changed since the transfer was interrupted`)
    names[planned.id] = relativePath
    sealed.push(one.sealed)
  }
  return { files: sealed, names, e2e: plan.e2e, fragment: plan.argon2id ? null : keyToFragment(fromBase64Url(plan.key)), plan }
}

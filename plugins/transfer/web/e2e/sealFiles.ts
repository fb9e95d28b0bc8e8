/*
 * The sender's browser side of an end-to-end encrypted transfer (docs/e2e-format.md): each picked file becomes
 * an upload source named by its opaque id, encrypted range by range as tus sends it (nothing is encrypted ahead,
 * so memory stays flat and a resumed upload encrypts only from its offset); once every file was read, the
 * encrypted manifest and the commitments for the send call, and the key for the link's fragment.
 * Loaded only when the sender switches the option on (the /transfer page's size budget).
 */
import {
  ARGON2_SALT_LENGTH,
  DEFAULT_ARGON2ID,
  KDF_ARGON2ID,
  KDF_NONE,
  NONCE_PREFIX_LENGTH,
  SealedFile,
  chunkSealer,
  commitmentsOf,
  encryptedSize,
  encryptManifest,
  fromBase64Url,
  fromHex,
  generateKey,
  keyToFragment,
  masterFromKey,
  newFileId,
  newSalt,
  passphraseKey,
  toBase64Url,
  toHex,
  type CommitmentItem,
  type E2eMaster,
  type HashProgress,
  type KdfBlock,
} from '@sceau/e2e'
import { sha256OfBlob } from '@sceau/api-client/sha256'
import type { PickedFile, SourcedFile } from '@sceau/api-client/uploads'

/** One file of the plan: its manifest entry once read, and what encrypts it into the same bytes again. */
export interface PlannedFile {
  id: string
  path: string
  size: number
  salt: string
  /** hex */
  noncePrefix: string
  /** The picked file's date: a file added again after a reload must have the same size and date. */
  lastModified: number
  /** Plaintext SHA-256 (hex), once every chunk was read. */
  sha256: string | null
  /** The plaintext hash so far, so a resumed upload neither reads nor encrypts again what was sent. */
  hashed: HashProgress | null
}

/**
 * What a resumed page needs to encrypt the same files into the same bytes (docs/e2e-format.md §8). Kept in
 * this browser's localStorage with the draft, never sent to the server, cleared once the transfer is sent or discarded.
 */
export interface SealPlan {
  /** base64url: the link's key, or in e-mail mode the key Argon2id derived from the passphrase (never the passphrase). */
  key: string
  /** E-mail mode: the Argon2id salt (hex) and parameters written in the manifest header. */
  argon2id: { salt: string; memoryKiB: number; iterations: number; parallelism: number } | null
  files: PlannedFile[]
  /** The send call's `e2e` body, once made (every file read): the same one after a reload. */
  e2e: { manifest: string; commitments: CommitmentItem[] } | null
}

export interface SealedTransfer {
  /** Upload sources named by each file's opaque id (no folder: the paths are in the manifest). */
  files: SourcedFile[]
  /** Opaque id -> the sender's path, to show the sender their own names while uploading. */
  names: Record<string, string>
  /** `k=…` for the link's fragment (link mode); null when a passphrase opens the transfer. */
  fragment: string | null
  plan: SealPlan
  /** The send call's `e2e` body: the encrypted manifest and the commitments (every file must have been read). */
  e2e(): Promise<{ manifest: string; commitments: CommitmentItem[] }>
}

const randomHex = (length: number) => toHex(globalThis.crypto.getRandomValues(new Uint8Array(length)))

function masterOf(plan: Pick<SealPlan, 'key' | 'argon2id'>) {
  const kdf: KdfBlock = plan.argon2id ? { kdf: KDF_ARGON2ID, ...plan.argon2id, salt: fromHex(plan.argon2id.salt) } : { kdf: KDF_NONE }
  return masterFromKey(fromBase64Url(plan.key), kdf)
}

async function sources(master: E2eMaster, files: PickedFile[], plan: SealPlan, onPlan: (plan: SealPlan) => void): Promise<SealedTransfer> {
  const byPath = new Map(plan.files.map((entry) => [entry.path, entry]))
  const picked = new Map<string, File>()
  const sealed: SourcedFile[] = []
  const names: Record<string, string> = {}
  for (const { file, relativePath } of files) {
    const planned = byPath.get(relativePath)
    if (!planned) throw new Error(`${relativePath} is not a file of the interrupted transfer`)
    if (planned.size !== file.size || planned.lastModified !== file.lastModified) throw new Error(`${relativePath} changed since the transfer was interrupted`)
    const sealer = await chunkSealer(master, { size: planned.size, noncePrefix: fromHex(planned.noncePrefix) })
    // The progress is the plan's entry itself: each range read updates it, and the draft keeps it.
    sealed.push({ source: new SealedFile(file, sealer, planned, () => onPlan(plan)), relativePath: planned.id })
    names[planned.id] = relativePath
    picked.set(planned.id, file)
  }
  const fragment = plan.argon2id ? null : keyToFragment(fromBase64Url(plan.key))
  const e2e = async () => {
    if (plan.e2e) return plan.e2e
    for (const planned of plan.files) {
      if (planned.sha256 !== null) continue
      const file = picked.get(planned.id)
      if (!file) throw new Error(`${planned.path} was not added again`)
      // Its hash progress was lost (storage full): read once more, not encrypted.
      planned.sha256 = await sha256OfBlob(file)
    }
    const entries = plan.files.map(({ id, path, size, sha256, salt }) => ({ id, path, size, sha256: sha256!, salt }))
    plan.e2e = { manifest: toBase64Url(await encryptManifest(master, entries)), commitments: await commitmentsOf({ files: entries }) }
    onPlan(plan)
    return plan.e2e
  }
  return { files: sealed, names, fragment, plan, e2e }
}

/** Plans `files` under a fresh key (link mode) or a passphrase (e-mail mode): ids, salts and nonce prefixes drawn, nothing read yet. */
export async function sealFiles(files: PickedFile[], passphrase: string | null, onPlan: (plan: SealPlan) => void = () => {}): Promise<SealedTransfer> {
  let key: Uint8Array
  let argon2id: SealPlan['argon2id'] = null
  if (passphrase) {
    const salt = globalThis.crypto.getRandomValues(new Uint8Array(ARGON2_SALT_LENGTH))
    key = await passphraseKey(passphrase, salt, DEFAULT_ARGON2ID)
    argon2id = { salt: toHex(salt), ...DEFAULT_ARGON2ID }
  } else key = generateKey()
  const plan: SealPlan = {
    key: toBase64Url(key),
    argon2id,
    files: files.map(({ file, relativePath }) => ({
      id: newFileId(),
      path: relativePath,
      size: file.size,
      salt: newSalt(),
      noncePrefix: randomHex(NONCE_PREFIX_LENGTH),
      lastModified: file.lastModified,
      sha256: null,
      hashed: null,
    })),
    e2e: null,
  }
  return sources(await masterOf(plan), files, plan, onPlan)
}

/**
 * After a reload: the same files as sources under the plan's key, ids, salts and nonce prefixes, so each
 * ciphertext is byte for byte the one the interrupted upload was sending and tus goes on from its offset;
 * nothing is read until tus asks for a range (finished files: never). A file the plan does not know, or
 * whose size or date changed since, is refused.
 */
export async function resealFiles(files: PickedFile[], plan: SealPlan, onPlan: (plan: SealPlan) => void = () => {}): Promise<SealedTransfer> {
  return sources(await masterOf(plan), files, plan, onPlan)
}

/** What the draft announces for each file: its opaque id and encrypted size. */
export const announced = (plan: SealPlan) => plan.files.map((entry) => ({ path: entry.id, size: encryptedSize(entry.size) }))

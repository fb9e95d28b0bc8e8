/* sceau transfer --e2e: each file encrypted (a fresh key, or SCEAU_PASSPHRASE) and named by an opaque id, uploaded, then the manifest and the commitments sent; the key goes only into the printed link's fragment. */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
  type E2eMaster,
  type KdfBlock,
  type ManifestEntry,
} from '@sceau/e2e'
import type { Api } from '../api.ts'
import { fileSink, fileSource, PASSPHRASE_ENV } from '../e2e.ts'
import { CliError, EXIT, usageError } from '../errors.ts'
import { batchKey, type LocalFile } from '../files.ts'
import { t } from '../i18n.ts'
import { Intents } from '../intents.ts'
import { emit } from '../output.ts'
import { Progress, note } from '../progress.ts'
import { UploadRefused, uploadFiles } from '../upload.ts'
import type { CreatedTransfer, SentTransfer, TransferOptions } from './transfer.ts'

/**
 * What a re-run needs to encrypt the same files into the same bytes (docs/e2e-format.md §8), kept with the
 * intent in the state file (mode 600, the sender's disk only) until the transfer is sent.
 */
interface SealPlan {
  /** base64url: the link's key, or the key Argon2id derived from SCEAU_PASSPHRASE (never the passphrase). */
  key: string
  argon2id: { salt: string; memoryKiB: number; iterations: number; parallelism: number } | null
  files: (ManifestEntry & { noncePrefix: string })[]
  e2e: { manifest: string; commitments: CommitmentItem[] }
}

interface E2eIntent {
  plan: SealPlan
  draft: CreatedTransfer | null
}

function masterOf(plan: Pick<SealPlan, 'key' | 'argon2id'>): Promise<E2eMaster> {
  const kdf: KdfBlock = plan.argon2id ? { kdf: KDF_ARGON2ID, ...plan.argon2id, salt: fromHex(plan.argon2id.salt) } : { kdf: KDF_NONE }
  return masterFromKey(fromBase64Url(plan.key), kdf)
}

/** Encrypts `files` into `dir`, each under its plan's id, salt and nonce prefix when resuming (the same bytes), fresh ones otherwise. */
async function seal(master: E2eMaster, files: LocalFile[], dir: string, planned: SealPlan['files'] | null) {
  const entries: SealPlan['files'] = []
  const sealed: LocalFile[] = []
  const progress = new Progress(t('progress.encrypting'))
  const total = files.reduce((sum, file) => sum + file.size, 0)
  let done = 0
  for (const [index, file] of files.entries()) {
    const known = planned?.[index]
    const noncePrefix = known?.noncePrefix ?? toHex(randomBytes(NONCE_PREFIX_LENGTH))
    const encrypted = encryptFile(master, { path: file.relativePath, id: known?.id, salt: known?.salt, noncePrefix: fromHex(noncePrefix) })
    const target = join(dir, encrypted.id)
    await fileSource(file.absolutePath).pipeThrough(encrypted.stream).pipeTo(fileSink(target))
    const entry = await encrypted.entry
    if (known && (known.path !== entry.path || known.size !== entry.size || known.sha256 !== entry.sha256))
      throw new CliError(t('error.e2eChanged', { file: file.relativePath }), EXIT.refused, 'E_CHANGED')
    entries.push({ ...entry, noncePrefix })
    sealed.push({ absolutePath: target, relativePath: encrypted.id, size: encryptedSize(entry.size), lastModified: 0, type: 'application/octet-stream' })
    progress.update((done += file.size), total)
  }
  progress.done()
  return { entries, sealed }
}

async function newPlan(passphrase: string | null): Promise<Omit<SealPlan, 'files' | 'e2e'>> {
  if (!passphrase) return { key: toBase64Url(generateKey()), argon2id: null }
  const salt = randomBytes(ARGON2_SALT_LENGTH)
  const key = await passphraseKey(passphrase, salt, DEFAULT_ARGON2ID)
  return { key: toBase64Url(key), argon2id: { salt: toHex(salt), ...DEFAULT_ARGON2ID } }
}

export async function e2eTransfer(api: Api, files: LocalFile[], body: Record<string, unknown>, recipients: string[], options: TransferOptions) {
  const passphrase = process.env[PASSPHRASE_ENV] || null
  if (!options.link && !passphrase) throw usageError(t('error.e2ePassphrase'))
  // Run again after an interruption, the same command finishes the same transfer, as a plain one does.
  const intents = await Intents.saved()
  const intentKey = batchKey('transfer-e2e', api.origin, files, body)
  const intent = intents.open(intentKey, 'transfer')
  const saved = intent.data as unknown as E2eIntent | null
  const dir = await mkdtemp(join(tmpdir(), 'sceau-e2e-'))
  try {
    // Encrypted copies on disk: tus needs each upload's length and may re-read a range to resume.
    const keys = saved?.plan ?? (await newPlan(passphrase))
    // The interrupted run's key opens the transfer: a different SCEAU_PASSPHRASE now would not.
    if (saved?.plan.argon2id && passphrase) {
      const { salt, ...params } = saved.plan.argon2id
      if (toBase64Url(await passphraseKey(passphrase, fromHex(salt), params)) !== saved.plan.key) throw usageError(t('error.e2ePassphraseChanged'))
    }
    const master = await masterOf(keys)
    const { entries, sealed } = await seal(master, files, dir, saved?.plan.files ?? null)
    let plan = saved?.plan
    if (!plan) {
      const manifestEntries = entries.map(({ noncePrefix: _prefix, ...entry }) => entry)
      const e2e = { manifest: toBase64Url(await encryptManifest(master, manifestEntries)), commitments: await commitmentsOf({ files: manifestEntries }) }
      plan = { ...keys, files: entries, e2e }
      intents.update(intentKey, { data: { plan, draft: null } as unknown as Record<string, unknown> })
    }
    let draft = saved?.draft ?? null
    if (draft) note(t('transfer.resuming', { id: draft.id }))
    else {
      // Announced by opaque id and encrypted size: the plaintext list in `body` never leaves.
      const list = sealed.map((file) => ({ path: file.relativePath, size: file.size }))
      const announced = { ...body, e2e: true, files: { count: list.length, bytes: list.reduce((sum, file) => sum + file.size, 0), list } }
      draft = await api.post<CreatedTransfer>('/transfer/transfers', announced, { idempotencyKey: intent.idempotencyKey })
      intents.update(intentKey, { phase: 'announced', data: { plan, draft } as unknown as Record<string, unknown> })
    }
    note(t('transfer.e2eNote'))
    if (intent.phase === 'announced') {
      try {
        await uploadFiles(
          api.origin,
          { batchId: draft.batchId, uploadToken: draft.uploadToken, endpoint: draft.endpoint },
          sealed,
          intents,
          new Progress(t('progress.uploading'))
        )
      } catch (error) {
        // The draft is gone or its batch closed: the next run starts a new transfer, under a new key.
        if (error instanceof UploadRefused) intents.forget(intentKey)
        throw error
      }
      intents.update(intentKey, { phase: 'uploaded' })
    }
    const sent = await api.post<SentTransfer>(
      `/transfer/drafts/${draft.id}/send`,
      { e2e: plan.e2e },
      { headers: { 'X-Transfer-Sender': draft.senderToken }, idempotencyKey: `${intent.idempotencyKey}:send` }
    )
    // Sent: the key material leaves the state file.
    intents.forget(intentKey)
    const link = plan.argon2id ? sent.link : `${sent.link}#${keyToFragment(fromBase64Url(plan.key))}`
    emit(options, { transfer: { ...sent, link, mode: body.mode, recipients, e2e: true } }, [
      recipients.length
        ? t('transfer.sentTo', { recipients: recipients.join(', '), count: sent.files, date: sent.expireAt })
        : t('transfer.linkLine', { date: sent.expireAt }),
      link,
      t('transfer.certified', { date: sent.certifiedAt ?? '' }),
    ])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

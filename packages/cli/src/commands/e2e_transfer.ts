/* sceau transfer --e2e: each file encrypted (a fresh key, or SCEAU_PASSPHRASE) and named by an opaque id, uploaded, then the manifest and the commitments sent; the key goes only into the printed link's fragment. */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  commitmentsOf,
  encryptedSize,
  encryptFile,
  encryptManifest,
  generateKey,
  keyToFragment,
  masterForSending,
  toBase64Url,
  type ManifestEntry,
} from '@sceau/e2e'
import type { Api } from '../api.ts'
import { fileSink, fileSource, PASSPHRASE_ENV } from '../e2e.ts'
import { usageError } from '../errors.ts'
import type { LocalFile } from '../files.ts'
import { t } from '../i18n.ts'
import { Intents } from '../intents.ts'
import { emit } from '../output.ts'
import { Progress, note } from '../progress.ts'
import { uploadFiles } from '../upload.ts'
import type { CreatedTransfer, SentTransfer, TransferOptions } from './transfer.ts'

export async function e2eTransfer(api: Api, files: LocalFile[], body: Record<string, unknown>, recipients: string[], options: TransferOptions) {
  const passphrase = process.env[PASSPHRASE_ENV] || null
  if (!options.link && !passphrase) throw usageError(t('error.e2ePassphrase'))
  const key = passphrase ? null : generateKey()
  const master = await masterForSending(key ? { key } : { passphrase: passphrase! })
  const dir = await mkdtemp(join(tmpdir(), 'sceau-e2e-'))
  try {
    // Encrypted copies on disk: tus needs each upload's length and may re-read a range to resume.
    const entries: ManifestEntry[] = []
    const sealed: LocalFile[] = []
    const progress = new Progress(t('progress.encrypting'))
    const total = files.reduce((sum, file) => sum + file.size, 0)
    let done = 0
    for (const file of files) {
      const encrypted = encryptFile(master, { path: file.relativePath })
      const target = join(dir, encrypted.id)
      await fileSource(file.absolutePath).pipeThrough(encrypted.stream).pipeTo(fileSink(target))
      const entry = await encrypted.entry
      entries.push(entry)
      sealed.push({ absolutePath: target, relativePath: encrypted.id, size: encryptedSize(entry.size), lastModified: 0, type: 'application/octet-stream' })
      progress.update((done += file.size), total)
    }
    progress.done()
    // Announced by opaque id and encrypted size: the plaintext list in `body` never leaves.
    const list = sealed.map((file) => ({ path: file.relativePath, size: file.size }))
    const announced = { ...body, e2e: true, files: { count: list.length, bytes: list.reduce((sum, file) => sum + file.size, 0), list } }
    // A fresh key each run: an interrupted encrypted transfer starts again rather than resumes (its ciphertext would differ).
    const draft = await api.post<CreatedTransfer>('/transfer/transfers', announced, { idempotencyKey: randomUUID() })
    note(t('transfer.e2eNote'))
    const intents = await Intents.saved()
    await uploadFiles(
      api.origin,
      { batchId: draft.batchId, uploadToken: draft.uploadToken, endpoint: draft.endpoint },
      sealed,
      intents,
      new Progress(t('progress.uploading'))
    )
    const e2e = { manifest: toBase64Url(await encryptManifest(master, entries)), commitments: await commitmentsOf({ files: entries }) }
    const sent = await api.post<SentTransfer>(
      `/transfer/drafts/${draft.id}/send`,
      { e2e },
      { headers: { 'X-Transfer-Sender': draft.senderToken }, idempotencyKey: randomUUID() }
    )
    const link = key ? `${sent.link}#${keyToFragment(key)}` : sent.link
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

/* sceau transfer: POST /transfer/transfers (a draft), upload, POST /transfer/drafts/:id/send. */
import { Api } from '../http.ts'
import { readState, requireConfig, writeState } from '../config.ts'
import { usageError } from '../errors.ts'
import { batchKey, collectFiles } from '../files.ts'
import { emit, type OutputOptions } from '../output.ts'
import { note } from '../progress.ts'
import { uploadFiles } from '../upload.ts'

/** Transfer plugin answers (plugins/transfer/shared/types.ts: CreatedTransfer, SentTransfer). */
interface CreatedTransfer {
  id: string
  senderToken: string
  batchId: string
  uploadToken: string
  endpoint: string
}
interface SentTransfer {
  id: string
  link: string
  expireAt: string
  files: number
  bytes: number
  dropped: number
}

export interface TransferOptions extends OutputOptions {
  to?: string[]
  link?: boolean
  message?: string
  title?: string
  expiryDays?: string
}

export async function transfer(paths: string[], options: TransferOptions) {
  const recipients = (options.to ?? []).flatMap((value) => value.split(/[,;\s]+/)).filter(Boolean)
  if (options.link && recipients.length) throw usageError('Choose --to or --link, not both.')
  if (!options.link && !recipients.length) throw usageError('Give the recipients with --to (one or more), or --link for a download link.')
  const expiryDays = options.expiryDays === undefined ? undefined : Number(options.expiryDays)
  if (expiryDays !== undefined && !(Number.isSafeInteger(expiryDays) && expiryDays > 0)) throw usageError('--expiry-days must be a whole number of days.')
  const config = await requireConfig()
  const api = new Api(config.url, { kind: 'bearer', token: config.token })
  const { files } = await collectFiles(paths)
  const state = await readState()
  const body = {
    type: 'send',
    mode: options.link ? 'link' : 'email',
    ...(recipients.length ? { recipients } : {}),
    ...(options.message ? { message: options.message } : {}),
    ...(options.title ? { title: options.title } : {}),
    ...(expiryDays ? { expiryDays } : {}),
    files: { count: files.length, bytes: files.reduce((sum, file) => sum + file.size, 0) },
  }
  const key = batchKey('transfer', config.url, files, body)
  let draft = state.batches[key]?.data as unknown as CreatedTransfer | undefined
  if (draft) note(`Resuming the upload of transfer ${draft.id}.`)
  else {
    draft = await api.request<CreatedTransfer>('POST', '/transfer/transfers', { body })
    state.batches[key] = { kind: 'transfer', createdAt: new Date().toISOString(), data: draft as unknown as Record<string, unknown> }
    await writeState(state)
  }
  await uploadFiles(config.url, { batchId: draft.batchId, uploadToken: draft.uploadToken, endpoint: draft.endpoint }, files, state, 'Uploading', key)
  const sent = await api.request<SentTransfer>('POST', `/transfer/drafts/${draft.id}/send`, { headers: { 'X-Transfer-Sender': draft.senderToken } })
  delete state.batches[key]
  await writeState(state)
  emit(options, { transfer: { ...sent, mode: body.mode, recipients } }, [
    recipients.length ? `Sent to ${recipients.join(', ')}: ${sent.files} file(s), until ${sent.expireAt}.` : `Download link (until ${sent.expireAt}):`,
    sent.link,
  ])
}

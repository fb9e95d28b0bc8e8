/* sceau transfer: POST /transfer/transfers (a draft), upload, POST /transfer/drafts/:id/send; run again after an interruption, it finishes the same transfer. */
import type { ApiAnswer } from '@sceau/api-client'
import { Api } from '../api.ts'
import { requireConfig } from '../config.ts'
import { usageError } from '../errors.ts'
import { batchKey, collectFiles } from '../files.ts'
import { t } from '../i18n.ts'
import { Intents } from '../intents.ts'
import { emit, type OutputOptions } from '../output.ts'
import { e2eTransfer } from './e2e_transfer.ts'
import { Progress, note } from '../progress.ts'
import { UploadRefused, uploadFiles } from '../upload.ts'

/** The transfer plugin's answers (@sceau/api-client's types, generated from the OpenAPI document). */
export type CreatedTransfer = ApiAnswer<'/api/v2/transfer/transfers', 'post', 201>
export type SentTransfer = ApiAnswer<'/api/v2/transfer/drafts/{id}/send', 'post'>

export interface TransferOptions extends OutputOptions {
  to?: string[]
  link?: boolean
  message?: string
  title?: string
  expiryDays?: string
  e2e?: boolean
}

export async function transfer(paths: string[], options: TransferOptions) {
  const recipients = (options.to ?? []).flatMap((value) => value.split(/[,;\s]+/)).filter(Boolean)
  if (options.link && recipients.length) throw usageError(t('error.toOrLink'))
  if (!options.link && !recipients.length) throw usageError(t('error.recipients'))
  const expiryDays = options.expiryDays === undefined ? undefined : Number(options.expiryDays)
  if (expiryDays !== undefined && !(Number.isSafeInteger(expiryDays) && expiryDays > 0)) throw usageError(t('error.expiryDays'))
  const config = await requireConfig()
  const api = new Api(config.url, { kind: 'bearer', token: config.token })
  const { files } = await collectFiles(paths)
  const body = {
    type: 'send',
    mode: options.link ? 'link' : 'email',
    ...(recipients.length ? { recipients } : {}),
    ...(options.message ? { message: options.message } : {}),
    ...(options.title ? { title: options.title } : {}),
    ...(expiryDays ? { expiryDays } : {}),
    // The list holds the upload batch to these files: a re-run cannot send a second copy.
    files: {
      count: files.length,
      bytes: files.reduce((sum, file) => sum + file.size, 0),
      list: files.map((file) => ({ path: file.relativePath, size: file.size })),
    },
  }
  if (options.e2e) return e2eTransfer(api, files, body, recipients, options)
  const intents = await Intents.saved()
  const key = batchKey('transfer', config.url, files, body)
  const intent = intents.open(key, 'transfer')
  let draft = intent.data as unknown as CreatedTransfer | null
  if (draft) note(t('transfer.resuming', { id: draft.id }))
  else {
    draft = await api.post<CreatedTransfer>('/transfer/transfers', body, { idempotencyKey: intent.idempotencyKey })
    intents.update(key, { phase: 'announced', data: draft as unknown as Record<string, unknown> })
  }
  if (intent.phase === 'announced') {
    try {
      await uploadFiles(
        config.url,
        { batchId: draft.batchId, uploadToken: draft.uploadToken, endpoint: draft.endpoint },
        files,
        intents,
        new Progress(t('progress.uploading'))
      )
    } catch (error) {
      // The draft is gone or its batch closed: the next run starts a new transfer.
      if (error instanceof UploadRefused) intents.forget(key)
      throw error
    }
    intents.update(key, { phase: 'uploaded' })
  }
  const sent = await api.post<SentTransfer>(`/transfer/drafts/${draft.id}/send`, undefined, {
    headers: { 'X-Transfer-Sender': draft.senderToken },
    idempotencyKey: `${intent.idempotencyKey}:send`,
  })
  intents.forget(key)
  emit(options, { transfer: { ...sent, mode: body.mode, recipients } }, [
    recipients.length
      ? t('transfer.sentTo', { recipients: recipients.join(', '), count: sent.files, date: sent.expireAt })
      : t('transfer.linkLine', { date: sent.expireAt }),
    sent.link,
  ])
}

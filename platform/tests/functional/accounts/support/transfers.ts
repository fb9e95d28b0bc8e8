/* Sent transfers and deposits made through the API by a test account, for the authorization tests. */
import { blobIdOfUrl, blobWhenSettled, createUpload, sendChunks } from '@sceau/testing/uploads'
import type { Browser } from '@sceau/testing/browser'
import { uniqueEmail } from '@sceau/testing/personas'

export interface SentTransfer {
  id: string
  token: string
  fileId: string
}

/** A transfer of one small file sent by `sender` (link or e-mail mode), optionally with a password. */
export async function sendTransfer(sender: Browser, options: { mode?: 'link' | 'email'; password?: string } = {}): Promise<SentTransfer> {
  const mode = options.mode ?? 'link'
  const body: Record<string, unknown> = mode === 'email' ? { mode, recipients: [uniqueEmail('recipient')] } : { mode }
  if (options.password) body.password = options.password
  const created = await sender.post('/transfer/transfers', body)
  if (created.status !== 201) throw new Error(`draft refused: ${JSON.stringify(created.body)}`)
  const draft = created.body
  const bytes = new TextEncoder().encode('authorization test')
  const url = await createUpload(bytes.length, { filename: 'table.txt' }, { token: draft.uploadToken })
  await sendChunks(url, bytes, bytes.length, { token: draft.uploadToken })
  await blobWhenSettled(blobIdOfUrl(url))
  const sent = await sender.request('POST', `/transfer/drafts/${draft.id}/send`, { headers: { 'x-transfer-sender': draft.senderToken } })
  if (sent.status !== 200) throw new Error(`send refused: ${JSON.stringify(sent.body)}`)
  const detail = await sender.get(`/transfer/transfers/${sent.body.id}`)
  if (detail.status !== 200) throw new Error(`sent transfer unreadable by its sender: ${JSON.stringify(detail.body)}`)
  const token = new URL(sent.body.link ?? detail.body.link).pathname.split('/').pop()!
  return { id: String(sent.body.id), token, fileId: String(detail.body.files[0].id) }
}

/** A deposit whose file is never uploaded: it stays unsealed, so its statuses never race the seal job. */
export async function unsealedDeposit(depositor: Browser) {
  const body = { type: 'file', authorKind: 'me', years: 3, coAuthors: [], title: 'Table', files: [{ path: 'table.txt', size: 5 }] }
  const created = await depositor.post('/consignment/deposits', body)
  if (created.status !== 201) throw new Error(`deposit refused: ${JSON.stringify(created.body)}`)
  return { id: created.body.deposit.id as string, fileId: created.body.deposit.files[0].id as string }
}

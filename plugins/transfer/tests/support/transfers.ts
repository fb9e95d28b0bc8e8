/*
 * Helpers of the transfer plugin's tests: drafts opened through the API as a browser would, on
 * @sceau/testing's personas, raw tus uploads and mail catcher (codes read from the mails a real
 * SMTP server received).
 */
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { Browser } from '@sceau/testing/browser'
import type { MailCatcher } from '@sceau/testing/mail_catcher'
import { blobIdOfUrl, blobWhenSettled, createUpload, randomBytesOf, sendChunks, sha256Hex as sha256 } from '@sceau/testing/uploads'
import { uniqueName } from '@sceau/testing/unique'
import { waitFor } from '@sceau/testing/wait_for'

export { Browser, randomBytesOf, sha256, uniqueName, waitFor }
export { unzip } from '@sceau/testing/unzip'
export { grantPlan, signUp, uniqueEmail } from '@sceau/testing/personas'
export { MailCatcher, linkIn } from '@sceau/testing/mail_catcher'

export interface TestFile {
  path: string
  bytes: Buffer
}

export function files(...specs: [string, number][]): TestFile[] {
  return specs.map(([path, size]) => ({ path, bytes: randomBytesOf(size) }))
}

/** Uploads the files into a draft's batch (tus, in chunks) and waits until each is analysed. */
export async function upload(draft: { uploadToken: string }, list: TestFile[], chunk = 64 * 1024) {
  const ids: string[] = []
  for (const file of list) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1)
    const url = await createUpload(file.bytes.length, { filename: name, relativePath: file.path }, { token: draft.uploadToken })
    if (file.bytes.length) await sendChunks(url, file.bytes, chunk, { token: draft.uploadToken })
    ids.push(blobIdOfUrl(url))
  }
  for (const id of ids) await blobWhenSettled(id)
  return ids
}

/** The six digits of the last code mail to this address. */
export async function codeFrom(mail: MailCatcher, email: string, previous = 0) {
  const codes = () => mail.to(email).filter((m) => /\b\d{6}\b/.test(m.parsed.subject ?? ''))
  await waitFor(() => codes().length > previous, `code mail number ${previous + 1} to ${email}`)
  return /\b(\d{6})\b/.exec(codes()[previous].parsed.subject!)![1]
}

export interface GuestSend {
  browser?: Browser
  senderEmail?: string
  recipients?: string[]
  mode?: 'email' | 'link'
  title?: string
  message?: string
  files: TestFile[]
}

/** The whole anonymous flow: draft, code from the mail, upload, send. */
export async function guestTransfer(mail: MailCatcher, options: GuestSend) {
  const browser = options.browser ?? new Browser('en')
  const senderEmail = options.senderEmail ?? `${uniqueName('sender')}@example.org`.toLowerCase()
  const created = await browser.post('/transfer/guest-transfers', {
    mode: options.mode ?? 'email',
    recipients: options.recipients ?? [`${uniqueName('to')}@example.org`.toLowerCase()],
    senderEmail,
    title: options.title,
    message: options.message,
  })
  if (created.status !== 201) throw new Error(`draft refused: ${created.status} ${JSON.stringify(created.body)}`)
  const draft = created.body
  const headers = { 'x-transfer-sender': draft.senderToken }
  const code = await codeFrom(mail, senderEmail)
  const verified = await browser.request('POST', `/transfer/drafts/${draft.id}/verify`, { json: { code }, headers })
  if (verified.status !== 200) throw new Error(`code refused: ${JSON.stringify(verified.body)}`)
  const blobIds = await upload(draft, options.files)
  const sent = await browser.request('POST', `/transfer/drafts/${draft.id}/send`, { headers })
  if (sent.status !== 200) throw new Error(`send refused: ${sent.status} ${JSON.stringify(sent.body)}`)
  return { browser, senderEmail, draft, blobIds, sent: sent.body, token: new URL(sent.body.link).pathname.split('/').pop()! }
}

/** A logged-in user's transfer: no code. */
export async function userTransfer(browser: Browser, body: Record<string, unknown>, list: TestFile[]) {
  const created = await browser.post('/transfer/transfers', { mode: 'link', ...body })
  if (created.status !== 201) throw new Error(`draft refused: ${created.status} ${JSON.stringify(created.body)}`)
  await upload(created.body, list)
  const headers = { 'x-transfer-sender': created.body.senderToken }
  const sent = await browser.request('POST', `/transfer/drafts/${created.body.id}/send`, { headers })
  if (sent.status !== 200) throw new Error(`send refused: ${sent.status} ${JSON.stringify(sent.body)}`)
  return { draft: created.body, sent: sent.body, id: sent.body.id as string, token: new URL(sent.body.link).pathname.split('/').pop()! }
}

export function baseUrl() {
  return Browser.baseUrl()
}

/** GET of a download URL: status, headers and the bytes. */
export async function fetchBytes(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl()}/api/v2${path}`, { headers })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

/*
 * Helpers of the consignment plugin's tests: deposits made through the API as a browser would,
 * on @sceau/testing's personas, raw tus uploads and queue worker (BullMQ runs seal here as
 * `queue:work` would).
 */
import type {} from '@japa/assert'
import { Browser } from '@sceau/testing/browser'
import { startQueueWorker } from '@sceau/testing/test_platform'
import { blobIdOfUrl, blobWhenSettled, createUpload, randomBytesOf, sendChunks, sha256Hex as sha256 } from '@sceau/testing/uploads'
import { waitFor } from '@sceau/testing/wait_for'
import type { CreatedDeposit, DepositDetail, DepositInput } from '../../shared/index.js'

export { Browser, randomBytesOf, sha256, waitFor }
export { grantPlan, signUp, uniqueEmail, type TestAccount } from '@sceau/testing/personas'
export { uniqueName } from '@sceau/testing/unique'

/** Runs queued jobs in this process when the queue is BullMQ (the embedded queue's worker already runs). */
export const startJobWorker = () => startQueueWorker(4)

export interface TestFile {
  path: string
  bytes: Buffer
  mime?: string
}

export function testFile(path: string, text?: string): TestFile {
  return { path, bytes: text === undefined ? randomBytesOf(2048) : Buffer.from(text) }
}

export function depositBody(files: TestFile[], overrides: Partial<DepositInput> = {}): DepositInput {
  return {
    type: files.length === 1 ? 'file' : 'folder',
    authorKind: 'me',
    years: 3,
    coAuthors: [],
    title: 'A deposit',
    description: 'What it is',
    files: files.map((f) => ({ path: f.path, size: f.bytes.length, mime: f.mime ?? 'text/plain', ...(overrides.hashOnly ? { sha256: sha256(f.bytes) } : {}) })),
    ...overrides,
  }
}

/** Creates a deposit through the API and uploads its files (unless hash-only). */
export async function deposit(browser: Browser, files: TestFile[], overrides: Partial<DepositInput> = {}): Promise<CreatedDeposit> {
  const answer = await browser.post('/consignment/deposits', depositBody(files, overrides))
  if (answer.status !== 201) throw new Error(`deposit refused: ${answer.status} ${JSON.stringify(answer.body)}`)
  const created = answer.body as CreatedDeposit
  if (created.upload) await upload(created.upload.uploadToken, files)
  return created
}

export async function upload(token: string, files: TestFile[]) {
  const ids: string[] = []
  for (const file of files) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1)
    const url = await createUpload(file.bytes.length, { filename: name, relativePath: file.path, filetype: file.mime ?? 'text/plain' }, { token })
    if (file.bytes.length) await sendChunks(url, file.bytes, 64 * 1024, { token })
    ids.push(blobIdOfUrl(url))
  }
  for (const id of ids) await blobWhenSettled(id)
  return ids
}

/** Polls the deposit until it is protected (every file timestamped, certificate stored). */
export async function sealed(browser: Browser, id: string): Promise<DepositDetail> {
  return waitFor(async () => {
    const answer = await browser.get(`/consignment/deposits/${id}`)
    return answer.status === 200 && answer.body.state === 'protected' ? (answer.body as DepositDetail) : null
  }, `deposit ${id} protected`)
}

/** A binary answer (PDF, ZIP, file) with its headers. */
export async function fetchBytes(browser: Browser, path: string) {
  const response = await fetch(`${Browser.baseUrl()}/api/v2${path}`, { headers: { cookie: browser.cookieHeader(), 'x-forwarded-for': browser.ip } })
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}

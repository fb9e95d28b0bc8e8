/*
 * Helpers of the receptions plugin's tests: SafeLinks and the page made through the API by
 * @sceau/testing's personas, deliveries sent as a third party's browser would (raw tus uploads),
 * bytes fetched from the download routes.
 */
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { Browser } from '@sceau/testing/browser'
import type { TestAccount } from '@sceau/testing/personas'
import { blobIdOfUrl, blobWhenSettled, createUpload, randomBytesOf, sendChunks, sha256Hex } from '@sceau/testing/uploads'

export { Browser, randomBytesOf, sha256Hex }

export interface TestFile {
  path: string
  bytes: Buffer
}

export function files(...specs: [string, number][]): TestFile[] {
  return specs.map(([path, size]) => ({ path, bytes: randomBytesOf(size) }))
}

export async function createLink(account: TestAccount, body: Record<string, unknown> = {}) {
  const answer = await account.browser.post('/receptions/links', { title: 'Pièces du dossier', audience: 'public', expiry: '7d', ...body })
  if (answer.status !== 201) throw new Error(`link refused: ${answer.status} ${JSON.stringify(answer.body)}`)
  return { ...answer.body, token: new URL(answer.body.url).pathname.split('/').pop()! } as { id: string; token: string; url: string }
}

/** Uploads the files into a delivery's batch (tus) and waits until each is analysed. */
export async function upload(start: { upload: { token: string } }, list: TestFile[]) {
  const ids: string[] = []
  for (const file of list) {
    const name = file.path.slice(file.path.lastIndexOf('/') + 1)
    const url = await createUpload(file.bytes.length, { filename: name, relativePath: file.path }, { token: start.upload.token })
    if (file.bytes.length) await sendChunks(url, file.bytes, 64 * 1024, { token: start.upload.token })
    ids.push(blobIdOfUrl(url))
  }
  for (const id of ids) await blobWhenSettled(id)
  return ids
}

export interface Sending {
  browser?: Browser
  name?: string
  email?: string
  message?: string
  grant?: string | null
  files: TestFile[]
}

/** Starts a delivery at `/receptions/public/<ref>` (ref "link/<token>" or "page/<uuid>"). */
export async function startDelivery(ref: string, options: Sending) {
  const browser = options.browser ?? new Browser('en')
  const answer = await browser.post(`/receptions/public/${ref}/deliveries`, {
    name: options.name ?? 'Jeanne Tiers',
    email: options.email ?? 'jeanne.tiers@example.org',
    message: options.message,
    grant: options.grant,
    files: options.files.map((f) => ({ name: f.path.slice(f.path.lastIndexOf('/') + 1), path: f.path, size: f.bytes.length })),
  })
  return { browser, answer }
}

/** The whole third-party flow: start, upload, complete; throws on a refusal. */
export async function deliver(ref: string, options: Sending) {
  const { browser, answer } = await startDelivery(ref, options)
  if (answer.status !== 201) throw new Error(`delivery refused: ${answer.status} ${JSON.stringify(answer.body)}`)
  await upload(answer.body, options.files)
  const completed = await browser.post(`/receptions/public/deliveries/${answer.body.deliveryId}/complete`, { senderToken: answer.body.senderToken })
  return { browser, start: answer.body, completed }
}

export async function fetchBytes(browser: Browser, path: string) {
  const response = await fetch(`${Browser.baseUrl()}/api/v2${path}`, { headers: { cookie: browser.cookieHeader(), 'x-forwarded-for': browser.ip } })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

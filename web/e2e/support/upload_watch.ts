/*
 * The tus requests of a sender's tabs, seen and steered from the test (the tab-close resume tests):
 * each create, each PATCH with its offset and the bytes that reached the server, and one "big" file
 * whose upload the test cuts in the tab it will close, or holds until it releases it.
 */
import type { Page } from 'playwright-core'

/**
 * What a tab does with the big file's tus requests. 'cut': the first PATCH gets `cut` bytes to the
 * server, then its connection drops; every later request of that upload (the retry's HEAD) waits
 * unanswered until the tab closes, so the tab cannot send another byte of it, however slow the
 * machine. A promise: each PATCH waits for it, then goes on whole.
 */
export type BigHold = 'cut' | Promise<void>

export interface UploadCreate {
  tab: number
  /** The relativePath the client announced (an opaque id for an encrypted transfer). */
  path: string
  length: number
}

export function watchUploads(options: { origin: string; cut: number; isBig: (create: UploadCreate) => boolean }) {
  const creates: UploadCreate[] = []
  /** The PATCHes that reached the server: the tab, the file, the Upload-Offset, the bytes sent. */
  const patches: { tab: number; big: boolean; offset: number; bytes: number }[] = []
  /** The big file's requests held unanswered after its cut (method and Upload-Offset). */
  const stalled: { tab: number; method: string; offset: number | null }[] = []
  const bigUploads = new Set<string>()

  /** Routes the tab's uploads; `number` tells its requests apart from the other tab's. */
  async function watch(tab: Page, number: number, hold: BigHold) {
    const closed = new Promise<void>((resolve) => tab.once('close', () => resolve()))
    let cutDone = false
    await tab.route('**/api/v2/uploads**', async (route) => {
      const request = route.request()
      if (request.method() === 'POST') {
        const metadata = request.headers()['upload-metadata'] ?? ''
        const path = Buffer.from(/relativePath ([^,]+)/.exec(metadata)?.[1] ?? '', 'base64').toString()
        const create = { tab: number, path, length: Number(request.headers()['upload-length']) }
        creates.push(create)
        const response = await route.fetch()
        if (options.isBig(create)) bigUploads.add(new URL(response.headers().location!, options.origin).pathname)
        return route.fulfill({ response })
      }
      const big = bigUploads.has(new URL(request.url()).pathname)
      const offset = request.headers()['upload-offset'] === undefined ? null : Number(request.headers()['upload-offset'])
      if (big && hold === 'cut' && cutDone) {
        // Never let through: a paused request may still go out as its tab closes, so the tab must have nothing else to send (a HEAD carries no byte).
        stalled.push({ tab: number, method: request.method(), offset })
        await closed
        return route.abort().catch(() => {})
      }
      if (request.method() !== 'PATCH') return route.continue().catch(() => {})
      const body = request.postDataBuffer() ?? Buffer.alloc(0)
      if (big && hold === 'cut') {
        // The connection drops after `cut` bytes: the server keeps them, the client learns it only from a retry's HEAD.
        cutDone = true
        const response = await route.fetch({ postData: body.subarray(0, options.cut) })
        // What the server says it received, not what was meant to go.
        patches.push({ tab: number, big, offset: offset ?? 0, bytes: Number(response.headers()['upload-offset']) - (offset ?? 0) })
        return route.abort('connectionreset')
      }
      if (big) await hold
      patches.push({ tab: number, big, offset: offset ?? 0, bytes: body.length })
      return route.continue().catch(() => {})
    })
  }

  return { creates, patches, stalled, watch }
}

/** The server's view of the batch the tab's stored draft is sending (GET /uploads with its upload token). */
export function uploadsOnServer(tab: Page) {
  return tab.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('sceau.transfer.draft') ?? '{}') as { draft?: { uploadToken: string } }
    const answer = await fetch('/api/v2/uploads', { headers: { authorization: `Bearer ${stored.draft?.uploadToken}` } })
    return ((await answer.json()) as { files: { path: string; receivedBytes: number; state: string }[] }).files
  })
}

/*
 * The tus requests of a sender's tabs, seen and steered from the test (the two tab-close resume
 * tests): each create, each PATCH with its offset and bytes, and one "big" file whose PATCHes the
 * test cuts after some bytes, drops, or holds until it releases them.
 */
import type { Page } from 'playwright-core'

/** What to do with a PATCH of the big file: let `cut` bytes through then answer, drop it, or hold it until the promise settles. */
export type BigHold = 'cut' | 'drop' | Promise<void>

export interface UploadCreate {
  tab: number
  /** The relativePath the client announced (an opaque id for an encrypted transfer). */
  path: string
  length: number
}

export function watchUploads(options: { origin: string; cut: number; isBig: (create: UploadCreate) => boolean }) {
  const creates: UploadCreate[] = []
  const patches: { tab: number; big: boolean; offset: number; bytes: number }[] = []
  const bigWaits: { tab: number; offset: number }[] = []
  const bigUploads = new Set<string>()

  /** Routes the tab's uploads; `number` tells its requests apart from the other tab's. */
  async function watch(tab: Page, number: number, holdBig: (offset: number) => BigHold) {
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
      if (request.method() === 'PATCH') {
        const big = bigUploads.has(new URL(request.url()).pathname)
        const offset = Number(request.headers()['upload-offset'])
        const body = request.postDataBuffer() ?? Buffer.alloc(0)
        if (big) {
          const hold = holdBig(offset)
          if (hold === 'cut') {
            // The connection drops after `cut` bytes: the server keeps them, the client would go on from there.
            patches.push({ tab: number, big, offset, bytes: options.cut })
            const response = await route.fetch({ postData: body.subarray(0, options.cut) })
            return route.fulfill({ response })
          }
          bigWaits.push({ tab: number, offset })
          // A request held in the route would still go out when its tab closes: dropped, it sends nothing.
          if (hold === 'drop') return route.abort('connectionreset')
          await hold
        }
        patches.push({ tab: number, big, offset, bytes: body.length })
      }
      return route.continue().catch(() => {})
    })
  }

  return { creates, patches, bigWaits, watch }
}

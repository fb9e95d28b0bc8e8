// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FetchHttpStack } from './fetch_http_stack.js'
import { UploadClient, type UploadTotals } from './upload_client.js'

// tus-js-client's browser build (File sources), as an extension's service worker bundles it, on Node (which has no XMLHttpRequest).
vi.mock('tus-js-client', () => import('../../node_modules/tus-js-client/lib.esm/browser/index.js' as string))

let server: Server | undefined
afterEach(() => server?.close())

/** A tus 1.0 creation + PATCH endpoint keeping the bytes of each upload. */
async function tusServer() {
  const uploads = new Map<string, { length: number; data: Buffer }>()
  const patches: number[] = []
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const tus = { 'Tus-Resumable': '1.0.0' }
      if (request.method === 'POST') {
        const id = String(uploads.size + 1)
        uploads.set(id, { length: Number(request.headers['upload-length']), data: Buffer.alloc(0) })
        response.writeHead(201, { ...tus, Location: `/files/${id}` })
        return response.end()
      }
      const upload = uploads.get(request.url!.split('/').pop()!)!
      upload.data = Buffer.concat([upload.data, ...chunks])
      patches.push(Buffer.concat(chunks).length)
      response.writeHead(204, { ...tus, 'Upload-Offset': String(upload.data.length) })
      response.end()
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/files`, uploads, patches }
}

describe('FetchHttpStack', () => {
  it('sends a file in chunks through fetch where there is no XMLHttpRequest, progress counted per chunk', async () => {
    expect(typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest).toBe('undefined')
    const tus = await tusServer()
    const bytes = new Uint8Array(2500).map((_, i) => i % 251)
    const progress: number[] = []
    const done = new Promise<UploadTotals>((resolve) => {
      const client = new UploadClient({
        batchId: 'b1',
        token: 'upl',
        endpoint: tus.endpoint,
        chunkSize: 1000,
        storage: null,
        hasher: null,
        statusIntervalMs: 60_000,
        fetch: async () => new Response(JSON.stringify({ files: [] })),
        httpStack: new FetchHttpStack(),
        onChange: (_items, totals) => {
          progress.push(totals.sentBytes)
          if (totals.sentBytes === totals.bytes) resolve(totals)
        },
      })
      client.add([{ file: new File([bytes], 'a.bin'), relativePath: 'a.bin' }])
      client.start()
    })
    expect((await done).bytes).toBe(2500)
    expect(tus.patches).toEqual([1000, 1000, 500])
    expect(new Uint8Array(tus.uploads.get('1')!.data)).toEqual(bytes)
    expect(progress).toEqual(expect.arrayContaining([1000, 2000, 2500]))
  })
})

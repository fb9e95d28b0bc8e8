/*
 * A stand-in Sceau instance for the extension's Chromium test (the platform's own e2e is
 * web/e2e/capsules_extension.e2e.test.ts): the pairing page that posts a token the way the web app
 * does, GET /users/me, the capsules routes and a tus 1.0 upload endpoint keeping the bytes.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandIn {
  server: Server
  origin: string
  validTokens: Set<string>
  /** POST /capsules bodies. */
  starts: Record<string, unknown>[]
  /** Uploaded files by name. */
  files: Map<string, Buffer>
  completed: string[]
}

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })

export const PRICE = { cents: 320, years: 3, upToBytes: 10 * 1024 * 1024 }

export async function startStandIn(token: string): Promise<StandIn> {
  const validTokens = new Set([token])
  const starts: Record<string, unknown>[] = []
  const files = new Map<string, Buffer>()
  const uploads = new Map<string, { name: string; length: number; data: Buffer }>()
  const completed: string[] = []
  let capsule: Record<string, unknown> | null = null

  const server = createServer((request, response) => void handle(request, response))
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://x')
    const path = url.pathname
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers })
      response.end(body === undefined ? undefined : JSON.stringify(body))
    }
    if (path === '/app/integrations') {
      // What the web app's pairing page does: post the token to itself, when the extension says it listens.
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return response.end(`<!doctype html><title>Integrations</title><p>Pairing</p><script>
        addEventListener('message', (event) => {
          if (event.source === window && event.data && event.data.type === 'sceau:extension-ready')
            window.postMessage({ type: 'sceau:extension-token', token: ${JSON.stringify(token)}, name: 'Sceau extension' }, location.origin)
        })
      </script>`)
    }
    const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    if (path.startsWith('/api/v2/uploads')) {
      const tus = { 'Tus-Resumable': '1.0.0' }
      if (bearer !== 'upl_1') return send(401, { error: { code: 'E_UNAUTHORIZED_ACCESS', message: 'no' } })
      if (request.method === 'GET' && path === '/api/v2/uploads')
        return send(200, { files: [...uploads.keys()].map((id) => ({ id, state: 'ready', rejectReason: null })) })
      if (request.method === 'POST') {
        const id = randomUUID()
        const metadata = Object.fromEntries(
          String(request.headers['upload-metadata'] ?? '')
            .split(',')
            .map((pair) => pair.trim().split(' '))
            .map(([key, value]) => [key, Buffer.from(value ?? '', 'base64').toString()])
        )
        uploads.set(id, { name: metadata.filename, length: Number(request.headers['upload-length']), data: Buffer.alloc(0) })
        return send(201, undefined, { ...tus, Location: `/api/v2/uploads/${id}` })
      }
      const upload = uploads.get(path.split('/').pop() ?? '')
      if (!upload) return send(404, undefined, tus)
      if (request.method === 'HEAD')
        return send(200, undefined, { ...tus, 'Upload-Offset': String(upload.data.length), 'Upload-Length': String(upload.length) })
      if (request.method === 'PATCH') {
        upload.data = Buffer.concat([upload.data, await readBody(request)])
        if (upload.data.length === upload.length) files.set(upload.name, upload.data)
        return send(204, undefined, { ...tus, 'Upload-Offset': String(upload.data.length) })
      }
      return send(405)
    }
    if (!validTokens.has(bearer)) return send(401, { error: { code: 'E_UNAUTHORIZED_ACCESS', message: 'Unauthorized access' } })
    if (request.method === 'GET' && path === '/api/v2/users/me') return send(200, { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org' })
    // The deposit price a capture costs (3.20 € for 3 years up to 10 Mo, the paid plan's): quoted, then required with the capture.
    if (request.method === 'GET' && path === '/api/v2/capsules/status') return send(200, { serverCapture: false, price: PRICE })
    if (request.method === 'POST' && path === '/api/v2/capsules') {
      const body = JSON.parse((await readBody(request)).toString()) as Record<string, unknown>
      if (body.priceCents !== PRICE.cents) return send(409, { error: { code: 'E_PRICE_CHANGED', message: 'The price has changed' } })
      starts.push(body)
      capsule = {
        id: 'cap_1',
        kind: 'extension',
        url: body.url,
        title: body.title,
        capturedAt: body.capturedAt,
        state: 'uploading',
        depositId: null,
        depositNumber: null,
        createdAt: new Date().toISOString(),
        browser: body.browser,
        wacz: body.wacz,
        screenshot: null,
        contents: [],
        error: null,
      }
      return send(201, { capsule, upload: { batchId: 'batch_1', token: 'upl_1', endpoint: '/api/v2/uploads', files: [] } })
    }
    if (request.method === 'POST' && path === '/api/v2/capsules/cap_1/complete' && capsule) {
      completed.push('cap_1')
      capsule = { ...capsule, state: 'depositing', depositId: 'dep_1' }
      return send(200, capsule)
    }
    if (request.method === 'GET' && path === '/api/v2/capsules/cap_1' && capsule) {
      capsule = { ...capsule, state: 'protected', depositNumber: '2026-000007' }
      return send(200, capsule)
    }
    send(404, { error: { code: 'E_NOT_FOUND', message: 'Not found' } })
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, validTokens, starts, files, completed }
}

/*
 * Helpers of the capsules plugin's tests: a real page capture packed with @sceau/capture, a capsule
 * started through the API (session or Bearer token), its two files uploaded through tus as the
 * extension does, bytes fetched from the download routes.
 */
// The assert plugin's TestContext types (the platform's runner configures the plugin).
import type {} from '@japa/assert'
import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'
import { buildWacz, type PageCapture } from '@sceau/capture'
import { Browser } from '@sceau/testing/browser'
import { blobIdOfUrl, blobWhenSettled, createUpload, sendChunks } from '@sceau/testing/uploads'
import { capturePrice } from '../../server/services/capture_price.js'

export { Browser }

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A valid PNG of one colour (w × h, grey unless `rgb` says), built by hand so the tests need no image library. */
export function png(width: number, height: number, rgb: readonly [number, number, number] = [90, 90, 90]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  // Each row: filter byte 0, then the pixels.
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set(rgb, y * (width * 3 + 1) + 1 + x * 3)
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A page of HTML, CSS, an image and a JSON fetch, as the extension hands it to buildWacz. */
export function pageCapture(url = 'http://127.0.0.1:8123/article'): PageCapture {
  const at = new Date()
  const exchange = (path: string, type: string, body: Uint8Array) => ({
    url: new URL(path, url).href,
    method: 'GET',
    requestHeaders: [['User-Agent', 'Mozilla/5.0 Test']] as [string, string][],
    status: 200,
    statusText: 'OK',
    responseHeaders: [['Content-Type', type]] as [string, string][],
    body,
    timestamp: at,
  })
  const text = (value: string) => new TextEncoder().encode(value)
  return {
    url,
    title: 'Un article à garder',
    capturedAt: at,
    exchanges: [
      exchange(
        url,
        'text/html; charset=utf-8',
        text('<html><head><title>Un article à garder</title><link rel="stylesheet" href="/style.css"></head><body><img src="/photo.png"></body></html>')
      ),
      exchange('/style.css', 'text/css', text('body { color: navy }')),
      exchange('/photo.png', 'image/png', png(8, 6)),
      exchange('/api/data.json', 'application/json', text('{"ok":true}')),
    ],
    screenshot: { png: png(40, 300), width: 40, height: 300 },
    software: 'Sceau extension (test)',
    browser: 'Chrome 131',
  }
}

export interface CaptureFiles {
  capture: PageCapture
  wacz: Buffer
  screenshot: Buffer
}

export async function captureFiles(url?: string): Promise<CaptureFiles> {
  const capture = pageCapture(url)
  return { capture, wacz: Buffer.from(await buildWacz(capture)), screenshot: Buffer.from(capture.screenshot.png) }
}

/**
 * POST /capsules's body for these files (`override` changes what is announced), with the deposit
 * price the member confirmed: the WACZ's price on the paid plan unless `premium: false` (issue 25).
 */
export function startBody(files: CaptureFiles, override: { waczSha256?: string; premium?: boolean } = {}) {
  return {
    url: files.capture.url,
    title: files.capture.title,
    capturedAt: files.capture.capturedAt.toISOString(),
    browser: files.capture.browser,
    wacz: { name: 'capture.wacz', size: files.wacz.length, sha256: override.waczSha256 ?? sha256(files.wacz) },
    screenshot: { name: 'screenshot.png', size: files.screenshot.length, sha256: sha256(files.screenshot), width: 40, height: 300 },
    priceCents: capturePrice({ premium: override.premium ?? true }, files.wacz.length).cents,
  }
}

/** Uploads the files into the capsule's batch through tus (the upload token as Bearer) and waits until analysed. */
export async function uploadFiles(upload: { token: string }, list: [string, Uint8Array][]) {
  for (const [name, bytes] of list) {
    const url = await createUpload(bytes.length, { filename: name }, { token: upload.token })
    await sendChunks(url, bytes, 64 * 1024, { token: upload.token })
    await blobWhenSettled(blobIdOfUrl(url))
  }
}

/** Bytes of an API download (cookies, or a Bearer token). */
export async function fetchBytes(browser: Browser, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${Browser.baseUrl()}/api/v2${path}`, {
    headers: { cookie: browser.cookieHeader(), 'x-forwarded-for': browser.ip, ...headers },
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** Starts a capsule as `browser`, uploads both files and completes it. */
export async function captureAndComplete(browser: Browser, files?: CaptureFiles, headers: Record<string, string> = {}) {
  const made = files ?? (await captureFiles())
  const start = await browser.request('POST', '/capsules', { json: startBody(made), headers })
  if (start.status !== 201) throw new Error(`start refused: ${start.status} ${JSON.stringify(start.body)}`)
  await uploadFiles(start.body.upload, [
    ['capture.wacz', made.wacz],
    ['screenshot.png', made.screenshot],
  ])
  const complete = await browser.request('POST', `/capsules/${start.body.capsule.id}/complete`, { json: {}, headers })
  return { files: made, start, complete }
}

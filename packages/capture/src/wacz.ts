import { strToU8, zipSync, type Zippable } from 'fflate'
import { WARCRecord, WARCSerializer, getSurt } from 'warcio'
import { concatBytes } from '@sceau/proof/bytes'

import { sha256Hex } from './digest.ts'
import { DEFAULT_EXTRA_REDACTED_HEADERS, RedactionLog, REDACTION_MARKER, redactionPolicy } from './redact.ts'
import type { CapturedExchange, PageCapture } from './types.ts'

export const WACZ_VERSION = '1.1.1'
export const WARC_PATH = 'archive/data.warc'
export const SCREENSHOT_PATH = 'screenshot.png'
export const PAGES_PATH = 'pages/pages.jsonl'
export const INDEX_PATH = 'indexes/index.cdxj'
/** The screenshot's resource record is stored under this URI prefix (as Browsertrix does). */
export const SCREENSHOT_URI_PREFIX = 'urn:view:'

const WARC_1_1 = 'WARC/1.1'
const WARC_NAME = 'data.warc'
const encoder = new TextEncoder()

/*
 * Bodies are the decoded payloads (what the browser handed over), so the headers describing the
 * wire encoding are dropped and Content-Length is set to the stored payload: a replay tool reads
 * the record as it is.
 */
const WIRE_HEADERS = new Set(['content-encoding', 'transfer-encoding', 'content-length'])

function recordHeaders(headers: [string, string][]): [string, string][] {
  const out: [string, string][] = []
  for (const [name, value] of headers) {
    if (!name || name.startsWith(':')) continue // HTTP/2 pseudo-headers
    // Chromium joins repeated headers (Set-Cookie) with newlines: one header line each.
    for (const part of String(value).split('\n')) out.push([name, part.replace(/\r/g, '')])
  }
  return out
}

function responseHeaders(exchange: CapturedExchange, redaction: RedactionLog): [string, string][] {
  const headers = redaction.redact(recordHeaders(exchange.responseHeaders)).filter(([name]) => !WIRE_HEADERS.has(name.toLowerCase()))
  headers.push(['Content-Length', String(exchange.body.byteLength)])
  return headers
}

function mimeOf(headers: [string, string][]): string {
  const found = headers.find(([name]) => name.toLowerCase() === 'content-type')
  return found ? found[1].split(';')[0]!.trim().toLowerCase() : 'application/octet-stream'
}

function requestTarget(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}` || '/'
  } catch {
    return url
  }
}

/** 14-digit timestamp of CDXJ lines (YYYYMMDDhhmmss, UTC). */
export function cdxTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14)
}

function recordId(): string {
  return `<urn:uuid:${globalThis.crypto.randomUUID()}>`
}

async function serialize(record: WARCRecord): Promise<Uint8Array> {
  // Digests are set beforehand with WebCrypto, so warcio computes none (its hasher is WASM, which an
  // extension service worker may not be allowed to compile).
  return WARCSerializer.serialize(record, { gzip: false })
}

/** Sets WARC-Payload-Digest and WARC-Block-Digest (block = HTTP header block + payload). */
async function setDigests(record: WARCRecord, payload: Uint8Array): Promise<string> {
  const payloadHex = await sha256Hex(payload)
  const head = record.httpHeaders ? encoder.encode(record.httpHeaders.toString() + '\r\n') : null
  const blockHex = head ? await sha256Hex(concatBytes(head, payload)) : payloadHex
  record.warcHeaders.headers.set('WARC-Payload-Digest', `sha256:${payloadHex}`)
  record.warcHeaders.headers.set('WARC-Block-Digest', `sha256:${blockHex}`)
  return payloadHex
}

interface CdxEntry {
  url: string
  timestamp: string
  fields: Record<string, string | number>
}

export interface BuildOptions {
  onProgress?: (fraction: number) => void
  /**
   * Header names redacted on top of Cookie, Authorization, Proxy-Authorization and Set-Cookie
   * (which always are); DEFAULT_EXTRA_REDACTED_HEADERS when not given.
   */
  redactHeaders?: readonly string[]
}

/**
 * Packages a page capture as a WACZ 1.1.1: archive/data.warc (WARC 1.1: warcinfo, then a request and
 * a response record per exchange, the screenshot as a resource record), screenshot.png,
 * pages/pages.jsonl, indexes/index.cdxj, datapackage.json and datapackage-digest.json. The redacted
 * headers' values are replaced by REDACTION_MARKER before any record is written (digests cover the
 * redacted records); the warcinfo record says which and how many.
 */
export async function buildWacz(capture: PageCapture, options: BuildOptions = {}): Promise<Uint8Array> {
  const { onProgress } = options
  const capturedAt = capture.capturedAt
  const redaction = new RedactionLog(redactionPolicy(options.redactHeaders ?? DEFAULT_EXTRA_REDACTED_HEADERS))
  const records: Uint8Array[] = []
  const cdx: CdxEntry[] = []
  let offset = 0
  const push = (bytes: Uint8Array): number => {
    const at = offset
    records.push(bytes)
    offset += bytes.byteLength
    return at
  }
  const steps = capture.exchanges.length + 2
  let done = 0
  const step = () => onProgress?.(Math.min(0.95, (++done / steps) * 0.95))

  for (const exchange of capture.exchanges) {
    const date = exchange.timestamp.toISOString()
    const responseId = recordId()
    const headers = responseHeaders(exchange, redaction)
    const statusline = `HTTP/1.1 ${exchange.status} ${exchange.statusText}`.trimEnd()
    const response = WARCRecord.create(
      {
        url: exchange.url,
        date,
        type: 'response',
        warcVersion: WARC_1_1,
        statusline,
        httpHeaders: headers,
        warcHeaders: { 'WARC-Record-ID': responseId },
      },
      [exchange.body]
    )
    const payloadHex = await setDigests(response, exchange.body)
    const responseBytes = await serialize(response)
    const responseOffset = push(responseBytes)

    const request = WARCRecord.create(
      {
        url: exchange.url,
        date,
        type: 'request',
        warcVersion: WARC_1_1,
        statusline: `${exchange.method.toUpperCase()} ${requestTarget(exchange.url)} HTTP/1.1`,
        httpHeaders: redaction.redact(recordHeaders(exchange.requestHeaders)),
        warcHeaders: { 'WARC-Record-ID': recordId(), 'WARC-Concurrent-To': responseId },
      },
      []
    )
    await setDigests(request, new Uint8Array(0))
    push(await serialize(request))

    cdx.push({
      url: exchange.url,
      timestamp: cdxTimestamp(exchange.timestamp),
      fields: {
        url: exchange.url,
        mime: mimeOf(headers),
        status: String(exchange.status),
        digest: `sha256:${payloadHex}`,
        length: responseBytes.byteLength,
        offset: responseOffset,
        filename: WARC_NAME,
      },
    })
    step()
  }

  const screenshotUri = `${SCREENSHOT_URI_PREFIX}${capture.url}`
  const shot = WARCRecord.create(
    {
      url: screenshotUri,
      date: capturedAt.toISOString(),
      type: 'resource',
      warcVersion: WARC_1_1,
      warcHeaders: { 'Content-Type': 'image/png' },
    },
    [capture.screenshot.png]
  )
  const shotHex = await setDigests(shot, capture.screenshot.png)
  const shotBytes = await serialize(shot)
  const shotOffset = push(shotBytes)
  cdx.push({
    url: screenshotUri,
    timestamp: cdxTimestamp(capturedAt),
    fields: {
      url: screenshotUri,
      mime: 'image/png',
      status: '200',
      digest: `sha256:${shotHex}`,
      length: shotBytes.byteLength,
      offset: shotOffset,
      filename: WARC_NAME,
    },
  })
  step()

  // The warcinfo record opens the WARC; it is written last, once the redaction's counts are known.
  const info = WARCRecord.createWARCInfo(
    { filename: WARC_NAME, warcVersion: WARC_1_1, date: capturedAt.toISOString() },
    {
      software: capture.software,
      format: 'WARC File Format 1.1',
      isPartOf: capture.url,
      'http-header-user-agent': capture.browser,
      title: capture.title,
      'captured-at': capturedAt.toISOString(),
      'captured-at-meaning': 'when the browser received the response of the main document',
      'redacted-headers-policy': redaction.policy.join(', '),
      'redacted-headers': redaction.summary(),
      'redaction-marker': REDACTION_MARKER,
      'redaction-note': 'header values replaced by the marker before archiving; URLs and their query strings are kept as captured',
    }
  )
  const infoBytes = await serialize(info)
  step()
  // Every record's offset moves by the warcinfo record's length.
  for (const entry of cdx) entry.fields.offset = Number(entry.fields.offset) + infoBytes.byteLength
  const warc = concatBytes(infoBytes, ...records)
  const index = strToU8(
    cdx
      .map((entry) => `${getSurt(entry.url)} ${entry.timestamp} ${JSON.stringify(entry.fields)}`)
      .sort()
      .map((line) => `${line}\n`)
      .join('')
  )
  const pages = strToU8(
    [
      { format: 'json-pages-1.0', id: 'pages', title: 'All Pages' },
      {
        id: globalThis.crypto.randomUUID(),
        url: capture.url,
        title: capture.title,
        ts: capturedAt.toISOString(),
      },
    ]
      .map((line) => `${JSON.stringify(line)}\n`)
      .join('')
  )

  const files: [string, Uint8Array][] = [
    [PAGES_PATH, pages],
    [INDEX_PATH, index],
    [WARC_PATH, warc],
    [SCREENSHOT_PATH, capture.screenshot.png],
  ]
  const resources = []
  for (const [path, bytes] of files) {
    resources.push({
      name: path.split('/').pop()!,
      path,
      hash: `sha256:${await sha256Hex(bytes)}`,
      bytes: bytes.byteLength,
    })
  }
  const datapackage = strToU8(
    JSON.stringify(
      {
        profile: 'data-package',
        wacz_version: WACZ_VERSION,
        title: capture.title,
        created: capturedAt.toISOString(),
        modified: capturedAt.toISOString(),
        software: capture.software,
        mainPageURL: capture.url,
        mainPageDate: capturedAt.toISOString(),
        resources,
      },
      null,
      2
    )
  )
  const digest = strToU8(JSON.stringify({ path: 'datapackage.json', hash: `sha256:${await sha256Hex(datapackage)}` }, null, 2))

  // Stored, not deflated: WACZ readers seek into the WARC and the index by offset.
  const mtime = capturedAt.getTime() >= Date.UTC(1980, 0, 2) ? capturedAt : new Date(Date.UTC(1980, 0, 2))
  const zip: Zippable = {
    'datapackage.json': [datapackage, { level: 0, mtime }],
    'datapackage-digest.json': [digest, { level: 0, mtime }],
  }
  for (const [path, bytes] of files) zip[path] = [bytes, { level: 0, mtime }]
  const wacz = zipSync(zip, { level: 0, mtime })
  onProgress?.(1)
  return wacz
}

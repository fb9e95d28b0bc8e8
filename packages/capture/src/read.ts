import { strFromU8, unzipSync } from 'fflate'
import { WARCParser } from 'warcio'

import { sha256Hex } from './digest.ts'
import type { WaczContents, WaczRecordSummary } from './types.ts'
import { SCREENSHOT_PATH, SCREENSHOT_URI_PREFIX } from './wacz.ts'

export type WaczErrorCode =
  | 'not_zip'
  | 'no_datapackage'
  | 'bad_datapackage'
  | 'missing_file'
  | 'hash_mismatch'
  | 'no_warc'
  | 'bad_warc'
  /** More entries, more unpacked bytes or a higher compression ratio than a reader accepts. */
  | 'over_limits'

/** The bytes are not a valid WACZ; `code` says why. */
export class WaczError extends Error {
  readonly code: WaczErrorCode
  constructor(code: WaczErrorCode, message: string) {
    super(message)
    this.name = 'WaczError'
    this.code = code
  }
}

interface Resource {
  path: string
  hash?: string
  bytes?: number
}

function parseJson(bytes: Uint8Array, what: string): unknown {
  try {
    return JSON.parse(strFromU8(bytes))
  } catch {
    throw new WaczError('bad_datapackage', `${what} is not JSON`)
  }
}

/** An entry of the archive as a reader saw it: its size and SHA-256 (hex) once unpacked. */
export interface WaczEntry {
  size: number
  sha256: string
}

/**
 * Checks datapackage.json against the entries: every resource present with its sha256 and size,
 * and datapackage-digest.json (when present) matching datapackage.json. Returns the datapackage.
 */
export function checkDatapackage(
  rawDatapackage: Uint8Array | undefined,
  datapackageSha256: string,
  rawDigest: Uint8Array | undefined,
  entries: Map<string, WaczEntry>
): unknown {
  if (!rawDatapackage) throw new WaczError('no_datapackage', 'datapackage.json is missing')
  const datapackage = parseJson(rawDatapackage, 'datapackage.json') as { resources?: unknown } | null
  if (!datapackage || typeof datapackage !== 'object' || !Array.isArray(datapackage.resources)) {
    throw new WaczError('bad_datapackage', 'datapackage.json has no resources')
  }
  for (const resource of datapackage.resources as Resource[]) {
    if (!resource || typeof resource.path !== 'string') throw new WaczError('bad_datapackage', 'a datapackage resource has no path')
    const entry = entries.get(resource.path)
    if (!entry) throw new WaczError('missing_file', `${resource.path} is listed but missing`)
    if (typeof resource.bytes === 'number' && resource.bytes !== entry.size) {
      throw new WaczError('hash_mismatch', `${resource.path} size differs from datapackage.json`)
    }
    if (typeof resource.hash === 'string') {
      const expected = resource.hash.replace(/^sha256:/, '').toLowerCase()
      if (!resource.hash.startsWith('sha256:') || entry.sha256 !== expected) {
        throw new WaczError('hash_mismatch', `${resource.path} hash differs from datapackage.json`)
      }
    }
  }
  if (rawDigest) {
    const digest = parseJson(rawDigest, 'datapackage-digest.json') as { hash?: unknown } | null
    const hash = typeof digest?.hash === 'string' ? digest.hash : ''
    if (hash !== `sha256:${datapackageSha256}`) throw new WaczError('hash_mismatch', 'datapackage-digest.json does not match datapackage.json')
  }
  return datapackage
}

/** The pages of pages/pages.jsonl (the header line skipped). */
export function readPages(rawPages: Uint8Array | undefined): WaczContents['pages'] {
  const pages: WaczContents['pages'] = []
  if (!rawPages) return pages
  for (const line of strFromU8(rawPages).split('\n')) {
    if (!line.trim()) continue
    let page: { url?: unknown; title?: unknown; ts?: unknown }
    try {
      page = JSON.parse(line)
    } catch {
      throw new WaczError('bad_datapackage', 'pages/pages.jsonl has a line that is not JSON')
    }
    if (typeof page.url !== 'string') continue // the header line
    pages.push({
      url: page.url,
      title: typeof page.title === 'string' ? page.title : '',
      ts: typeof page.ts === 'string' ? page.ts : '',
    })
  }
  return pages
}

/** A WARC path of a WACZ. */
export const isWarcPath = (path: string) => /^archive\/.+\.warc(\.gz)?$/.test(path)

/**
 * Every record of a WARC read from `source` (chunks, read as they come: a stream is never held
 * whole), summarised; the screenshot's resource record is kept when `keepScreenshot` says so.
 */
export async function readWarcRecords(
  path: string,
  source: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
  keepScreenshot = false
): Promise<{ records: WaczRecordSummary[]; screenshot: Uint8Array | null }> {
  const records: WaczRecordSummary[] = []
  let screenshot: Uint8Array | null = null
  try {
    for await (const record of WARCParser.iterRecords(source)) {
      const url = record.warcTargetURI ?? null
      const type = record.warcType
      const status = type === 'response' && record.httpHeaders ? Number(record.httpHeaders.statusCode) : null
      if (keepScreenshot && !screenshot && type === 'resource' && url?.startsWith(SCREENSHOT_URI_PREFIX)) {
        screenshot = await record.readFully(false)
      } else {
        await record.skipFully()
      }
      records.push({ type, url, payloadDigest: record.warcPayloadDigest ?? null, status: Number.isFinite(status) ? status : null })
    }
  } catch (error) {
    if (error instanceof WaczError) throw error
    throw new WaczError('bad_warc', `${path} is not a readable WARC`)
  }
  return { records, screenshot }
}

/**
 * Reads a WACZ held in memory and checks it is one: a ZIP with datapackage.json whose every
 * resource is present with its sha256 (and size), datapackage-digest.json matching
 * datapackage.json when present, and at least one WARC under archive/ that warcio parses. Throws
 * WaczError otherwise. For archives from others, bound their size first (a server streams them
 * instead, see the capsules plugin's check).
 */
export async function readWacz(bytes: Uint8Array): Promise<WaczContents> {
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(bytes)
  } catch {
    throw new WaczError('not_zip', 'not a ZIP archive')
  }
  const paths = Object.keys(entries).filter((path) => !path.endsWith('/'))
  const files = paths.map((path) => ({ path, size: entries[path]!.byteLength }))
  const summary = new Map<string, WaczEntry>()
  for (const path of paths) summary.set(path, { size: entries[path]!.byteLength, sha256: await sha256Hex(entries[path]!) })
  const datapackage = checkDatapackage(entries['datapackage.json'], summary.get('datapackage.json')?.sha256 ?? '', entries['datapackage-digest.json'], summary)
  const pages = readPages(entries['pages/pages.jsonl'])

  const warcs = paths.filter(isWarcPath)
  if (warcs.length === 0) throw new WaczError('no_warc', 'no WARC under archive/')
  const records: WaczRecordSummary[] = []
  let screenshot: Uint8Array | null = entries[SCREENSHOT_PATH] ?? null
  for (const path of warcs) {
    const read = await readWarcRecords(path, [entries[path]!], !screenshot)
    records.push(...read.records)
    screenshot ??= read.screenshot
  }
  if (records.length === 0) throw new WaczError('bad_warc', 'the WARC holds no record')

  return { datapackage, pages, records, screenshot, files }
}

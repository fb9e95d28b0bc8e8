import { strFromU8, unzipSync } from 'fflate'
import { WARCParser } from 'warcio'

import { sha256Hex } from './digest.ts'
import type { WaczContents, WaczRecordSummary } from './types.ts'
import { SCREENSHOT_PATH, SCREENSHOT_URI_PREFIX } from './wacz.ts'

export type WaczErrorCode = 'not_zip' | 'no_datapackage' | 'bad_datapackage' | 'missing_file' | 'hash_mismatch' | 'no_warc' | 'bad_warc'

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

/**
 * Reads a WACZ and checks it is one: a ZIP with datapackage.json whose every resource is present with
 * its sha256 (and size), datapackage-digest.json matching datapackage.json when present, and at
 * least one WARC under archive/ that warcio parses. Throws WaczError otherwise.
 */
export async function readWacz(bytes: Uint8Array): Promise<WaczContents> {
  let entries: Record<string, Uint8Array>
  try {
    entries = unzipSync(bytes)
  } catch {
    throw new WaczError('not_zip', 'not a ZIP archive')
  }
  const files = Object.entries(entries)
    .filter(([path]) => !path.endsWith('/'))
    .map(([path, data]) => ({ path, size: data.byteLength }))

  const rawDatapackage = entries['datapackage.json']
  if (!rawDatapackage) throw new WaczError('no_datapackage', 'datapackage.json is missing')
  const datapackage = parseJson(rawDatapackage, 'datapackage.json') as {
    resources?: unknown
  } | null
  if (!datapackage || typeof datapackage !== 'object' || !Array.isArray(datapackage.resources)) {
    throw new WaczError('bad_datapackage', 'datapackage.json has no resources')
  }
  for (const resource of datapackage.resources as Resource[]) {
    if (!resource || typeof resource.path !== 'string') {
      throw new WaczError('bad_datapackage', 'a datapackage resource has no path')
    }
    const data = entries[resource.path]
    if (!data) throw new WaczError('missing_file', `${resource.path} is listed but missing`)
    if (typeof resource.bytes === 'number' && resource.bytes !== data.byteLength) {
      throw new WaczError('hash_mismatch', `${resource.path} size differs from datapackage.json`)
    }
    if (typeof resource.hash === 'string') {
      const expected = resource.hash.replace(/^sha256:/, '').toLowerCase()
      if (!resource.hash.startsWith('sha256:') || (await sha256Hex(data)) !== expected) {
        throw new WaczError('hash_mismatch', `${resource.path} hash differs from datapackage.json`)
      }
    }
  }
  const rawDigest = entries['datapackage-digest.json']
  if (rawDigest) {
    const digest = parseJson(rawDigest, 'datapackage-digest.json') as { hash?: unknown } | null
    const hash = typeof digest?.hash === 'string' ? digest.hash : ''
    if (hash !== `sha256:${await sha256Hex(rawDatapackage)}`) {
      throw new WaczError('hash_mismatch', 'datapackage-digest.json does not match datapackage.json')
    }
  }

  const pages: WaczContents['pages'] = []
  const rawPages = entries['pages/pages.jsonl']
  if (rawPages) {
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
  }

  const warcs = Object.keys(entries).filter((path) => /^archive\/.+\.warc(\.gz)?$/.test(path))
  if (warcs.length === 0) throw new WaczError('no_warc', 'no WARC under archive/')
  const records: WaczRecordSummary[] = []
  let screenshot: Uint8Array | null = entries[SCREENSHOT_PATH] ?? null
  for (const path of warcs) {
    try {
      for await (const record of WARCParser.iterRecords([entries[path]!])) {
        const url = record.warcTargetURI ?? null
        const type = record.warcType
        const status = type === 'response' && record.httpHeaders ? Number(record.httpHeaders.statusCode) : null
        if (!screenshot && type === 'resource' && url?.startsWith(SCREENSHOT_URI_PREFIX)) {
          screenshot = await record.readFully(false)
        } else {
          await record.skipFully()
        }
        records.push({
          type,
          url,
          payloadDigest: record.warcPayloadDigest ?? null,
          status: Number.isFinite(status) ? status : null,
        })
      }
    } catch (error) {
      if (error instanceof WaczError) throw error
      throw new WaczError('bad_warc', `${path} is not a readable WARC`)
    }
  }
  if (records.length === 0) throw new WaczError('bad_warc', 'the WARC holds no record')

  return { datapackage, pages, records, screenshot, files }
}

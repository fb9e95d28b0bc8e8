import { createHash } from 'node:crypto'

import { strFromU8, unzipSync, zipSync, strToU8 } from 'fflate'
import { WARCParser, type WARCRecord } from 'warcio'
import { describe, expect, it } from 'vitest'

import { buildWacz, readWacz, WaczError, type PageCapture } from '../src/index.ts'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const text = (value: string) => new TextEncoder().encode(value)

// A real 1x1 PNG.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'))
const at = new Date('2026-11-25T18:00:00.000Z')

function capture(): PageCapture {
  const html = text('<html><head><link rel="stylesheet" href="/style.css"><title>Hello</title></head><body><img src="/pixel.png"></body></html>')
  const exchange = (url: string, type: string, body: Uint8Array, extra: [string, string][] = []) => ({
    url,
    method: 'GET',
    requestHeaders: [
      ['Accept', '*/*'],
      ['User-Agent', 'Test'],
    ] as [string, string][],
    status: 200,
    statusText: 'OK',
    responseHeaders: [['Content-Type', type], ...extra] as [string, string][],
    body,
    timestamp: at,
  })
  return {
    url: 'http://127.0.0.1:8123/',
    title: 'Hello',
    capturedAt: at,
    exchanges: [
      exchange('http://127.0.0.1:8123/', 'text/html; charset=utf-8', html, [
        ['Content-Encoding', 'gzip'],
        ['Set-Cookie', 'a=1\nb=2'],
      ]),
      exchange('http://127.0.0.1:8123/style.css', 'text/css', text('body { color: red }')),
      exchange('http://127.0.0.1:8123/pixel.png', 'image/png', PNG),
      exchange('http://127.0.0.1:8123/data.json?x=1', 'application/json', text('{"ok":true}')),
    ],
    screenshot: { png: PNG, width: 1, height: 1 },
    software: 'Sceau test',
    browser: 'Chrome 131',
  }
}

describe('buildWacz', () => {
  it('writes a WACZ 1.1.1 that warcio parses, with correct digests, index and datapackage', async () => {
    const input = capture()
    const progress: number[] = []
    const wacz = await buildWacz(input, { onProgress: (fraction) => progress.push(fraction) })
    expect(progress.at(-1)).toBe(1)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))

    const files = unzipSync(wacz)
    expect(Object.keys(files).sort()).toEqual(
      ['archive/data.warc', 'datapackage-digest.json', 'datapackage.json', 'indexes/index.cdxj', 'pages/pages.jsonl', 'screenshot.png'].sort()
    )

    // The WARC, read with warcio's own parser.
    const records: { type: string; url: string | null | undefined; record: WARCRecord; payload: Uint8Array }[] = []
    const warc = files['archive/data.warc']!
    const parser = new WARCParser([warc])
    for await (const record of parser) {
      const payload = await record.readFully(false)
      records.push({ type: record.warcType, url: record.warcTargetURI, record, payload })
      // The block, cut from the raw bytes: after the WARC headers, Content-Length bytes.
      const raw = warc.subarray(parser.offset, parser.offset + parser.recordLength)
      const start = Buffer.from(raw).indexOf('\r\n\r\n') + 4
      const block = raw.subarray(start, start + record.warcContentLength)
      if (record.warcType !== 'warcinfo') {
        expect(record.warcHeaders.statusline).toBe('WARC/1.1')
        expect(record.warcPayloadDigest).toBe(`sha256:${sha256(payload)}`)
        expect(record.warcBlockDigest).toBe(`sha256:${sha256(block)}`)
        expect(Buffer.from(block).subarray(block.length - payload.length)).toEqual(Buffer.from(payload))
      }
    }
    expect(records[0]!.type).toBe('warcinfo')
    expect(strFromU8(records[0]!.payload)).toContain('software: Sceau test')
    for (const exchange of input.exchanges) {
      const response = records.find((r) => r.type === 'response' && r.url === exchange.url)
      const request = records.find((r) => r.type === 'request' && r.url === exchange.url)
      expect(response, exchange.url).toBeDefined()
      expect(request, exchange.url).toBeDefined()
      expect(response!.payload).toEqual(exchange.body)
      expect(response!.record.warcPayloadDigest).toBe(`sha256:${sha256(exchange.body)}`)
      expect(Number(response!.record.httpHeaders!.statusCode)).toBe(200)
      expect(response!.record.httpHeaders!.headers.get('Content-Length')).toBe(String(exchange.body.byteLength))
      expect(request!.record.httpHeaders!.method).toBe('GET')
      expect(request!.record.warcConcurrentTo).toEqual([response!.record.warcHeader('WARC-Record-ID')])
    }
    const html = records.find((r) => r.type === 'response' && r.url === input.url)!
    expect(html.record.httpHeaders!.headers.get('Content-Encoding')).toBeFalsy()
    // Each Set-Cookie line is kept, its value redacted.
    expect((html.record.httpHeaders!.headers as Headers).getSetCookie()).toEqual(['[redacted]', '[redacted]'])
    const shot = records.find((r) => r.type === 'resource')!
    expect(shot.url).toBe(`urn:view:${input.url}`)
    expect(shot.payload).toEqual(PNG)

    // CDXJ: a line per URL, offsets pointing at the response records.
    const lines = strFromU8(files['indexes/index.cdxj']!).trim().split('\n')
    expect(lines).toEqual([...lines].sort())
    for (const exchange of input.exchanges) {
      const line = lines.find((l) => JSON.parse(l.slice(l.indexOf('{'))).url === exchange.url)
      expect(line, exchange.url).toBeDefined()
      const [, ts] = line!.split(' ')
      expect(ts).toBe('20261125180000')
      const fields = JSON.parse(line!.slice(line!.indexOf('{')))
      expect(fields.digest).toBe(`sha256:${sha256(exchange.body)}`)
      expect(fields.filename).toBe('data.warc')
      const slice = files['archive/data.warc']!.subarray(fields.offset, fields.offset + fields.length)
      const record = await WARCParser.parse([slice])
      expect(record!.warcType).toBe('response')
      expect(record!.warcTargetURI).toBe(exchange.url)
    }
    expect(lines[0]).toMatch(/^1,0,0,127:8123\)\//)

    // datapackage.json: each file's sha256 and size; datapackage-digest.json over it.
    const datapackage = JSON.parse(strFromU8(files['datapackage.json']!))
    expect(datapackage.wacz_version).toBe('1.1.1')
    expect(datapackage.profile).toBe('data-package')
    expect(datapackage.mainPageURL).toBe(input.url)
    expect(datapackage.resources.map((r: { path: string }) => r.path).sort()).toEqual([
      'archive/data.warc',
      'indexes/index.cdxj',
      'pages/pages.jsonl',
      'screenshot.png',
    ])
    for (const resource of datapackage.resources) {
      expect(resource.hash).toBe(`sha256:${sha256(files[resource.path]!)}`)
      expect(resource.bytes).toBe(files[resource.path]!.byteLength)
    }
    const digest = JSON.parse(strFromU8(files['datapackage-digest.json']!))
    expect(digest).toEqual({ path: 'datapackage.json', hash: `sha256:${sha256(files['datapackage.json']!)}` })

    const pages = strFromU8(files['pages/pages.jsonl']!)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(pages[0]).toMatchObject({ format: 'json-pages-1.0' })
    expect(pages[1]).toMatchObject({ url: input.url, title: 'Hello', ts: at.toISOString() })
  })

  it('redacts cookies, credentials and the configured headers before archiving; digests cover the redacted records', async () => {
    const input = capture()
    const secrets = ['session=s3cr3t-cookie', 'Bearer t0ken-value', 'Basic cHJveHk6cGFzcw==', 'sid=set-by-server', 'k3y-value', 'custom-secret']
    input.exchanges[0]!.requestHeaders.push(['Cookie', secrets[0]!], ['Authorization', secrets[1]!], ['proxy-authorization', secrets[2]!])
    input.exchanges[1]!.responseHeaders.push(['set-cookie', `${secrets[3]}; HttpOnly`])
    input.exchanges[2]!.requestHeaders.push(['X-Api-Key', secrets[4]!], ['X-Private', secrets[5]!])
    const bytes = await buildWacz(input, { redactHeaders: ['X-Private', 'X-Api-Key', 'not a header name'] })

    // No secret anywhere in the archive's bytes (stored entries: the WARC is readable as it is).
    const raw = Buffer.from(bytes)
    for (const secret of secrets) expect(raw.includes(secret), secret).toBe(false)
    const warc = unzipSync(bytes)['archive/data.warc']!
    const parser = new WARCParser([warc])
    const seen: Record<string, string[]> = {}
    for await (const record of parser) {
      const payload = await record.readFully(false)
      if (record.warcType === 'warcinfo') {
        const info = strFromU8(payload)
        expect(info).toContain('redacted-headers-policy: Cookie, Authorization, Proxy-Authorization, Set-Cookie, X-Private, X-Api-Key\r\n')
        expect(info).toContain('redacted-headers: Set-Cookie (3), Cookie (1), Authorization (1), Proxy-Authorization (1), X-Api-Key (1), X-Private (1)\r\n')
        expect(info).toContain(`captured-at: ${at.toISOString()}`)
        continue
      }
      for (const [name, value] of record.httpHeaders?.headers ?? []) (seen[name.toLowerCase()] ??= []).push(value)
      const rawRecord = warc.subarray(parser.offset, parser.offset + parser.recordLength)
      const start = Buffer.from(rawRecord).indexOf('\r\n\r\n') + 4
      expect(record.warcBlockDigest).toBe(`sha256:${sha256(rawRecord.subarray(start, start + record.warcContentLength))}`)
    }
    for (const name of ['cookie', 'authorization', 'proxy-authorization', 'x-api-key', 'x-private']) expect(seen[name], name).toEqual(['[redacted]'])
    // Headers off the list are kept; URLs keep their query strings.
    expect(seen['user-agent']).toContain('Test')
    expect((await readWacz(bytes)).records.some((r) => r.url === 'http://127.0.0.1:8123/data.json?x=1')).toBe(true)
  })

  it('readWacz lists pages, records, files and the screenshot', async () => {
    const input = capture()
    const contents = await readWacz(await buildWacz(input))
    expect(contents.pages).toEqual([{ url: input.url, title: 'Hello', ts: at.toISOString() }])
    expect(contents.screenshot).toEqual(PNG)
    expect(contents.records[0]).toMatchObject({ type: 'warcinfo' })
    for (const exchange of input.exchanges) {
      expect(contents.records).toContainEqual({
        type: 'response',
        url: exchange.url,
        payloadDigest: `sha256:${sha256(exchange.body)}`,
        status: 200,
      })
      expect(contents.records.some((r) => r.type === 'request' && r.url === exchange.url)).toBe(true)
    }
    expect(contents.files.map((f) => f.path)).toContain('archive/data.warc')
    expect((contents.datapackage as { wacz_version: string }).wacz_version).toBe('1.1.1')
  })

  it('readWacz refuses what is not a WACZ', async () => {
    const refuse = async (bytes: Uint8Array, code: string) => {
      const error = await readWacz(bytes).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WaczError)
      expect((error as WaczError).code).toBe(code)
    }
    await refuse(text('just text'), 'not_zip')
    await refuse(zipSync({ 'hello.txt': strToU8('hi') }), 'no_datapackage')

    const files = unzipSync(await buildWacz(capture()))
    const tampered = new Uint8Array(files['archive/data.warc']!)
    tampered[tampered.length - 10] ^= 1
    await refuse(zipSync({ ...files, 'archive/data.warc': tampered }), 'hash_mismatch')
    await refuse(zipSync({ ...files, 'datapackage-digest.json': strToU8('{"hash":"sha256:00"}') }), 'hash_mismatch')
  })
})

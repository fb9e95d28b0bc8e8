/*
 * Checks a stored WACZ without holding it in memory: the ZIP's central directory is read by range
 * (yauzl over BlobService ranges), the entries' count, declared unpacked size and compression ratio
 * are held to limits before anything is unpacked, then each entry is streamed once (inflated by
 * zlib off the main thread, its size checked against the declared one as it goes), hashed, and the
 * WARCs parsed by warcio as they stream. Small JSON files (datapackage, pages) are read whole, up
 * to a bound. A refusal is a WaczError; @sceau/capture checks the datapackage the same way as its
 * in-memory reader.
 */
import { createHash } from 'node:crypto'
import { PassThrough, type Readable } from 'node:stream'
import yauzl from 'yauzl'
import { checkDatapackage, isWarcPath, readPages, readWarcRecords, WaczError, type WaczEntry } from '@sceau/capture'

const MiB = 1024 * 1024

export interface WaczLimits {
  /** Entries in the ZIP. */
  maxEntries: number
  /** Bytes of every entry once unpacked, together. */
  maxUnpackedBytes: number
  /** Unpacked / packed size, for the archive and for any entry above 1 MiB unpacked. */
  maxRatio: number
  /** datapackage.json, datapackage-digest.json, pages/pages.jsonl: each read whole, up to this. */
  maxJsonBytes: number
}

/** A capture of ours stores its entries (ratio about 1): these leave room for other tools' WACZ and none for a bomb. */
export const WACZ_LIMITS: WaczLimits = { maxEntries: 1000, maxUnpackedBytes: 1024 * MiB, maxRatio: 100, maxJsonBytes: 16 * MiB }

const JSON_ENTRIES = new Set(['datapackage.json', 'datapackage-digest.json', 'pages/pages.jsonl'])

export interface WaczCheck {
  files: { path: string; size: number }[]
  records: number
}

/** Reads [start, end) of the archive. */
export type RangeReader = (start: number, end: number) => Promise<Readable>

class BlobReader extends yauzl.RandomAccessReader {
  constructor(private readRange: RangeReader) {
    super()
  }

  // yauzl asks for a stream synchronously: the blob's range stream is piped into it once open.
  override _readStreamForRange(start: number, end: number): Readable {
    const out = new PassThrough()
    this.readRange(start, end).then(
      (source) => {
        source.on('error', (error) => out.destroy(error))
        source.pipe(out)
      },
      (error: Error) => out.destroy(error)
    )
    return out
  }
}

const open = (reader: BlobReader, size: number) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromRandomAccessReader(reader, size, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip)
    )
  )

function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = []
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry)
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.on('error', reject)
    zip.readEntry()
  })
}

const streamOf = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) => zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))))

const overLimits = (message: string) => new WaczError('over_limits', message)

/** Refuses an archive whose directory announces more than the limits allow, before unpacking anything. */
function checkDirectory(entries: yauzl.Entry[], archiveSize: number, limits: WaczLimits) {
  let unpacked = 0
  for (const entry of entries) {
    unpacked += entry.uncompressedSize
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
    if (entry.uncompressedSize > MiB && ratio > limits.maxRatio) {
      throw overLimits(`${entry.fileName} unpacks ${Math.round(ratio)} times its packed size (at most ${limits.maxRatio})`)
    }
    if (JSON_ENTRIES.has(entry.fileName) && entry.uncompressedSize > limits.maxJsonBytes)
      throw overLimits(`${entry.fileName} is larger than ${limits.maxJsonBytes} bytes`)
  }
  if (unpacked > limits.maxUnpackedBytes) throw overLimits(`the archive unpacks to ${unpacked} bytes (at most ${limits.maxUnpackedBytes})`)
  if (unpacked > MiB && unpacked / Math.max(1, archiveSize) > limits.maxRatio)
    throw overLimits(`the archive unpacks ${Math.round(unpacked / archiveSize)} times its size`)
}

/** The entry's bytes as they stream, hashed and counted on the way. */
async function* hashed(stream: Readable, entry: WaczEntry & { hash: ReturnType<typeof createHash>; failure?: Error }): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of stream) {
      entry.hash.update(chunk as Buffer)
      entry.size += (chunk as Buffer).length
      yield chunk as Buffer
    }
  } catch (error) {
    // Kept: the WARC reader turns any error into "not a WARC", this says what really happened.
    entry.failure = error as Error
    throw error
  }
}

/** Checks the WACZ of `size` bytes read through `read`; throws WaczError (`over_limits` for a bomb) when it is not one we keep. */
export async function checkStoredWacz(read: RangeReader, size: number, limits: WaczLimits = WACZ_LIMITS): Promise<WaczCheck> {
  let zip: yauzl.ZipFile
  try {
    zip = await open(new BlobReader(read), size)
  } catch {
    throw new WaczError('not_zip', 'not a ZIP archive')
  }
  try {
    if (zip.entryCount > limits.maxEntries) throw overLimits(`${zip.entryCount} entries (at most ${limits.maxEntries})`)
    let entries: yauzl.Entry[]
    try {
      entries = (await entriesOf(zip)).filter((entry) => !entry.fileName.endsWith('/'))
    } catch {
      throw new WaczError('not_zip', 'the ZIP directory is not readable')
    }
    checkDirectory(entries, size, limits)

    const summary = new Map<string, WaczEntry>()
    const small = new Map<string, Uint8Array>()
    let records = 0
    let warcs = 0
    for (const entry of entries) {
      let stream: Readable
      try {
        stream = await streamOf(zip, entry)
      } catch {
        throw new WaczError('not_zip', `${entry.fileName} cannot be unpacked`)
      }
      const seen: WaczEntry & { hash: ReturnType<typeof createHash>; failure?: Error } = { size: 0, sha256: '', hash: createHash('sha256') }
      try {
        if (isWarcPath(entry.fileName)) {
          warcs++
          records += (await readWarcRecords(entry.fileName, hashed(stream, seen))).records.length
        } else if (JSON_ENTRIES.has(entry.fileName)) {
          const chunks: Uint8Array[] = []
          for await (const chunk of hashed(stream, seen)) chunks.push(chunk)
          small.set(entry.fileName, Buffer.concat(chunks))
        } else {
          for await (const _ of hashed(stream, seen));
        }
      } catch (error) {
        stream.destroy()
        const cause = seen.failure ?? (error as Error)
        // yauzl says so when an entry unpacks to more (or fewer) bytes than its directory announced.
        if (/too many bytes|too few bytes|size/i.test(cause.message ?? '')) throw overLimits(`${entry.fileName}: ${cause.message}`)
        if (error instanceof WaczError) throw error
        throw new WaczError('not_zip', `${entry.fileName} cannot be unpacked`)
      }
      summary.set(entry.fileName, { size: seen.size, sha256: seen.hash.digest('hex') })
    }
    checkDatapackage(small.get('datapackage.json'), summary.get('datapackage.json')?.sha256 ?? '', small.get('datapackage-digest.json'), summary)
    readPages(small.get('pages/pages.jsonl'))
    if (warcs === 0) throw new WaczError('no_warc', 'no WARC under archive/')
    if (records === 0) throw new WaczError('bad_warc', 'the WARC holds no record')
    return { files: entries.map((entry) => ({ path: entry.fileName, size: summary.get(entry.fileName)?.size ?? entry.uncompressedSize })), records }
  } finally {
    zip.close()
  }
}

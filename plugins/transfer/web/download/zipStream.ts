/*
 * A ZIP written as it goes (docs/e2e-format.md §9): stored entries (no compression: encrypted transfers
 * are mostly already-compressed files, and storing keeps the browser's work to a CRC-32), a data
 * descriptor after each entry (its CRC is known only once its bytes went by), UTF-8 names, and ZIP64
 * fields wherever a size or an offset reaches 4 GiB (APPNOTE 6.3.10 §4.3.9, §4.4.3, §4.5.3). fflate's
 * Zip writes no ZIP64 records, so an archive past 4 GiB would come out with wrapped offsets; hence this.
 * Each entry's `done` is awaited before its descriptor: a file that fails its checks errors the stream.
 */
import { concatBytes } from '@sceau/proof/bytes'

export interface ZipEntry {
  /** The member's name: a relative path with `/` (the manifest's, already checked safe). */
  path: string
  /** Its length in bytes, known in advance (the manifest's): the stream fails when the bytes differ. */
  size: number
  /** Its bytes, and a promise that rejects when they must not be kept (a failed check). */
  open(): Promise<{ body: ReadableStream<Uint8Array>; done: Promise<void> }>
}

export interface ZipOptions {
  /** The time written for every member (local time, DOS format). */
  date?: Date
  /** Sizes and offsets from this value up get ZIP64 fields; lowered only by tests, to exercise them without 4 GiB. */
  zip64From?: number
}

/** The largest value a 32-bit field holds; it also means "see the ZIP64 field". */
const MAX32 = 0xffffffff
const MAX16 = 0xffff
const encoder = new TextEncoder()

let tables: Uint32Array[] | undefined
/** CRC-32 (ISO 3309) tables for slicing by 8: a table lookup per byte is too slow for gigabytes. */
function crcTables(): Uint32Array[] {
  if (tables) return tables
  tables = Array.from({ length: 8 }, () => new Uint32Array(256))
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    tables[0]![n] = c >>> 0
  }
  for (let n = 0; n < 256; n++) for (let t = 1; t < 8; t++) tables[t]![n] = (tables[0]![tables[t - 1]![n]! & 0xff]! ^ (tables[t - 1]![n]! >>> 8)) >>> 0
  return tables
}

/** Continues a CRC-32 (`crc` is the running value, 0 to start) over `bytes`. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  const [t0, t1, t2, t3, t4, t5, t6, t7] = crcTables() as [
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
    Uint32Array,
  ]
  let c = ~crc >>> 0
  let i = 0
  const end8 = bytes.length - (bytes.length % 8)
  while (i < end8) {
    const a = (c ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24))) >>> 0
    c =
      t7[a & 0xff]! ^
      t6[(a >>> 8) & 0xff]! ^
      t5[(a >>> 16) & 0xff]! ^
      t4[a >>> 24]! ^
      t3[bytes[i + 4]!]! ^
      t2[bytes[i + 5]!]! ^
      t1[bytes[i + 6]!]! ^
      t0[bytes[i + 7]!]!
    i += 8
  }
  while (i < bytes.length) c = t0[(c ^ bytes[i++]!) & 0xff]! ^ (c >>> 8)
  return ~c >>> 0
}

/** Little-endian fields into one buffer. */
class Fields {
  readonly bytes: Uint8Array
  private readonly view: DataView
  private at = 0
  constructor(length: number) {
    this.bytes = new Uint8Array(length)
    this.view = new DataView(this.bytes.buffer)
  }
  u16(value: number) {
    this.view.setUint16(this.at, value, true)
    this.at += 2
    return this
  }
  u32(value: number) {
    this.view.setUint32(this.at, value >>> 0, true)
    this.at += 4
    return this
  }
  u64(value: number) {
    this.view.setBigUint64(this.at, BigInt(value), true)
    this.at += 8
    return this
  }
  raw(bytes: Uint8Array) {
    this.bytes.set(bytes, this.at)
    this.at += bytes.length
    return this
  }
}

function dosTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107)
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  }
}

/** Bit 3: sizes and CRC in the data descriptor; bit 11: the name is UTF-8. */
const FLAGS = 0x0808
/** Made by a Unix-like system (upper byte 3), so the mode below applies: a regular file, rw-r--r--. */
const UNIX_FILE = (0o100644 << 16) >>> 0

interface Written {
  name: Uint8Array
  size: number
  crc: number
  offset: number
  zip64: boolean
}

/** A member's local header: ZIP64 when its size needs it (its descriptor then has 8-byte sizes). */
function localHeader(name: Uint8Array, zip64: boolean, when: { time: number; date: number }): Uint8Array {
  const fields = new Fields(30 + name.length + (zip64 ? 20 : 0))
  fields
    .u32(0x04034b50)
    .u16(zip64 ? 45 : 20)
    .u16(FLAGS)
    .u16(0)
    .u16(when.time)
    .u16(when.date)
  fields
    .u32(0)
    .u32(zip64 ? MAX32 : 0)
    .u32(zip64 ? MAX32 : 0)
  fields
    .u16(name.length)
    .u16(zip64 ? 20 : 0)
    .raw(name)
  // The sizes come in the descriptor (bit 3): zero here.
  if (zip64) fields.u16(0x0001).u16(16).u64(0).u64(0)
  return fields.bytes
}

function descriptor(entry: Written): Uint8Array {
  const fields = new Fields(entry.zip64 ? 24 : 16).u32(0x08074b50).u32(entry.crc)
  return (entry.zip64 ? fields.u64(entry.size).u64(entry.size) : fields.u32(entry.size).u32(entry.size)).bytes
}

function centralHeader(entry: Written, when: { time: number; date: number }, limit: number): Uint8Array {
  const bigSize = entry.zip64
  const bigOffset = entry.offset >= limit
  const extra = (bigSize ? 16 : 0) + (bigOffset ? 8 : 0)
  const extraLength = extra ? 4 + extra : 0
  const version = bigSize || bigOffset ? 45 : 20
  const fields = new Fields(46 + entry.name.length + extraLength)
  fields
    .u32(0x02014b50)
    .u16(0x0300 | version)
    .u16(version)
    .u16(FLAGS)
    .u16(0)
    .u16(when.time)
    .u16(when.date)
  fields
    .u32(entry.crc)
    .u32(bigSize ? MAX32 : entry.size)
    .u32(bigSize ? MAX32 : entry.size)
  fields
    .u16(entry.name.length)
    .u16(extraLength)
    .u16(0)
    .u16(0)
    .u16(0)
    .u32(UNIX_FILE)
    .u32(bigOffset ? MAX32 : entry.offset)
  fields.raw(entry.name)
  if (extra) {
    // In this order, only the fields whose 32-bit value says MAX32 (§4.5.3).
    fields.u16(0x0001).u16(extra)
    if (bigSize) fields.u64(entry.size).u64(entry.size)
    if (bigOffset) fields.u64(entry.offset)
  }
  return fields.bytes
}

function end(count: number, centralOffset: number, centralSize: number, limit: number): Uint8Array {
  const zip64 = count >= MAX16 || centralOffset >= limit || centralSize >= limit
  const parts: Uint8Array[] = []
  if (zip64) {
    const zip64End = centralOffset + centralSize
    parts.push(
      new Fields(56).u32(0x06064b50).u64(44).u16(0x032d).u16(45).u32(0).u32(0).u64(count).u64(count).u64(centralSize).u64(centralOffset).bytes,
      new Fields(20).u32(0x07064b50).u32(0).u64(zip64End).u32(1).bytes
    )
  }
  parts.push(
    new Fields(22)
      .u32(0x06054b50)
      .u16(0)
      .u16(0)
      .u16(zip64 ? MAX16 : count)
      .u16(zip64 ? MAX16 : count)
      .u32(zip64 ? MAX32 : centralSize)
      .u32(zip64 ? MAX32 : centralOffset)
      .u16(0).bytes
  )
  return concatBytes(...parts)
}

/** The archive's exact length, from the members' names and sizes (a download's Content-Length). */
export function zipLength(entries: readonly Pick<ZipEntry, 'path' | 'size'>[], options: ZipOptions = {}): number {
  const limit = options.zip64From ?? MAX32
  let offset = 0
  let central = 0
  for (const entry of entries) {
    const name = encoder.encode(entry.path).length
    const zip64 = entry.size >= limit
    const bigOffset = offset >= limit
    central += 46 + name + (zip64 || bigOffset ? 4 + (zip64 ? 16 : 0) + (bigOffset ? 8 : 0) : 0)
    offset += 30 + name + (zip64 ? 20 : 0) + entry.size + (zip64 ? 24 : 16)
  }
  const zip64End = entries.length >= MAX16 || offset >= limit || central >= limit
  return offset + central + (zip64End ? 76 : 0) + 22
}

/**
 * The ZIP of `entries`, in order, as a stream: each entry is opened when the previous one is done. The
 * stream errors (and cancels the open entry) as soon as an entry's body or `done` fails or its length
 * is not the announced size; a reader that cancels stops it likewise.
 */
export function zipStream(entries: readonly ZipEntry[], options: ZipOptions = {}): ReadableStream<Uint8Array> {
  const limit = options.zip64From ?? MAX32
  const when = dosTime(options.date ?? new Date())
  let current: ReadableStreamDefaultReader<Uint8Array> | null = null

  async function* members(): AsyncGenerator<Uint8Array> {
    const written: Written[] = []
    let offset = 0
    for (const entry of entries) {
      const name = encoder.encode(entry.path)
      const zip64 = entry.size >= limit
      const header = localHeader(name, zip64, when)
      // Counted before it is yielded: a sink may take the bytes over (the service worker's transfers them).
      const start = offset
      offset += header.length
      yield header
      const { body, done } = await entry.open()
      // Awaited after the body; a body that fails first leaves it unawaited, not unhandled.
      done.catch(() => {})
      current = body.getReader()
      let crc = 0
      let size = 0
      try {
        for (;;) {
          const { value, done: finished } = await current.read()
          if (finished) break
          size += value.length
          if (size > entry.size) throw new RangeError(`${entry.path}: more than the ${entry.size} bytes announced`)
          crc = crc32(value, crc)
          yield value
        }
      } catch (error) {
        await current.cancel(error).catch(() => {})
        throw error
      } finally {
        current = null
      }
      await done
      if (size !== entry.size) throw new RangeError(`${entry.path}: ${size} bytes where ${entry.size} were announced`)
      offset += size
      const member = { name, size, crc, offset: start, zip64 }
      const tail = descriptor(member)
      offset += tail.length
      yield tail
      written.push(member)
    }
    const central = concatBytes(...written.map((member) => centralHeader(member, when, limit)))
    yield concatBytes(central, end(written.length, offset, central.length, limit))
  }

  const iterator = members()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel(reason) {
      await current?.cancel(reason).catch(() => {})
      // Queued behind a read in progress, if any: the generator stops at its next step.
      void iterator.return(undefined).catch(() => {})
    },
  })
}

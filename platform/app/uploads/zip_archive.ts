/*
 * "Download all" as one ZIP in store mode, laid out in advance from what the upload recorded (size
 * and CRC-32 of each file): the exact length is known before the first byte (Content-Length), any
 * byte range maps to header bytes and file slices (Range, resumable), the bytes stream straight
 * from storage (no temporary file, no buffering of file contents). ZIP64 records appear when a size
 * or an offset passes 4 GiB or there are more than 65,535 entries (or when forced, for tests).
 */
import type { Readable } from 'node:stream'
import { ByteBody } from '#services/http/byte_body'
import { fileNameOf, numberedSegment, sanitizeRelativePath } from '@sceau/shared'

export interface ZipEntryInput {
  /** Relative path inside the archive ("folder/file.txt"); sanitised again here. */
  path: string
  size: number
  crc32: number
  modified: Date
  /** Where the bytes come from (a blob id). */
  source: string
}

type SegmentBody = { kind: 'bytes'; bytes: Buffer } | { kind: 'file'; source: string }
export type ZipSegment = { offset: number; length: number } & SegmentBody

export interface ZipLayout {
  size: number
  segments: ZipSegment[]
  entries: { path: string; offset: number }[]
}

const MAX32 = 0xffffffff
const MAX16 = 0xffff
const UTF8_FLAG = 0x0800
const VERSION_STORE = 20
const VERSION_ZIP64 = 45
// Made by Unix (3), so the external attributes carry permissions: a regular file, rw-r--r--.
const MADE_BY_UNIX = 3 << 8
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0

/** MS-DOS date and time of a moment (two-second precision, years 1980-2107). */
function dosDateTime(date: Date) {
  const year = Math.min(2107, Math.max(1980, date.getUTCFullYear()))
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2)
  const day = ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate()
  return { time, day }
}

/** Paths made safe for every unzip tool (no "..", no absolute paths, names within 255 bytes) and unique ("a.txt", "a (2).txt"). */
export function archivePaths(paths: string[]) {
  const taken = new Set<string>()
  return paths.map((raw, index) => {
    const clean = sanitizeRelativePath(raw) ?? `file-${index + 1}`
    let candidate = clean
    const name = fileNameOf(clean)
    const folder = clean.slice(0, clean.length - name.length)
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${folder}${numberedSegment(name, ` (${n})`)}`
    taken.add(candidate.toLowerCase())
    return candidate
  })
}

/** The archive's exact bytes, as a list of header buffers and file slices in order. */
export function zipLayout(inputs: ZipEntryInput[], options: { forceZip64?: boolean } = {}): ZipLayout {
  const force = options.forceZip64 === true
  const segments: ZipSegment[] = []
  const central: Buffer[] = []
  const entries: ZipLayout['entries'] = []
  let offset = 0
  const push = (segment: { length: number } & SegmentBody) => {
    if (segment.length === 0) return
    segments.push({ ...segment, offset })
    offset += segment.length
  }
  const paths = archivePaths(inputs.map((entry) => entry.path))

  inputs.forEach((entry, index) => {
    const name = Buffer.from(paths[index], 'utf8')
    const { time, day } = dosDateTime(entry.modified)
    const headerOffset = offset
    const bigSize = force || entry.size >= MAX32
    const bigOffset = force || headerOffset >= MAX32
    const zip64 = bigSize || bigOffset
    const version = zip64 ? VERSION_ZIP64 : VERSION_STORE
    const crc = entry.crc32 >>> 0

    const localExtra = bigSize ? Buffer.alloc(20) : Buffer.alloc(0)
    if (bigSize) {
      localExtra.writeUInt16LE(0x0001, 0)
      localExtra.writeUInt16LE(16, 2)
      localExtra.writeBigUInt64LE(BigInt(entry.size), 4)
      localExtra.writeBigUInt64LE(BigInt(entry.size), 12)
    }
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(version, 4)
    local.writeUInt16LE(UTF8_FLAG, 6)
    local.writeUInt16LE(0, 8)
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(day, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(bigSize ? MAX32 : entry.size, 18)
    local.writeUInt32LE(bigSize ? MAX32 : entry.size, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(localExtra.length, 28)
    push({ kind: 'bytes', bytes: Buffer.concat([local, name, localExtra]), length: 30 + name.length + localExtra.length })
    push({ kind: 'file', source: entry.source, length: entry.size })
    entries.push({ path: paths[index], offset: headerOffset })

    // Central directory: the ZIP64 extra holds, in order, the fields set to 0xFFFFFFFF.
    const extraFields: bigint[] = []
    if (bigSize) extraFields.push(BigInt(entry.size), BigInt(entry.size))
    if (bigOffset) extraFields.push(BigInt(headerOffset))
    const centralExtra = Buffer.alloc(extraFields.length ? 4 + 8 * extraFields.length : 0)
    if (extraFields.length) {
      centralExtra.writeUInt16LE(0x0001, 0)
      centralExtra.writeUInt16LE(8 * extraFields.length, 2)
      extraFields.forEach((value, i) => centralExtra.writeBigUInt64LE(value, 4 + 8 * i))
    }
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(MADE_BY_UNIX | version, 4)
    header.writeUInt16LE(version, 6)
    header.writeUInt16LE(UTF8_FLAG, 8)
    header.writeUInt16LE(0, 10)
    header.writeUInt16LE(time, 12)
    header.writeUInt16LE(day, 14)
    header.writeUInt32LE(crc, 16)
    header.writeUInt32LE(bigSize ? MAX32 : entry.size, 20)
    header.writeUInt32LE(bigSize ? MAX32 : entry.size, 24)
    header.writeUInt16LE(name.length, 28)
    header.writeUInt16LE(centralExtra.length, 30)
    header.writeUInt16LE(0, 32)
    header.writeUInt16LE(0, 34)
    header.writeUInt16LE(0, 36)
    header.writeUInt32LE(FILE_ATTRIBUTES, 38)
    header.writeUInt32LE(bigOffset ? MAX32 : headerOffset, 42)
    central.push(header, name, centralExtra)
  })

  const directory = Buffer.concat(central)
  const directoryOffset = offset
  push({ kind: 'bytes', bytes: directory, length: directory.length })
  const count = inputs.length
  const zip64End = force || count > MAX16 || directory.length >= MAX32 || directoryOffset >= MAX32
  const tail: Buffer[] = []
  if (zip64End) {
    const record = Buffer.alloc(56)
    record.writeUInt32LE(0x06064b50, 0)
    record.writeBigUInt64LE(44n, 4)
    record.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12)
    record.writeUInt16LE(VERSION_ZIP64, 14)
    record.writeUInt32LE(0, 16)
    record.writeUInt32LE(0, 20)
    record.writeBigUInt64LE(BigInt(count), 24)
    record.writeBigUInt64LE(BigInt(count), 32)
    record.writeBigUInt64LE(BigInt(directory.length), 40)
    record.writeBigUInt64LE(BigInt(directoryOffset), 48)
    const locator = Buffer.alloc(20)
    locator.writeUInt32LE(0x07064b50, 0)
    locator.writeUInt32LE(0, 4)
    locator.writeBigUInt64LE(BigInt(directoryOffset + directory.length), 8)
    locator.writeUInt32LE(1, 16)
    tail.push(record, locator)
  }
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(0, 4)
  end.writeUInt16LE(0, 6)
  end.writeUInt16LE(zip64End ? MAX16 : count, 8)
  end.writeUInt16LE(zip64End ? MAX16 : count, 10)
  end.writeUInt32LE(zip64End ? MAX32 : directory.length, 12)
  end.writeUInt32LE(zip64End ? MAX32 : directoryOffset, 16)
  end.writeUInt16LE(0, 20)
  tail.push(end)
  const tailBytes = Buffer.concat(tail)
  push({ kind: 'bytes', bytes: tailBytes, length: tailBytes.length })
  return { size: offset, segments, entries }
}

export type OpenSource = (source: string, range: { start: number; end: number }) => Promise<Readable>

/**
 * The bytes [start, end] (inclusive) of the archive: header slices as they are, file slices from
 * storage one after the other (opened only when reached). A ByteBody: sent over HTTP with pooled
 * buffers when storage hands file ranges, and a short source fails the body rather than shift every
 * later byte of the archive.
 */
export function zipStream(layout: ZipLayout, open: OpenSource, range = { start: 0, end: layout.size - 1 }): Readable {
  return new ByteBody(async function* () {
    for (const segment of layout.segments) {
      const segmentEnd = segment.offset + segment.length - 1
      if (segmentEnd < range.start) continue
      if (segment.offset > range.end) break
      const from = Math.max(range.start, segment.offset) - segment.offset
      const to = Math.min(range.end, segmentEnd) - segment.offset
      if (segment.kind === 'bytes') {
        yield segment.bytes.subarray(from, to + 1)
        continue
      }
      const source = await open(segment.source, { start: from, end: to })
      if (ByteBody.isByteBody(source)) yield* source.slices()
      else yield { stream: source, length: to - from + 1, label: `source ${segment.source}` }
    }
  })
}

/*
 * ZIP archives that unpack to far more than they weigh, written by hand (a few headers around zlib's
 * raw deflate) so the test controls what the directory declares: `declared` may lie about the
 * unpacked size, as a hostile archive would.
 */
import { createDeflateRaw, crc32 } from 'node:zlib'

export interface BombEntry {
  name: string
  /** Bytes of zeros the entry really unpacks to (deflated in 1 MiB steps, never held whole). */
  zeros?: number
  /** Or these bytes, deflated. */
  bytes?: Uint8Array
  /** The unpacked size the directory announces (the real one by default). */
  declared?: number
}

async function deflate(entry: BombEntry): Promise<{ data: Buffer; size: number; crc: number }> {
  const deflater = createDeflateRaw({ level: 9 })
  const out: Buffer[] = []
  deflater.on('data', (chunk: Buffer) => out.push(chunk))
  const ended = new Promise((resolve) => deflater.on('end', resolve))
  let crc = 0
  let size = 0
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      crc = crc32(chunk, crc)
      size += chunk.length
      if (deflater.write(chunk)) resolve()
      else deflater.once('drain', resolve)
    })
  if (entry.bytes) await write(Buffer.from(entry.bytes))
  const step = Buffer.alloc(1024 * 1024)
  for (let left = entry.zeros ?? 0; left > 0; left -= step.length) await write(left >= step.length ? step : step.subarray(0, left))
  deflater.end()
  await ended
  return { data: Buffer.concat(out), size, crc }
}

export async function zipBomb(entries: BombEntry[]): Promise<Buffer> {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const { data, size, crc } = await deflate(entry)
    const name = Buffer.from(entry.name)
    const declared = entry.declared ?? size
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8) // deflate
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(declared, 22)
    local.writeUInt16LE(name.length, 26)
    const header = Buffer.alloc(46)
    header.writeUInt32LE(0x02014b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(20, 6)
    header.writeUInt16LE(8, 10)
    header.writeUInt32LE(crc, 16)
    header.writeUInt32LE(data.length, 20)
    header.writeUInt32LE(declared, 24)
    header.writeUInt16LE(name.length, 28)
    header.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    central.push(header, name)
    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

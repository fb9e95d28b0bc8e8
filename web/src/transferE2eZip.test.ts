// @vitest-environment node
/*
 * The recipient's in-browser ZIP (plugins/transfer/web/download/zipStream.ts, docs/e2e-format.md §9):
 * what it writes is read back by Info-ZIP's unzip, 7-Zip and yauzl, each member's SHA-256 equal to its
 * source, ZIP64 fields included; its announced length is its length; a failed entry errors the stream.
 */
import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { crc32 as zlibCrc32 } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { command, needs } from '@sceau/testing/requirements'
import { unzip } from '@sceau/testing/unzip'
import { crc32, zipLength, zipStream, type ZipEntry } from '../../plugins/transfer/web/download/zipStream'

const run = promisify(execFile)
const tools = needs('The ZIP stream test', [command('unzip', 'apt-get install unzip'), command('7z', 'apt-get install p7zip-full')])

const FILES: Record<string, Buffer> = {
  'dossier/lettre confidentielle.txt': Buffer.from('Maître, voici le dossier.\n'),
  'dossier/pièces/scan.bin': randomBytes(300_001),
  'vide.txt': Buffer.alloc(0),
  'dossier/pièces/annexe.bin': randomBytes(70_000),
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** `bytes` in pieces of at most `size` bytes, as a decrypting stream hands them. */
function pieces(bytes: Uint8Array, size = 65_536): ReadableStream<Uint8Array> {
  let at = 0
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(at, at + size))
      at += size
    },
  })
}

function entries(files: Record<string, Buffer>, done: (path: string) => Promise<void> = async () => {}): ZipEntry[] {
  return Object.entries(files).map(([path, bytes]) => ({ path, size: bytes.length, open: async () => ({ body: pieces(bytes), done: done(path) }) }))
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = []
  await stream.pipeTo(new WritableStream({ write: (chunk) => void parts.push(chunk) }))
  return Buffer.concat(parts)
}

const toHexOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

let dir: string
beforeAll(async () => {
  tools.assertPresent()
  dir = await mkdtemp(join(tmpdir(), 'sceau-zip-stream-'))
})
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** Each member's SHA-256 as unzip, 7z and yauzl extract them (all three check every CRC-32). */
async function extracted(zip: Buffer, name: string): Promise<Record<string, Record<string, string>>> {
  const file = join(dir, `${name}.zip`)
  await writeFile(file, zip)
  const byTool: Record<string, Record<string, string>> = {}
  for (const [tool, args] of [
    ['unzip', ['-q', file, '-d', join(dir, name, 'unzip')]],
    ['7z', ['x', '-y', `-o${join(dir, name, '7z')}`, file]],
  ] as const) {
    await mkdir(join(dir, name, tool), { recursive: true })
    await run(tool, [...args])
    byTool[tool] = Object.fromEntries(await Promise.all(Object.keys(FILES).map(async (path) => [path, sha256(await readFile(join(dir, name, tool, path)))])))
  }
  byTool.yauzl = Object.fromEntries([...(await unzip(zip))].map(([path, bytes]) => [path, sha256(bytes)]))
  return byTool
}

describe('the in-browser ZIP stream', () => {
  const expected = Object.fromEntries(Object.entries(FILES).map(([path, bytes]) => [path, sha256(bytes)]))

  it('CRC-32 is the standard one, whatever the lengths', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926)
    for (const length of [0, 1, 7, 8, 9, 4095, 65_537]) {
      const bytes = randomBytes(length)
      expect(crc32(bytes)).toBe(zlibCrc32(bytes))
      // In two pieces, as it runs over a stream.
      expect(crc32(bytes.subarray(length >> 1), crc32(bytes.subarray(0, length >> 1)))).toBe(zlibCrc32(bytes))
    }
  })

  it('folders, UTF-8 names and an empty file: unzip, 7z and yauzl extract every file byte for byte; the length is the announced one', async () => {
    const zip = await collect(zipStream(entries(FILES)))
    expect(zip.length).toBe(zipLength(entries(FILES)))
    const byTool = await extracted(zip, 'plain')
    for (const tool of ['unzip', '7z', 'yauzl']) expect(byTool[tool], tool).toEqual(expected)
    const { stdout } = await run('unzip', ['-t', join(dir, 'plain.zip')])
    expect(stdout).toContain('No errors detected')
    // No ZIP64 record where none is needed (readers that do not know ZIP64 can open it).
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false)
  })

  it('a sink that takes each piece over (the service worker sink transfers it, leaving it empty): the same ZIP, ZIP64 or not', async () => {
    for (const options of [{}, { zip64From: 1000 }]) {
      const parts: Uint8Array[] = []
      await zipStream(entries(FILES), options).pipeTo(
        new WritableStream({
          write(chunk) {
            parts.push(chunk.slice())
            // What postMessage's transfer leaves the page.
            if (chunk.byteLength === chunk.buffer.byteLength) structuredClone(chunk.buffer, { transfer: [chunk.buffer as ArrayBuffer] })
          },
        })
      )
      expect(toHexOf(Buffer.concat(parts))).toBe(toHexOf(await collect(zipStream(entries(FILES), options))))
    }
  })

  it('with ZIP64 fields on every size and offset past a low threshold, the three readers still extract every file', async () => {
    const options = { zip64From: 1000 }
    const zip = await collect(zipStream(entries(FILES), options))
    expect(zip.length).toBe(zipLength(entries(FILES), options))
    // The ZIP64 end of central directory record and its locator are there.
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true)
    expect(zip.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true)
    const byTool = await extracted(zip, 'zip64')
    for (const tool of ['unzip', '7z', 'yauzl']) expect(byTool[tool], tool).toEqual(expected)
    const listed = (await run('zipinfo', ['-v', join(dir, 'zip64.zip')])).stdout
    expect(listed).toContain('PKWARE 64-bit sizes')
  })

  it('an entry whose check fails errors the stream before the next entry is opened and before any central directory', async () => {
    const opened: string[] = []
    const failing = entries(FILES, async (path) => {
      if (path === 'dossier/pièces/scan.bin') throw new Error(`${path}: altered`)
    }).map((entry) => ({
      ...entry,
      open: () => {
        opened.push(entry.path)
        return entry.open()
      },
    }))
    const written: Uint8Array[] = []
    const outcome = zipStream(failing).pipeTo(new WritableStream({ write: (chunk) => void written.push(chunk) }))
    await expect(outcome).rejects.toThrow('dossier/pièces/scan.bin: altered')
    expect(opened).toEqual(['dossier/lettre confidentielle.txt', 'dossier/pièces/scan.bin'])
    expect(Buffer.concat(written).includes(Buffer.from([0x50, 0x4b, 0x01, 0x02]))).toBe(false)
  })

  it('an entry longer or shorter than announced errors the stream', async () => {
    const long = [{ path: 'a.bin', size: 10, open: async () => ({ body: pieces(randomBytes(11)), done: Promise.resolve() }) }]
    await expect(collect(zipStream(long))).rejects.toThrow('a.bin: more than the 10 bytes announced')
    const short = [{ path: 'a.bin', size: 10, open: async () => ({ body: pieces(randomBytes(9)), done: Promise.resolve() }) }]
    await expect(collect(zipStream(short))).rejects.toThrow('a.bin: 9 bytes where 10 were announced')
  })
})

import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { crc32 } from 'node:zlib'
import { randomBytesOf, sha256Hex as sha256 } from '@sceau/testing/uploads'
import { unzip } from '@sceau/testing/unzip'
import { archivePaths, zipLayout, zipStream } from '#uploads/zip_archive'
import { parseRange, contentDisposition } from '#uploads/http_ranges'

const GiB = 1024 ** 3
const run = promisify(execFile)
const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8')
async function collect(stream: Readable) {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

test.group('Downloads: ZIP layout and ranges', () => {
  test('entry names are safe against zip-slip and unique, whatever the uploads declared', ({ assert }) => {
    assert.deepEqual(archivePaths(['../../etc/passwd', '/abs/a.txt', 'C:\\win\\b.txt', 'a.txt', 'A.TXT', 'dir/x', 'dir/x', '..']), [
      'etc/passwd',
      'abs/a.txt',
      'win/b.txt',
      'a.txt',
      'A (2).TXT',
      'dir/x',
      'dir/x (2)',
      'file-8',
    ])
  })

  test('300-byte names stay within 255 UTF-8 bytes after " (n)", keep their extension, and unzip and 7z extract them', async ({ assert }) => {
    const stem = `${'é'.repeat(149)}x` // 299 bytes; with ".csv" 303
    const names = [`${stem}.csv`, `${stem}.csv`, `${stem}.CSV`, `${'日'.repeat(100)}`, `${'日'.repeat(100)}`]
    const paths = archivePaths(names.map((name) => `dossier/${name}`))
    assert.equal(new Set(paths.map((path) => path.toLowerCase())).size, paths.length)
    for (const path of paths) {
      const name = path.slice('dossier/'.length)
      assert.isAtMost(utf8Bytes(name), 255, name)
      assert.notInclude(Buffer.from(name, 'utf8').toString('utf8'), '\uFFFD')
    }
    assert.match(paths[1], / \(2\)\.csv$/)
    assert.match(paths[2], / \(3\)\.CSV$/)
    assert.match(paths[4], /日 \(2\)$/)

    const files = names.map((_, i) => Buffer.from(`file ${i}\n`))
    const layout = zipLayout(
      files.map((bytes, i) => ({
        path: `dossier/${names[i]}`,
        size: bytes.length,
        crc32: crc32(bytes) >>> 0,
        modified: new Date('2026-05-01T10:00:00Z'),
        source: String(i),
      }))
    )
    const zip = await collect(zipStream(layout, async (source, range) => Readable.from([files[Number(source)].subarray(range.start, range.end + 1)])))
    const dir = await mkdtemp(join(tmpdir(), 'sceau-zip-'))
    try {
      await writeFile(join(dir, 'all.zip'), zip)
      const tools: [string, string[]][] = [
        ['unzip', ['-q', '../all.zip', '-d', '.']],
        ['7z', ['x', '-y', '-bd', '../all.zip']],
      ]
      for (const [tool, args] of tools) {
        const out = join(dir, tool)
        await run('mkdir', [out])
        await run(tool, args, { cwd: out })
        const extracted = (await readdir(join(out, 'dossier'))).map((name) => name.normalize('NFC')).sort()
        assert.deepEqual(extracted, paths.map((path) => path.slice('dossier/'.length)).sort(), tool)
        for (const [i, path] of paths.entries()) assert.equal(await readFile(join(out, path), 'utf8'), `file ${i}\n`, tool)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('the archive streams exactly the announced length, any range of it equals the same bytes of the whole', async ({ assert }) => {
    const files = [randomBytesOf(70_000), Buffer.alloc(0), randomBytesOf(3)]
    const entries = files.map((bytes, i) => ({
      path: `d/${i}.bin`,
      size: bytes.length,
      crc32: crc32(bytes) >>> 0,
      modified: new Date('2026-05-01T10:00:00Z'),
      source: String(i),
    }))
    const open = async (source: string, range: { start: number; end: number }) => Readable.from([files[Number(source)].subarray(range.start, range.end + 1)])
    for (const forceZip64 of [false, true]) {
      const layout = zipLayout(entries, { forceZip64 })
      const whole = await collect(zipStream(layout, open))
      assert.equal(whole.length, layout.size)
      const read = await unzip(whole)
      files.forEach((bytes, i) => assert.equal(sha256(read.get(`d/${i}.bin`)!), sha256(bytes)))
      for (const [start, end] of [
        [0, 0],
        [10, 29],
        [layout.size - 22, layout.size - 1],
        [40_000, 70_100],
      ]) {
        assert.deepEqual(await collect(zipStream(layout, open, { start, end })), whole.subarray(start, end + 1))
      }
    }
  })

  test('above 4 GiB the sizes and offsets move to ZIP64 fields (layout computed without the bytes)', ({ assert }) => {
    const big = 5 * GiB
    const layout = zipLayout([
      { path: 'big.iso', size: big, crc32: 1, modified: new Date(), source: 'a' },
      { path: 'after.txt', size: 10, crc32: 2, modified: new Date(), source: 'b' },
    ])
    const local = layout.segments[0]
    assert.equal(local.kind, 'bytes')
    const header = (local as { bytes: Buffer }).bytes
    assert.equal(header.readUInt32LE(18), 0xffffffff, 'compressed size deferred to the ZIP64 extra')
    assert.equal(header.readBigUInt64LE(30 + 'big.iso'.length + 4), BigInt(big))
    const directory = layout.segments.find((s) => s.kind === 'bytes' && s.bytes.readUInt32LE(0) === 0x02014b50) as { bytes: Buffer; offset: number }
    // The second entry starts past 4 GiB: its central header points to the ZIP64 extra for the offset.
    const second = directory.bytes.indexOf(Buffer.from('after.txt')) - 46
    assert.equal(directory.bytes.readUInt32LE(second + 42), 0xffffffff)
    assert.equal(layout.size, layout.segments.at(-1)!.offset + layout.segments.at(-1)!.length)
    const tail = (layout.segments.at(-1) as { bytes: Buffer }).bytes
    assert.equal(tail.readUInt32LE(0), 0x06064b50, 'ZIP64 end of central directory record')
  })

  test('ranges: one range served, others whole; unsatisfiable ones say so; UTF-8 file names', ({ assert }) => {
    assert.deepEqual(parseRange(undefined, 100), { kind: 'whole' })
    assert.deepEqual(parseRange('bytes=10-19', 100), { kind: 'partial', start: 10, end: 19 })
    assert.deepEqual(parseRange('bytes=90-', 100), { kind: 'partial', start: 90, end: 99 })
    assert.deepEqual(parseRange('bytes=-5', 100), { kind: 'partial', start: 95, end: 99 })
    assert.deepEqual(parseRange('bytes=0-999', 100), { kind: 'partial', start: 0, end: 99 })
    assert.deepEqual(parseRange('bytes=0-1,5-6', 100), { kind: 'whole' })
    assert.deepEqual(parseRange('bytes=100-', 100), { kind: 'unsatisfiable' })
    assert.deepEqual(parseRange('bytes=5-1', 100), { kind: 'whole' })
    assert.deepEqual(parseRange('bytes=1-2', 100, '"old"', '"new"'), { kind: 'whole' })
    assert.equal(
      contentDisposition('rapport "final" ; été.pdf'),
      `attachment; filename="rapport _final_ _ ete.pdf"; filename*=UTF-8''rapport%20%22final%22%20%3B%20%C3%A9t%C3%A9.pdf`
    )
  })
})

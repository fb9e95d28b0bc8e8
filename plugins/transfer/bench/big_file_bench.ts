/*
 * One very large file (issue 32, target 3; BENCH_BIG_GIB, 10 by default) uploaded through the real tus
 * endpoint of the production build, then downloaded through the recipient's route, with the
 * platform's RSS sampled every 250 ms throughout (target: <= 200 MiB). The same bytes go through
 * the bare servers of the other benches in the same run (platform/bench/bare_upload_server.ts to
 * disk while hashing, bare_range_server.ts back), then through the platform on the S3 driver
 * against a local s3rver (in a child process). The body comes from a generator (a 16 MiB random
 * block, each 1 MiB stamped with its index), never whole in memory; every download's SHA-256 is
 * checked against the one of the bytes sent. Each side's files are deleted before the next.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs'
import { get, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { benchPlatformEnv, freePort, migratePlatformBuild, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'
import { transferSeeder } from './seed_transfer.ts'

const GiB = 1024 ** 3
const MiB = 1024 * 1024
const totalBytes = Math.round(Number(process.env.BENCH_BIG_GIB ?? 10) * GiB)
const chunkBytes = Number(process.env.BENCH_CHUNK_MIB ?? 48) * MiB
const withS3 = process.env.BENCH_BIG_S3 !== '0'

const block = randomBytes(16 * MiB)
/** The file's bytes from `start` to `end` (exclusive), in 1 MiB pieces: the 16 MiB block again and again, each MiB stamped with its index. */
function* bytesOf(start: number, end: number) {
  for (let at = start; at < end;) {
    const index = Math.floor(at / MiB)
    const piece = Buffer.from(block.subarray((index % 16) * MiB, (index % 16) * MiB + MiB))
    piece.writeDoubleBE(index, 0)
    const from = at - index * MiB
    const to = Math.min(MiB, end - index * MiB)
    yield piece.subarray(from, to)
    at = index * MiB + to
  }
}

/** A field of /proc/<pid>/status in MiB. */
function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`))
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024)
}

/** The RSS of a process every 250 ms until stopped: highest, lowest, the samples' count. */
function sampleRss(pid: number) {
  const samples: number[] = []
  const timer = setInterval(() => samples.push(statusMiB(pid, 'VmRSS')), 250)
  return () => {
    clearInterval(timer)
    return { maxMiB: Math.max(...samples), minMiB: Math.min(...samples), samples: samples.length, peakHwmMiB: statusMiB(pid, 'VmHWM') }
  }
}

/** One request whose body streams from the generator (never buffered whole). */
function send(url: string, method: string, headers: Record<string, string>, body?: { start: number; end: number }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, 'content-length': String(body ? body.end - body.start : 0) } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }))
    })
    req.on('error', reject)
    if (!body) return req.end()
    Readable.from(bytesOf(body.start, body.end)).pipe(req)
  })
}

/** GETs the whole file: seconds and SHA-256 of what came. */
function download(url: string) {
  return new Promise<{ seconds: number; sha256: string; bytes: number }>((resolve, reject) => {
    const started = performance.now()
    get(url, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
      const hash = createHash('sha256')
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        hash.update(chunk)
        bytes += chunk.length
      })
      response.on('end', () => resolve({ seconds: (performance.now() - started) / 1000, sha256: hash.digest('hex'), bytes }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** PATCHes the whole file to `url` in chunks; `headers(offset)` adds each request's own. */
async function upload(url: (offset: number) => string, headers: (offset: number) => Record<string, string>, ok: number) {
  const started = performance.now()
  for (let offset = 0; offset < totalBytes; offset += chunkBytes) {
    const answer = await send(url(offset), 'PATCH', headers(offset), { start: offset, end: Math.min(totalBytes, offset + chunkBytes) })
    if (answer.status !== ok) throw new Error(`PATCH at ${offset} answered ${answer.status}`)
  }
  return (performance.now() - started) / 1000
}

const expected = (() => {
  const hash = createHash('sha256')
  for (const piece of bytesOf(0, totalBytes)) hash.update(piece)
  return hash.digest('hex')
})()
const freeGiB = (() => {
  const stats = statfsSync(tmpdir())
  return (stats.bavail * stats.bsize) / GiB
})()
// The platform's copy, the baseline's, and on S3 the parts and the object they become.
if (freeGiB < (totalBytes / GiB) * 2.5)
  throw new Error(`${freeGiB.toFixed(0)} GiB free under ${tmpdir()}: BENCH_BIG_GIB=${totalBytes / GiB} needs 2.5 times its size`)

const children: ChildProcess[] = []
const folders: string[] = []
const stop = (child: ChildProcess) => {
  child.kill('SIGTERM')
  return new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))
}

/** Upload then download through the platform with the given extra environment; deletes its data folder after. */
async function throughPlatform(extraEnv: Record<string, string>) {
  const { dataDir, env } = benchPlatformEnv('sceau-big-file-bench-', extraEnv)
  folders.push(dataDir)
  try {
    await migratePlatformBuild(env)
    const seeder = transferSeeder(dataDir)
    const batch = seeder.openBatch()
    const port = await freePort()
    const platform = spawnPlatformServer({ ...env, PORT: String(port) })
    children.push(platform)
    const base = `http://127.0.0.1:${port}`
    await waitForUrl(`${base}/api/v2/health/live`)
    const idleMiB = statusMiB(platform.pid!, 'VmRSS')
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${batch.token}` }
    const created = await send(`${base}/api/v2/uploads`, 'POST', {
      ...tus,
      'upload-length': String(totalBytes),
      'upload-metadata': `filename ${Buffer.from('big.bin').toString('base64')}`,
    })
    if (created.status !== 201) throw new Error(`create answered ${created.status}`)
    const uploadUrl = new URL(String(created.headers.location), base).toString()
    const uploadRss = sampleRss(platform.pid!)
    const uploadSeconds = await upload(
      () => uploadUrl,
      (offset) => ({ ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
      204
    )
    const uploadMemory = uploadRss()
    const blobId = uploadUrl.slice(uploadUrl.lastIndexOf('/') + 1)
    const row = seeder.sqlite.prepare('SELECT state, sha256 FROM blobs WHERE id = ?').get(blobId) as { state: string; sha256: string }
    if (row.state !== 'ready' || row.sha256 !== expected) throw new Error(`platform blob ${row.state} ${row.sha256}`)
    const transfer = seeder.over([blobId])
    seeder.close()
    const api = `${base}/api/v2/transfer/downloads/${transfer.token}`
    const page = (await (await fetch(api)).json()) as { files: { id: number }[] }
    const downloadRss = sampleRss(platform.pid!)
    const fetched = await download(`${api}/files/${page.files[0].id}`)
    const downloadMemory = downloadRss()
    if (fetched.sha256 !== expected) throw new Error(`platform download: ${fetched.bytes} bytes, SHA-256 ${fetched.sha256}`)
    await stop(platform)
    return {
      uploadMBps: Math.round(totalBytes / 1e6 / uploadSeconds),
      downloadMBps: Math.round(totalBytes / 1e6 / fetched.seconds),
      uploadSeconds: Number(uploadSeconds.toFixed(1)),
      downloadSeconds: Number(fetched.seconds.toFixed(1)),
      idleRssMiB: idleMiB,
      uploadRss: uploadMemory,
      downloadRss: downloadMemory,
      sha256Exact: true,
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The same bytes through the bare servers: bare_upload_server.ts in, bare_range_server.ts out. */
async function throughBare() {
  const dir = mkdtempSync(join(tmpdir(), 'sceau-big-file-bare-'))
  folders.push(dir)
  try {
    const uploadPort = await freePort()
    const bareUpload = fork(new URL('../../../platform/bench/bare_upload_server.ts', import.meta.url).pathname, [join(dir, 'bare.bin')], {
      env: { ...process.env, PORT: String(uploadPort) },
      stdio: 'ignore',
    })
    children.push(bareUpload)
    await new Promise((resolve) => bareUpload.once('message', resolve))
    const uploadSeconds = await upload(
      (offset) => `http://127.0.0.1:${uploadPort}/?offset=${offset}`,
      () => ({}),
      204
    )
    const digest = (await (await fetch(`http://127.0.0.1:${uploadPort}/`)).json()) as { sha256: string }
    if (digest.sha256 !== expected) throw new Error('bare upload digest differs')
    await stop(bareUpload)
    const downloadPort = await freePort()
    const bareDownload = fork(new URL('./bare_range_server.ts', import.meta.url).pathname, [join(dir, 'bare.bin.0')], {
      env: { ...process.env, PORT: String(downloadPort) },
      stdio: 'ignore',
    })
    children.push(bareDownload)
    await new Promise((resolve) => bareDownload.once('message', resolve))
    const fetched = await download(`http://127.0.0.1:${downloadPort}/0`)
    if (fetched.sha256 !== expected) throw new Error('bare download digest differs')
    await stop(bareDownload)
    return {
      uploadMBps: Math.round(totalBytes / 1e6 / uploadSeconds),
      downloadMBps: Math.round(totalBytes / 1e6 / fetched.seconds),
      uploadSeconds: Number(uploadSeconds.toFixed(1)),
      downloadSeconds: Number(fetched.seconds.toFixed(1)),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

try {
  const embedded = await throughPlatform({})
  const bare = await throughBare()
  let s3: Awaited<ReturnType<typeof throughPlatform>> | undefined
  if (withS3) {
    const s3rver = fork(new URL('./s3rver_child.ts', import.meta.url).pathname, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
    children.push(s3rver)
    const options = (await new Promise((resolve) => s3rver.once('message', resolve))) as { bucket: string; endpoint: string; region: string }
    try {
      s3 = await throughPlatform({
        S3_BUCKET: options.bucket,
        S3_ENDPOINT: options.endpoint,
        S3_REGION: options.region,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      })
    } finally {
      await stop(s3rver)
    }
  }
  const ratio = (a: number, b: number) => Number((a / b).toFixed(3))
  console.log(
    JSON.stringify({
      bench: 'one very large file: tus upload then download through the platform vs bare node:http, then on the S3 driver (s3rver)',
      gibibytes: totalBytes / GiB,
      chunkMiB: chunkBytes / MiB,
      embedded,
      bare,
      ratioToBare: { upload: ratio(embedded.uploadMBps, bare.uploadMBps), download: ratio(embedded.downloadMBps, bare.downloadMBps) },
      s3,
      s3RatioToEmbedded: s3 && { upload: ratio(s3.uploadMBps, embedded.uploadMBps), download: ratio(s3.downloadMBps, embedded.downloadMBps) },
      targets: 'RSS <= 200 MiB throughout (every 250 ms), SHA-256 exact',
    })
  )
  const worst = Math.max(embedded.uploadRss.maxMiB, embedded.downloadRss.maxMiB, s3?.uploadRss.maxMiB ?? 0, s3?.downloadRss.maxMiB ?? 0)
  if (worst > 200) console.log(`[bench] the platform's RSS reached ${worst} MiB (target 200)`)
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
}

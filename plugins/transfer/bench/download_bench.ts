/*
 * Download throughput of the production build, each figure against a baseline of the same run:
 * - "download all" ZIP of many files (store mode, exact length) vs reading the same files raw from disk,
 *   and vs a bare node:http server streaming the same files one after the other;
 * - one large file through /transfer/downloads/:token/files/:id vs a bare node:http server streaming it.
 * Also the ZIP's time to first byte. The client is curl when the machine has it (Node's own client tops
 * out below the servers measured), BENCH_CLIENT=node otherwise; every server gets one untimed pass first.
 * Files and rows are written straight into the embedded drivers
 * (disk + SQLite) by seed_transfer.ts, as an upload would have left them. Prints one JSON line per measure.
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createReadStream, rmSync } from 'node:fs'
import { get } from 'node:http'
import { benchPlatformEnv, exitOf, freePort, migratePlatformBuild, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'
import { transferSeeder } from './seed_transfer.ts'

const zipFiles = Number(process.env.BENCH_ZIP_FILES ?? 200)
const zipMiB = Number(process.env.BENCH_ZIP_MIB ?? 1024)
const singleMiB = Number(process.env.BENCH_FILE_MIB ?? 1024)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const MiB = 1024 * 1024

type Fetched = { seconds: number; bytes: number; ttfbMs: number; status: number }

/** GETs a URL with Node's client and discards the body: seconds, bytes, time to first byte. */
function downloadWithNode(url: string) {
  return new Promise<Fetched>((resolve, reject) => {
    const started = performance.now()
    get(url, (response) => {
      let bytes = 0
      let first = 0
      response.on('data', (chunk: Buffer) => {
        if (!first) first = performance.now()
        bytes += chunk.length
      })
      response.on('end', () => resolve({ seconds: (performance.now() - started) / 1000, bytes, ttfbMs: first - started, status: response.statusCode! }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/** GETs a URL with curl into /dev/null: a native client, like a browser, so the client is not what is measured. */
async function downloadWithCurl(url: string): Promise<Fetched> {
  const child = spawn('curl', ['-s', '-o', '/dev/null', '-w', '%{size_download} %{time_total} %{time_starttransfer} %{http_code}', url])
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk))
  if ((await exitOf(child)) !== 0) throw new Error(`curl failed on ${url}`)
  const [bytes, total, first, status] = out.trim().split(' ').map(Number)
  return { seconds: total, bytes, ttfbMs: first * 1000, status }
}

const hasCurl = spawnSync('curl', ['--version']).status === 0
const client = process.env.BENCH_CLIENT ?? (hasCurl ? 'curl' : 'node')
const download = client === 'curl' ? downloadWithCurl : downloadWithNode

/** Reads files from disk in 1 MiB chunks, one after the other (what any archive writer must at least do). */
async function readRaw(paths: string[]) {
  const started = performance.now()
  let bytes = 0
  for (const path of paths) for await (const chunk of createReadStream(path, { highWaterMark: MiB })) bytes += (chunk as Buffer).length
  return { seconds: (performance.now() - started) / 1000, bytes }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const mbps = (bytes: number, seconds: number) => Math.round(bytes / 1e6 / seconds)

const { dataDir, env } = benchPlatformEnv('sceau-download-bench-')
const children: ChildProcess[] = []
try {
  await migratePlatformBuild(env)
  const seeder = transferSeeder(dataDir)
  const perFile = Math.floor((zipMiB * MiB) / zipFiles)
  const many = seeder.make(Array.from({ length: zipFiles }, () => perFile))
  const single = seeder.make([singleMiB * MiB])
  seeder.close()

  const port = await freePort()
  const platform = spawnPlatformServer({ ...env, PORT: String(port) })
  children.push(platform)
  const base = `http://127.0.0.1:${port}`
  await waitForUrl(`${base}/api/v2/health`)

  async function bareServer(paths: string[]) {
    const barePort = await freePort()
    const bare = fork(new URL('./bare_file_server.ts', import.meta.url).pathname, paths, { env: { ...process.env, PORT: String(barePort) }, stdio: 'ignore' })
    children.push(bare)
    await new Promise((resolve) => bare.once('message', resolve))
    return `http://127.0.0.1:${barePort}/`
  }
  const bareSingle = await bareServer(single.paths)
  const bareMany = await bareServer(many.paths)

  const page = (await (await fetch(`${base}/api/v2/transfer/downloads/${single.token}`)).json()) as { files: { id: string }[] }
  const singleUrl = `${base}/api/v2/transfer/downloads/${single.token}/files/${page.files[0].id}`

  // One untimed pass through every server: code paths compiled, files in the page cache, as in a long-running process.
  for (const url of [`${base}/api/v2/transfer/downloads/${many.token}/zip`, bareMany, singleUrl, bareSingle]) await download(url)
  await readRaw(many.paths)

  const zip: { zip: number; raw: number; http: number; ttfb: number; bytes: number }[] = []
  const file: { platform: number; bare: number }[] = []
  for (let round = 0; round < rounds; round++) {
    const archive = await download(`${base}/api/v2/transfer/downloads/${many.token}/zip`)
    if (archive.status !== 200) throw new Error(`zip answered ${archive.status}`)
    const raw = await readRaw(many.paths)
    const http = await download(bareMany)
    zip.push({ zip: archive.seconds, raw: raw.seconds, http: http.seconds, ttfb: archive.ttfbMs, bytes: archive.bytes })
    const one = await download(singleUrl)
    const baseline = await download(bareSingle)
    if (one.bytes !== single.total || baseline.bytes !== single.total) throw new Error('single download size differs')
    file.push({ platform: one.seconds, bare: baseline.seconds })
  }
  const zipMBps = mbps(many.total, median(zip.map((r) => r.zip)))
  const rawMBps = mbps(many.total, median(zip.map((r) => r.raw)))
  const httpMBps = mbps(many.total, median(zip.map((r) => r.http)))
  console.log(
    JSON.stringify({
      bench: 'download all as one ZIP (store, exact length) vs reading the same files raw',
      client,
      files: zipFiles,
      megabytes: Math.round(many.total / 1e6),
      rounds,
      zip: { MBps: zipMBps, ttfbMs: Math.round(median(zip.map((r) => r.ttfb))), archiveBytes: zip[0].bytes },
      raw: { MBps: rawMBps },
      bareHttp: { MBps: httpMBps },
      ratio: Number((zipMBps / rawMBps).toFixed(3)),
      ratioToBareHttp: Number((zipMBps / httpMBps).toFixed(3)),
    })
  )
  const fileMBps = mbps(single.total, median(file.map((r) => r.platform)))
  const bareMBps = mbps(single.total, median(file.map((r) => r.bare)))
  console.log(
    JSON.stringify({
      bench: 'one file through the download route vs a bare node:http file stream',
      client,
      megabytes: Math.round(single.total / 1e6),
      rounds,
      platform: { MBps: fileMBps },
      bare: { MBps: bareMBps },
      ratio: Number((fileMBps / bareMBps).toFixed(3)),
    })
  )
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

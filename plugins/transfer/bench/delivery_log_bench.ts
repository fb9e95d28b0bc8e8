/*
 * What the proof-of-delivery log (docs/proof-of-delivery.md) costs downloads and uploads: the
 * production build runs twice, as shipped and with the log's append and byte counting made no-ops by a
 * bench-only preload (delivery_log_off_hook.mjs), and the same bytes go through both, in alternating
 * rounds: one file, the same file in four Range requests, the ZIP of many files, and a tus upload of a
 * transfer then its send. Every download comes from a new visitor (its own user agent), so each one
 * completes a delivery: an entry appended and a head timestamped, the log's heaviest case. A measure is
 * several deliveries back to back (BENCH_DELIVERIES), so a round lasts long enough to time on a shared
 * machine and the work each delivery leaves after its answer lands on the next one of the same side.
 * Which side goes first alternates by round and by measure (as often each way), and no side's timing
 * starts before the other has finished its log's work (every head timestamped, no seal job left).
 * Prints, for each, MB/s of each side (median of the rounds), the median of the per-round ratios (each
 * pair ran back to back, so it is the steadier figure), the servers' CPU per GB over all rounds
 * (counting what a delivery leaves to do after its answer), with/without ratios (target >= 0.95: the
 * log adds at most 5 %), and the load average before and after.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import type { DatabaseSync } from 'node:sqlite'
import { benchPlatformEnv, exitOf, freePort, migratePlatformBuild, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'
import { transferSeeder } from './seed_transfer.ts'

const MiB = 1024 * 1024
const fileMiB = Number(process.env.BENCH_FILE_MIB ?? 256)
const zipFiles = Number(process.env.BENCH_ZIP_FILES ?? 64)
const zipMiB = Number(process.env.BENCH_ZIP_MIB ?? 256)
const uploadMiB = Number(process.env.BENCH_UPLOAD_MIB ?? 256)
const chunkMiB = Number(process.env.BENCH_CHUNK_MIB ?? 32)
const rounds = Number(process.env.BENCH_ROUNDS ?? 10)
/** Downloads per timed measure (each a new visitor, so each a delivery); the upload is one per round. */
const deliveries = Number(process.env.BENCH_DELIVERIES ?? 3)
const OFF_HOOK = new URL('./delivery_log_off_hook.mjs', import.meta.url).href

if (spawnSync('curl', ['--version']).status !== 0) throw new Error('delivery_log_bench needs curl (a native client, as a browser): apt-get install curl')

/** curl into /dev/null: seconds and bytes; a new user agent is a new visitor of the log. */
async function curl(url: string, userAgent: string, range?: string) {
  const args = ['-s', '-o', '/dev/null', '-A', userAgent, '-w', '%{size_download} %{time_total} %{http_code}', ...(range ? ['-r', range] : []), url]
  const child = spawn('curl', args)
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk))
  if ((await exitOf(child)) !== 0) throw new Error(`curl failed on ${url}`)
  const [bytes, seconds, status] = out.trim().split(' ').map(Number)
  if (status !== (range ? 206 : 200)) throw new Error(`${url} answered ${status}`)
  return { bytes, seconds }
}

/** One HTTP request with a Buffer or JSON body through node:http, the same client for both servers. */
function send(url: string, method: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, 'content-length': String(body?.length ?? 0) } }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const mbps = (bytes: number, seconds: number) => Math.round(bytes / 1e6 / seconds)
const load = () => loadavg().map((x) => Number(x.toFixed(2)))
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100)
/** CPU seconds a process used so far (user + system, /proc/<pid>/stat). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS
}
/**
 * Counts a server's CPU by measure: from the start of one measure to the start of its next, so the
 * work a delivery leaves after its answer (the entry, the timestamped head) counts with it.
 */
function turn(server: Server, next: Measure | null) {
  const now = cpuSeconds(server.pid)
  if (server.open) server.cpu[server.open.measure] += now - server.open.cpu
  server.open = next ? { measure: next, cpu: now } : null
}

type Measure = 'file' | 'ranges' | 'zip' | 'upload'

interface Server {
  name: 'with log' | 'without log'
  base: string
  dataDir: string
  sqlite: DatabaseSync
  file: { url: string; size: number }
  zip: { url: string; size: number }
  pid: number
  /** The measure whose CPU is being counted, and the process's CPU seconds when it began. */
  open: { measure: Measure; cpu: number } | null
  cpu: Record<Measure, number>
  /** Timestamped heads this side must have once its log's work is done (0 without the log). */
  heads: number
}

const children: ChildProcess[] = []
const dataDirs: string[] = []
const uploadChunks = Array.from({ length: Math.ceil(uploadMiB / chunkMiB) }, (_, i) => randomBytes(Math.min(chunkMiB, uploadMiB - i * chunkMiB) * MiB))
const uploadBytes = uploadChunks.reduce((sum, chunk) => sum + chunk.length, 0)

/** A data directory with the same kind of files as an upload leaves them (disk + SQLite), and the build serving it. */
async function startServer(name: Server['name'], nodeArgs: string[]): Promise<Server> {
  // Every upload is a guest transfer from 127.0.0.1: the per-IP caps raised past the rounds, on both sides alike.
  const { dataDir, env } = benchPlatformEnv('sceau-delivery-log-bench-', { TRANSFER_ANONYMOUS_DAILY_PER_IP: '1000', TRANSFER_ANONYMOUS_MONTHLY_PER_IP: '1000' })
  dataDirs.push(dataDir)
  await migratePlatformBuild(env)
  const seeder = transferSeeder(dataDir)
  const sqlite = seeder.sqlite
  const single = seeder.make([fileMiB * MiB])
  const many = seeder.make(Array.from({ length: zipFiles }, () => Math.floor((zipMiB * MiB) / zipFiles)))
  const port = await freePort()
  const child = spawnPlatformServer({ ...env, PORT: String(port) }, nodeArgs)
  children.push(child)
  const base = `http://127.0.0.1:${port}`
  await waitForUrl(`${base}/api/v2/health/live`)
  const page = (await (await fetch(`${base}/api/v2/transfer/downloads/${single.token}`)).json()) as { files: { id: string }[] }
  return {
    name,
    base,
    dataDir,
    sqlite,
    file: { url: `${base}/api/v2/transfer/downloads/${single.token}/files/${page.files[0].id}`, size: single.total },
    zip: { url: `${base}/api/v2/transfer/downloads/${many.token}/zip`, size: many.total },
    pid: child.pid!,
    open: null,
    cpu: { file: 0, ranges: 0, zip: 0, upload: 0 },
    heads: 0,
  }
}

let visitors = 0
const visitor = () => `bench-visitor-${++visitors}`

const count = (server: Server, sql: string) => (server.sqlite.prepare(sql).get() as { n: number }).n

/**
 * Waits until the side with the log has done all it left after its answers (every head it must have
 * there and timestamped, no seal job waiting), so none of it runs during the other side's timing.
 */
async function settle(server: Server) {
  for (let tries = 0; tries < 1000; tries++) {
    const sealed = count(server, 'SELECT count(*) AS n FROM delivery_log_heads WHERE timestamp_id IS NOT NULL')
    const jobs = count(server, "SELECT count(*) AS n FROM queue_jobs WHERE name = 'platform:delivery-log-seal'")
    if (sealed >= server.heads && jobs === 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  const heads = server.sqlite.prepare('SELECT seq, reason, timestamp_id FROM delivery_log_heads').all()
  const jobs = server.sqlite.prepare('SELECT name, status, attempts, last_error FROM queue_jobs').all()
  throw new Error(`${server.name}: ${server.heads} heads not timestamped after 10 s: ${JSON.stringify({ heads, jobs })}`)
}

/** One measure on one server, in seconds: `deliveries` downloads back to back (or one upload); a side with the log settles after it, untimed. */
async function timeOf(server: Server, measure: Measure, round: number, times = deliveries) {
  let seconds = 0
  for (let i = 0; i < (measure === 'upload' ? 1 : times); i++) seconds += await once(server, measure, round)
  if (server.name === 'with log') {
    server.heads += measure === 'upload' ? 1 : times
    await settle(server)
  }
  return seconds
}

/** One delivery (the file whole, the file in four ranges, the last one completing it, the ZIP) or one upload and its send, in seconds. */
async function once(server: Server, measure: Measure, round: number) {
  if (measure === 'file') {
    const file = await curl(server.file.url, visitor())
    if (file.bytes !== server.file.size) throw new Error('file size differs')
    return file.seconds
  }
  if (measure === 'ranges') {
    const who = visitor()
    const quarter = Math.ceil(server.file.size / 4)
    let seconds = 0
    for (let start = 0; start < server.file.size; start += quarter) {
      seconds += (await curl(server.file.url, who, `${start}-${Math.min(server.file.size, start + quarter) - 1}`)).seconds
    }
    return seconds
  }
  if (measure === 'zip') return (await curl(server.zip.url, visitor())).seconds
  // Each upload starts with no unwritten pages of the one before (the disk's writeback would slow whichever side comes next).
  spawnSync('sync')
  return upload(server, round)
}

/** A guest transfer (its code marked checked in the database, no mailbox here): the tus upload of its bytes, then its send. */
async function upload(server: Server, round: number) {
  // A browser's session: its cookies and the XSRF token the page would send.
  const home = await fetch(`${server.base}/`)
  const cookies = home.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '')
  const created = await send(
    `${server.base}/api/v2/transfer/guest-transfers`,
    'POST',
    { 'content-type': 'application/json', accept: 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
    json({ mode: 'link', senderEmail: `bench-${round}@example.org`, title: `Bench ${round}` })
  )
  if (created.status !== 201) throw new Error(`draft answered ${created.status}: ${created.text}`)
  const draft = JSON.parse(created.text) as { id: string; senderToken: string; uploadToken: string }
  server.sqlite.prepare('UPDATE transfer_transfers SET verified_at = ? WHERE id = ?').run(Date.now(), Number(draft.id))
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${draft.uploadToken}` }
  const started = performance.now()
  const made = await send(`${server.base}/api/v2/uploads`, 'POST', {
    ...tus,
    'upload-length': String(uploadBytes),
    'upload-metadata': `filename ${Buffer.from('bench.bin').toString('base64')}`,
  })
  if (made.status !== 201) throw new Error(`tus create answered ${made.status}: ${made.text}`)
  const url = new URL(String(made.headers.location), server.base).toString()
  let offset = 0
  for (const chunk of uploadChunks) {
    const answer = await send(url, 'PATCH', { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, chunk)
    if (answer.status !== 204) throw new Error(`PATCH answered ${answer.status}`)
    offset += chunk.length
  }
  const sent = await send(`${server.base}/api/v2/transfer/drafts/${draft.id}/send`, 'POST', {
    'x-transfer-sender': draft.senderToken,
    accept: 'application/json',
  })
  if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${sent.text}`)
  return (performance.now() - started) / 1000
}

const loadBefore = load()
try {
  const withLog = await startServer('with log', [])
  const withoutLog = await startServer('without log', ['--import', OFF_HOOK])
  const measures: Measure[] = ['file', 'ranges', 'zip', 'upload']
  const results = new Map<Server['name'], Record<Measure, number[]>>()
  for (const server of [withLog, withoutLog]) {
    results.set(server.name, { file: [], ranges: [], zip: [], upload: [] })
    // One untimed pass: code compiled, files in the page cache, as in a long-running process.
    for (const measure of measures) await timeOf(server, measure, -1, 1)
  }
  const firsts: Record<Measure, Server['name'][]> = { file: [], ranges: [], zip: [], upload: [] }
  for (let round = 0; round < rounds; round++) {
    // Each measure on both sides back to back; the first side alternates by round and by measure, so
    // over an even number of rounds each side goes first equally often in every measure.
    for (const [index, measure] of measures.entries()) {
      const order = (round + index) % 2 ? [withoutLog, withLog] : [withLog, withoutLog]
      firsts[measure].push(order[0].name)
      for (const server of order) {
        turn(server, measure)
        results.get(server.name)![measure].push(await timeOf(server, measure, round))
      }
    }
  }
  // The last measure's work after its answers is already done (settle); a moment more, then the CPU counted.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  for (const server of [withLog, withoutLog]) turn(server, null)
  // The log really worked on one side only: entries and timestamped heads.
  const entries = (server: Server) => count(server, 'SELECT count(*) AS n FROM delivery_log_entries')
  const measure = (key: Measure, size: number) => {
    // The bytes of one timed measure: `deliveries` downloads, or one upload.
    const bytes = key === 'upload' ? size : size * deliveries
    const on = mbps(bytes, median(results.get('with log')![key]))
    const off = mbps(bytes, median(results.get('without log')![key]))
    const each = (side: Server['name']) => results.get(side)![key].map((seconds) => mbps(bytes, seconds))
    // Each round's pair ran back to back: the ratio of its two timings, then their median.
    const pairs = results.get('with log')![key].map((seconds, i) => results.get('without log')![key][i] / seconds)
    // Server CPU per GB over all rounds: what the log costs, whatever else the machine runs meanwhile.
    const cpu = (server: Server) => Math.round((server.cpu[key] * 1000) / ((bytes * rounds) / 1e9))
    return {
      withLogMBps: on,
      withoutLogMBps: off,
      ratio: Number((on / off).toFixed(3)),
      medianPairRatio: Number(median(pairs).toFixed(3)),
      pairRatios: pairs.map((ratio) => Number(ratio.toFixed(3))),
      firstSide: firsts[key].map((name) => (name === 'with log' ? 'with' : 'without')),
      cpuMsPerGB: { withLog: cpu(withLog), withoutLog: cpu(withoutLog), ratio: Number((cpu(withoutLog) / cpu(withLog)).toFixed(3)) },
      eachRound: { withLog: each('with log'), withoutLog: each('without log') },
    }
  }
  console.log(
    JSON.stringify({
      bench: 'proof-of-delivery log: the production build with and without it (bench-only preload), same bytes, alternating rounds',
      rounds,
      deliveriesPerMeasure: { file: deliveries, ranges: deliveries, zip: deliveries, upload: 1 },
      megabytes: { file: Math.round(withLog.file.size / 1e6), zip: Math.round(withLog.zip.size / 1e6), zipFiles, upload: Math.round(uploadBytes / 1e6) },
      download: { file: measure('file', withLog.file.size), ranges: measure('ranges', withLog.file.size), zip: measure('zip', withLog.zip.size) },
      upload: measure('upload', uploadBytes),
      logEntries: { withLog: entries(withLog), withoutLog: entries(withoutLog) },
      target: 'ratio and medianPairRatio >= 0.95 (the log adds at most 5 %)',
      loadAverage: { before: loadBefore, after: load() },
    })
  )
  for (const server of [withLog, withoutLog]) server.sqlite.close()
} finally {
  for (const child of children) child.kill('SIGTERM')
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
}

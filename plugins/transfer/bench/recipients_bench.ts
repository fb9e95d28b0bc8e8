/*
 * 50 recipients downloading one 1 GiB transfer at once (issue 32, target 2), through the production
 * build, against a bare node:http server (bare_range_server.ts) serving the same bytes the same way in
 * the same run, rounds alternating. Each recipient runs its own requests one after the other: the
 * whole ZIP, ranges of the ZIP, one whole file, or several ranges of files ("a-b", "a-", "-n").
 * The bare server serves the ZIP the platform produced, stored once (after checking every entry's
 * SHA-256 against the seeded files), as raw bytes: the baseline streams the same bytes without laying
 * out an archive. Every body's SHA-256 is checked against the expected one; a failed request is one
 * that errors, has the wrong status, length or digest. Also the platform's peak RSS (VmHWM) and the
 * CPU seconds each server spent, since the client (this process, hashing every body) shares the 2 cores.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream, readFileSync, rmSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { benchPlatformEnv, freePort, migratePlatformBuild, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'
import { unzip } from '@sceau/testing/unzip'
import { transferSeeder } from './seed_transfer.ts'

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 50)
const transferMiB = Number(process.env.BENCH_TRANSFER_MIB ?? 1024)
const fileCount = Number(process.env.BENCH_TRANSFER_FILES ?? 8)
const rounds = Number(process.env.BENCH_ROUNDS ?? 2)
const MiB = 1024 * 1024

/** A field of /proc/<pid>/status in MiB (VmHWM: peak resident memory so far). */
function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`))
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024)
}

/** User + system CPU seconds a process spent so far (/proc/<pid>/stat, 100 ticks a second). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** Deterministic draws (mulberry32), so both servers get the very same requests. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One request of a recipient: target n (a file, or the ZIP at index fileCount), an optional Range, what must come back. */
type Ask = { target: number; range?: string; status: number; bytes: number; sha256: string }
type Target = { path: string; size: number; sha256: string }

/** SHA-256 of bytes start..end (inclusive) of a file on disk. */
async function sliceDigest(path: string, start: number, end: number) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path, { start, end, highWaterMark: MiB })) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Resolves a Range header against a size as the two servers do: inclusive start and end. */
function bounds(range: string, size: number) {
  const [, from, to] = /^bytes=(\d*)-(\d*)$/.exec(range)!
  if (from === '') return { start: size - Number(to), end: size - 1 }
  return { start: Number(from), end: to === '' ? size - 1 : Math.min(Number(to), size - 1) }
}

/** Each recipient's requests: a tenth take the whole ZIP, a tenth ranges of it, two fifths one whole file, two fifths ranges of files. */
async function plan(targets: Target[]) {
  const draw = random(32)
  const between = (low: number, high: number) => low + Math.floor(draw() * (high - low))
  const zip = targets.length - 1
  const ask = async (target: number, range?: string): Promise<Ask> => {
    const { path, size, sha256 } = targets[target]
    if (!range) return { target, status: 200, bytes: size, sha256 }
    const { start, end } = bounds(range, size)
    return { target, range, status: 206, bytes: end - start + 1, sha256: await sliceDigest(path, start, end) }
  }
  const plans: Ask[][] = []
  for (let i = 0; i < recipients; i++) {
    const asks: Ask[] = []
    if (i % 10 === 0) asks.push(await ask(zip))
    else if (i % 10 === 5) {
      const length = Math.min(64 * MiB, Math.floor(targets[zip].size / 4))
      const start = between(0, targets[zip].size - length)
      asks.push(await ask(zip, `bytes=${start}-${start + length - 1}`), await ask(zip, `bytes=-${between(1, length / 2)}`))
    } else if (i % 5 === 1 || i % 5 === 2) asks.push(await ask(i % fileCount))
    else {
      for (let j = 0; j < 4; j++) {
        const file = between(0, fileCount)
        const size = targets[file].size
        // Up to 16 MiB (a quarter of a small file), the tail from 32 MiB (half) before the end, a suffix up to 8 MiB (an eighth).
        const length = Math.min(16 * MiB, Math.floor(size / 4))
        const start = between(0, size - length)
        const forms = [
          `bytes=${start}-${start + between(0, length)}`,
          `bytes=${between(size - Math.min(32 * MiB, Math.floor(size / 2)), size - 1)}-`,
          `bytes=-${between(1, Math.min(8 * MiB, Math.floor(size / 8)))}`,
        ]
        asks.push(await ask(file, forms[j % 3]))
      }
    }
    plans.push(asks)
  }
  return plans
}

type Outcome = { bytes: number; failure?: string }

/** One GET, its body hashed as it arrives and checked against what was asked. */
function fetchChecked(url: string, ask: Ask, agent: Agent) {
  return new Promise<Outcome>((resolve) => {
    const request = get(url, { agent, headers: ask.range ? { range: ask.range } : {} }, (response) => {
      const hash = createHash('sha256')
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        hash.update(chunk)
        bytes += chunk.length
      })
      response.on('error', (error) => resolve({ bytes, failure: error.message }))
      response.on('end', () => {
        const digest = hash.digest('hex')
        const wrong =
          response.statusCode !== ask.status
            ? `status ${response.statusCode}`
            : bytes !== ask.bytes
              ? `${bytes} bytes`
              : digest !== ask.sha256
                ? 'digest'
                : undefined
        resolve({ bytes, failure: wrong && `${url} ${ask.range ?? ''}: ${wrong}` })
      })
    })
    request.on('error', (error) => resolve({ bytes: 0, failure: error.message }))
  })
}

/** All recipients at once against one server: aggregate MB/s, failures, the server's CPU seconds and highest sampled RSS. */
async function runAll(urls: string[], plans: Ask[][], pid: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity })
  const cpuBefore = cpuSeconds(pid)
  let rssMax = 0
  const sampler = setInterval(() => (rssMax = Math.max(rssMax, statusMiB(pid, 'VmRSS'))), 250)
  const started = performance.now()
  const outcomes = await Promise.all(
    plans.map(async (asks) => {
      const done: Outcome[] = []
      for (const ask of asks) done.push(await fetchChecked(urls[ask.target], ask, agent))
      return done
    })
  )
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  agent.destroy()
  const flat = outcomes.flat()
  const bytes = flat.reduce((sum, outcome) => sum + outcome.bytes, 0)
  const failures = flat.flatMap((outcome) => (outcome.failure ? [outcome.failure] : []))
  return { MBps: Math.round(bytes / 1e6 / seconds), seconds, bytes, requests: flat.length, failures, cpuSeconds: cpuSeconds(pid) - cpuBefore, rssMax }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const { dataDir, env } = benchPlatformEnv('sceau-recipients-bench-')
const children: ChildProcess[] = []
try {
  await migratePlatformBuild(env)
  const seeder = transferSeeder(dataDir)
  // Several files of slightly different sizes (none a multiple of the 1 MiB read), 1 GiB in all by default.
  const perFile = Math.floor((transferMiB * MiB) / fileCount)
  const transfer = seeder.make(Array.from({ length: fileCount }, (_, i) => perFile - i * 4099))
  seeder.close()

  const port = await freePort()
  const platform = spawnPlatformServer({ ...env, PORT: String(port) })
  children.push(platform)
  const base = `http://127.0.0.1:${port}`
  await waitForUrl(`${base}/api/v2/health/live`)
  const idleRssMiB = statusMiB(platform.pid!, 'VmRSS')
  const api = `${base}/api/v2/transfer/downloads/${transfer.token}`
  const page = (await (await fetch(api)).json()) as { files: { id: number; name: string }[] }
  const platformUrls = transfer.files.map((file) => `${api}/files/${page.files.find((f) => f.name === file.name)!.id}`)
  platformUrls.push(`${api}/zip`)

  // The platform's ZIP, stored once for the baseline, after checking each entry against the seeded files.
  const zipPath = join(dataDir, 'all.zip')
  await new Promise<void>((resolve, reject) => {
    get(`${api}/zip`, (response) => {
      if (response.statusCode !== 200) reject(new Error(`zip answered ${response.statusCode}`))
      pipeline(response, createWriteStream(zipPath)).then(resolve, reject)
    }).on('error', reject)
  })
  const entries = await unzip(readFileSync(zipPath))
  for (const file of transfer.files) {
    const entry = entries.get(`dossier/${file.name}`)
    if (!entry || createHash('sha256').update(entry).digest('hex') !== file.sha256) throw new Error(`zip entry dossier/${file.name} differs`)
  }
  entries.clear()
  const zipBytes = readFileSync(zipPath)
  const targets: Target[] = [
    ...transfer.files.map((file) => ({ path: file.path, size: file.size, sha256: file.sha256 })),
    { path: zipPath, size: zipBytes.length, sha256: createHash('sha256').update(zipBytes).digest('hex') },
  ]
  const plans = await plan(targets)

  const barePort = await freePort()
  const bare = fork(
    new URL('./bare_range_server.ts', import.meta.url).pathname,
    targets.map((target) => target.path),
    {
      env: { ...process.env, PORT: String(barePort) },
      stdio: 'ignore',
    }
  )
  children.push(bare)
  await new Promise((resolve) => bare.once('message', resolve))
  const bareUrls = targets.map((_, i) => `http://127.0.0.1:${barePort}/${i}`)

  const results: { platform: Awaited<ReturnType<typeof runAll>>; bare: Awaited<ReturnType<typeof runAll>> }[] = []
  for (let round = 0; round < rounds; round++) {
    // Alternating which side goes first, so neither always meets a page cache the other warmed.
    if (round % 2 === 0) {
      const platformRun = await runAll(platformUrls, plans, platform.pid!)
      results.push({ platform: platformRun, bare: await runAll(bareUrls, plans, bare.pid!) })
    } else {
      const bareRun = await runAll(bareUrls, plans, bare.pid!)
      results.push({ platform: await runAll(platformUrls, plans, platform.pid!), bare: bareRun })
    }
  }
  const platformMBps = median(results.map((r) => r.platform.MBps))
  const bareMBps = median(results.map((r) => r.bare.MBps))
  const failures = results.flatMap((r) => [...r.platform.failures, ...r.bare.failures])
  console.log(
    JSON.stringify({
      bench: `${recipients} recipients downloading one transfer at once (ZIPs, ranges, files) vs bare node:http serving the same bytes`,
      megabytes: Math.round(transfer.total / 1e6),
      files: fileCount,
      requestsPerRound: results[0].platform.requests,
      megabytesPerRound: Math.round(results[0].platform.bytes / 1e6),
      rounds,
      platform: {
        MBps: platformMBps,
        failed: results.reduce((sum, r) => sum + r.platform.failures.length, 0),
        idleRssMiB,
        peakRssMiB: statusMiB(platform.pid!, 'VmHWM'),
        cpuSecondsPerGB: Number(median(results.map((r) => r.platform.cpuSeconds / (r.platform.bytes / 1e9))).toFixed(2)),
        targets: 'ratio >= 0.9, no failed request, peak RSS <= 250 MiB',
      },
      bare: {
        MBps: bareMBps,
        failed: results.reduce((sum, r) => sum + r.bare.failures.length, 0),
        peakRssMiB: statusMiB(bare.pid!, 'VmHWM'),
        cpuSecondsPerGB: Number(median(results.map((r) => r.bare.cpuSeconds / (r.bare.bytes / 1e9))).toFixed(2)),
      },
      ratio: Number((platformMBps / bareMBps).toFixed(3)),
      eachRound: results.map((r) => ({ platformMBps: r.platform.MBps, bareMBps: r.bare.MBps })),
      firstFailures: failures.slice(0, 5),
    })
  )
  if (failures.length) process.exitCode = 1
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

/*
 * Upload throughput through the real tus endpoint of the production build (SHA-256 + CRC-32 on)
 * vs a bare node:http server streaming the same bytes to disk while hashing, in the same run,
 * alternating. Both receive the same 48 MiB PATCH requests from the same client code. Prints MB/s,
 * the servers' peak RSS, the ratio, and the speed of the two SHA-256 engines considered.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { createSHA256 } from 'hash-wasm'
import { profileHookArgs } from './profiled_round.ts'
import { benchPlatformEnv, freePort, migratePlatformBuild, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'

const totalMiB = Number(process.env.BENCH_UPLOAD_MIB ?? 1024)
const chunkMiB = Number(process.env.BENCH_CHUNK_MIB ?? 48)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const MiB = 1024 * 1024

/** Resident memory of a process (VmRSS), or its peak so far (VmHWM), in MiB. */
function rssMiB(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmHWM') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`))
  return Math.round(Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024)
}

/** CPU seconds a process has used so far (user + system, /proc/<pid>/stat fields 14 and 15). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** One HTTP request with a Buffer body, through node:http (the same client for both servers). */
function send(url: string, method: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request(url, { method, headers: { ...headers, 'content-length': String(body?.length ?? 0) } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const chunks = Array.from({ length: Math.ceil(totalMiB / chunkMiB) }, (_, i) => randomBytes(Math.min(chunkMiB, totalMiB - i * chunkMiB) * MiB))
const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
const expected = chunks.reduce((hash, chunk) => hash.update(chunk), createHash('sha256')).digest('hex')

const { dataDir, env } = benchPlatformEnv('sceau-upload-bench-')
const children: ChildProcess[] = []
try {
  await migratePlatformBuild(env)
  const platformPort = await freePort()
  // BENCH_CPU_PROFILE=<file>: the platform profiles its own CPU over every upload round (bench/cpu_profile_hook.mjs).
  const profileOut = process.env.BENCH_CPU_PROFILE
  const platform = spawnPlatformServer({ ...env, PORT: String(platformPort), CPU_PROFILE_OUT: profileOut }, profileOut ? profileHookArgs() : [])
  children.push(platform)
  const platformBase = `http://127.0.0.1:${platformPort}`
  // Idle: booted and left alone for 3 s, asked nothing but liveness (readiness would start probes, e.g. a browser).
  await waitForUrl(`${platformBase}/api/v2/health/live`)
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const platformIdleRss = rssMiB(platform.pid!, 'VmRSS')

  const barePort = await freePort()
  const bare = fork(new URL('./bare_upload_server.ts', import.meta.url).pathname, [join(dataDir, 'bare.bin')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  })
  children.push(bare)
  await new Promise((resolve) => bare.once('message', resolve))
  const bareIdleRss = rssMiB(bare.pid!, 'VmRSS')
  const bareBase = `http://127.0.0.1:${barePort}`

  // A batch as a plugin would open it (UploadService.createBatch), written straight into the database.
  const token = randomBytes(32).toString('hex')
  const sqlite = new DatabaseSync(join(dataDir, 'sceau.sqlite'))
  sqlite
    .prepare(
      `INSERT INTO upload_batches (id, owner, owner_ref, token_hash, max_file_bytes, max_total_bytes, max_files, allow_folders, state, expires_at, created_at, updated_at)
       VALUES ('benchbatch000000000000', 'platform', 'bench', ?, ?, ?, 1000, 1, 'open', ?, ?, ?)`
    )
    .run(createHash('sha256').update(token).digest('hex'), 1e13, 1e14, Date.now() + 86_400_000, Date.now(), Date.now())
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` }

  async function throughPlatform() {
    const created = await send(`${platformBase}/api/v2/uploads`, 'POST', {
      ...tus,
      'upload-length': String(totalBytes),
      'upload-metadata': `filename ${Buffer.from('bench.bin').toString('base64')}`,
    })
    if (created.status !== 201) throw new Error(`create answered ${created.status}`)
    const url = new URL(String(created.headers.location), platformBase).toString()
    const started = performance.now()
    let offset = 0
    for (const chunk of chunks) {
      const answer = await send(url, 'PATCH', { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, chunk)
      if (answer.status !== 204) throw new Error(`PATCH answered ${answer.status}`)
      offset += chunk.length
    }
    const seconds = (performance.now() - started) / 1000
    const id = url.slice(url.lastIndexOf('/') + 1)
    const row = sqlite.prepare('SELECT state, sha256 FROM blobs WHERE id = ?').get(id) as { state: string; sha256: string }
    if (row.state !== 'ready' || row.sha256 !== expected) throw new Error(`platform blob ${row.state} ${row.sha256}`)
    return seconds
  }

  async function throughBare() {
    await send(`${bareBase}/`, 'DELETE', {})
    const started = performance.now()
    let offset = 0
    for (const chunk of chunks) {
      const answer = await send(`${bareBase}/?offset=${offset}`, 'PATCH', {}, chunk)
      if (answer.status !== 204) throw new Error(`bare PATCH answered ${answer.status}`)
      offset += chunk.length
    }
    const seconds = (performance.now() - started) / 1000
    const digest = (await (await fetch(`${bareBase}/`)).json()) as { sha256: string }
    if (digest.sha256 !== expected) throw new Error('bare server digest differs')
    return seconds
  }

  // Each upload starts with no unwritten pages of the one before: the disk's writeback would otherwise slow whichever side comes next.
  // The server's CPU time per upload is counted too: unlike MB/s it barely moves with the disk's state or the machine's load.
  const flushed = async (upload: () => Promise<number>, pid: number) => {
    execFileSync('sync')
    const cpuBefore = cpuSeconds(pid)
    const seconds = await upload()
    return { seconds, cpu: cpuSeconds(pid) - cpuBefore }
  }
  const results: { platform: number; bare: number; platformCpu: number; bareCpu: number }[] = []
  if (profileOut) platform.kill('SIGUSR2')
  for (let round = 0; round < rounds; round++) {
    const onPlatform = await flushed(throughPlatform, platform.pid!)
    const onBare = await flushed(throughBare, bare.pid!)
    results.push({ platform: onPlatform.seconds, bare: onBare.seconds, platformCpu: onPlatform.cpu, bareCpu: onBare.cpu })
  }
  if (profileOut) {
    platform.kill('SIGUSR2')
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const gigabytes = totalBytes / 1e9
  const mbps = (seconds: number) => Math.round(totalBytes / 1e6 / seconds)
  const platformMBps = mbps(median(results.map((r) => r.platform)))
  const bareMBps = mbps(median(results.map((r) => r.bare)))

  // The two SHA-256 engines considered for hashing while storing (see app/uploads/live_hashes.ts).
  const sample = chunks[0]
  let started = performance.now()
  createHash('sha256').update(sample).digest()
  const nodeMBps = Math.round(sample.length / 1e6 / ((performance.now() - started) / 1000))
  const wasm = await createSHA256()
  started = performance.now()
  wasm.init().update(sample)
  wasm.digest()
  const wasmMBps = Math.round(sample.length / 1e6 / ((performance.now() - started) / 1000))

  console.log(
    JSON.stringify({
      bench: 'tus upload through the platform (SHA-256 + CRC-32) vs bare node:http to disk while hashing',
      megabytes: Math.round(totalBytes / 1e6),
      chunkMiB,
      rounds,
      platform: {
        MBps: platformMBps,
        idleRssMiB: platformIdleRss,
        peakRssMiB: rssMiB(platform.pid!),
        targets: 'idle <= 120 MiB, peak <= 200 MiB, ratio >= 0.9',
      },
      bare: { MBps: bareMBps, idleRssMiB: bareIdleRss, peakRssMiB: rssMiB(bare.pid!) },
      ratio: Number((platformMBps / bareMBps).toFixed(3)),
      // Each round's two uploads ran back to back: the median of their ratios cancels the drift between rounds.
      medianRoundRatio: Number(median(results.map((r) => r.bare / r.platform)).toFixed(3)),
      cpuSecondsPerGB: {
        platform: Number((median(results.map((r) => r.platformCpu)) / gigabytes).toFixed(2)),
        bare: Number((median(results.map((r) => r.bareCpu)) / gigabytes).toFixed(2)),
      },
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      eachRound: results.map((r) => ({
        platformMBps: mbps(r.platform),
        bareMBps: mbps(r.bare),
        platformCpuS: Number(r.platformCpu.toFixed(2)),
        bareCpuS: Number(r.bareCpu.toFixed(2)),
      })),
      sha256Engines: { nodeCryptoMBps: nodeMBps, hashWasmMBps: wasmMBps },
    })
  )
  sqlite.close()
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

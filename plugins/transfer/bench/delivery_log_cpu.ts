/*
 * What one delivery costs the server's CPU with the proof-of-delivery log (a tool, not in `pnpm bench`):
 * the production build twice, as shipped and with the log made no-ops (delivery_log_off_hook.mjs, as
 * delivery_log_bench.ts), a small file (BENCH_FILE_KIB, 1 MiB) so a delivery's fixed cost is most of
 * an answer, each download from a new visitor (a delivery: an entry, a head, its token, its anchor
 * leaf). Turns of BENCH_DELIVERIES downloads alternate between the sides (BENCH_TURNS), the side with
 * the log settled after each turn (every head timestamped), and the CPU each server used during its
 * turns is read from /proc. Prints ms of CPU per delivery with and without, and their difference.
 * With CPU_PROFILE_OUT set, the side with the log also runs platform/bench/cpu_profile_hook.mjs and
 * profiles its turns (read it with platform/bench/profile_summary.ts; the profiler adds its own cost,
 * so only its shares count).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { benchPlatformEnv, exitOf, freePort, migratePlatformBuild, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'
import { transferSeeder } from './seed_transfer.ts'

const fileKiB = Number(process.env.BENCH_FILE_KIB ?? 1024)
const turns = Number(process.env.BENCH_TURNS ?? 6)
const perTurn = Number(process.env.BENCH_DELIVERIES ?? 40)
const ranges = process.env.BENCH_RANGES === '1'
const profileOut = process.env.CPU_PROFILE_OUT
const OFF_HOOK = new URL('./delivery_log_off_hook.mjs', import.meta.url).href
const PROFILE_HOOK = fileURLToPath(new URL('../../../platform/bench/cpu_profile_hook.mjs', import.meta.url))
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100)
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS
}
const load = () => loadavg().map((x) => Number(x.toFixed(2)))

async function curl(url: string, userAgent: string, range?: string) {
  const child = spawn('curl', ['-s', '-o', '/dev/null', '-A', userAgent, '-w', '%{http_code}', ...(range ? ['-r', range] : []), url])
  let out = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk))
  if ((await exitOf(child)) !== 0) throw new Error(`curl failed on ${url}`)
  if (Number(out) !== (range ? 206 : 200)) throw new Error(`${url} answered ${out}`)
}

const children: ChildProcess[] = []
const dataDirs: string[] = []

async function start(name: string, nodeArgs: string[], env: NodeJS.ProcessEnv = {}) {
  const made = benchPlatformEnv('sceau-delivery-log-cpu-', env)
  dataDirs.push(made.dataDir)
  await migratePlatformBuild(made.env)
  const seeder = transferSeeder(made.dataDir)
  const single = seeder.make([fileKiB * 1024])
  const port = await freePort()
  const child = spawnPlatformServer({ ...made.env, PORT: String(port) }, nodeArgs)
  children.push(child)
  const base = `http://127.0.0.1:${port}`
  await waitForUrl(`${base}/api/v2/health/live`)
  const page = (await (await fetch(`${base}/api/v2/transfer/downloads/${single.token}`)).json()) as { files: { id: string }[] }
  return {
    name,
    child,
    sqlite: seeder.sqlite,
    url: `${base}/api/v2/transfer/downloads/${single.token}/files/${page.files[0].id}`,
    size: single.total,
    cpu: 0,
    heads: 0,
  }
}
type Side = Awaited<ReturnType<typeof start>>

let visitors = 0
async function deliver(side: Side) {
  const who = `cpu-visitor-${++visitors}`
  if (!ranges) return curl(side.url, who)
  const quarter = Math.ceil(side.size / 4)
  for (let at = 0; at < side.size; at += quarter) await curl(side.url, who, `${at}-${Math.min(side.size, at + quarter) - 1}`)
}

async function settle(side: Side) {
  const count = (sql: string) => (side.sqlite.prepare(sql).get() as { n: number }).n
  for (let tries = 0; tries < 3000; tries++) {
    const sealed = count('SELECT count(*) AS n FROM delivery_log_heads WHERE timestamp_id IS NOT NULL')
    const jobs = count("SELECT count(*) AS n FROM queue_jobs WHERE name = 'platform:delivery-log-seal'")
    if (sealed >= side.heads && jobs === 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${side.name}: heads not timestamped after 30 s`)
}

async function turn(side: Side, count: number, timed: boolean) {
  const before = cpuSeconds(side.child.pid!)
  for (let i = 0; i < count; i++) await deliver(side)
  if (side.name === 'with log') {
    side.heads += count
    await settle(side)
  }
  // What the answers left (a head's token, garbage) counts with them.
  await new Promise((resolve) => setTimeout(resolve, 100))
  if (timed) side.cpu += cpuSeconds(side.child.pid!) - before
}

const loadBefore = load()
try {
  const withLog = await start('with log', profileOut ? [`--import=${PROFILE_HOOK}`] : [], profileOut ? { CPU_PROFILE_OUT: profileOut } : {})
  const withoutLog = await start('without log', ['--import', OFF_HOOK])
  for (const side of [withLog, withoutLog]) await turn(side, perTurn, false)
  if (profileOut) withLog.child.kill('SIGUSR2')
  for (let t = 0; t < turns; t++) for (const side of t % 2 ? [withoutLog, withLog] : [withLog, withoutLog]) await turn(side, perTurn, true)
  if (profileOut) {
    withLog.child.kill('SIGUSR2')
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  const perDelivery = (side: Side) => Number(((side.cpu * 1000) / (turns * perTurn)).toFixed(2))
  console.log(
    JSON.stringify({
      tool: 'server CPU per delivery, with and without the delivery log',
      fileKiB,
      ranges,
      deliveries: turns * perTurn,
      cpuMsPerDelivery: {
        withLog: perDelivery(withLog),
        withoutLog: perDelivery(withoutLog),
        logCost: Number((perDelivery(withLog) - perDelivery(withoutLog)).toFixed(2)),
      },
      profiled: Boolean(profileOut),
      loadAverage: { before: loadBefore, after: load() },
    })
  )
} finally {
  for (const child of children) child.kill('SIGTERM')
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
}

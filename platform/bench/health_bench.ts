/*
 * GET /api/v2/health on the production build vs a bare node:http server answering the same JSON,
 * measured in the same run, alternating, with autocannon. Prints req/s, p99 and the ratio.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { benchPlatformEnv, freePort, migratePlatformBuild, spawnPlatformServer, waitForUrl } from '@sceau/testing/bench'
import { profiledRound, profileHookArgs } from './profiled_round.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total }
}

const { dataDir, env } = benchPlatformEnv('sceau-bench-')
const children: ChildProcess[] = []
try {
  await migratePlatformBuild(env)
  const platformPort = await freePort()
  const profileOut = process.env.BENCH_CPU_PROFILE ?? join(dataDir, 'health.cpuprofile')
  const platform = spawnPlatformServer({ ...env, PORT: String(platformPort), CPU_PROFILE_OUT: profileOut }, profileHookArgs())
  children.push(platform)
  const healthUrl = `http://127.0.0.1:${platformPort}/api/v2/health${process.env.BENCH_HEALTH_SUFFIX ?? ''}`
  await waitForUrl(healthUrl)
  const body = await (await fetch(healthUrl)).text()

  const barePort = await freePort()
  const bare = fork(new URL('./bare_health_server.ts', import.meta.url).pathname, [body], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  })
  children.push(bare)
  const bareUrl = `http://127.0.0.1:${barePort}/`
  await waitForUrl(bareUrl)

  await measure(healthUrl) // warm-up: JIT and the database connection pool
  const rounds: { platform: Awaited<ReturnType<typeof measure>>; bare: Awaited<ReturnType<typeof measure>> }[] = []
  for (let round = 0; round < 2; round++) {
    rounds.push({ platform: await measure(healthUrl), bare: await measure(bareUrl) })
  }
  const avg = (pick: (r: (typeof rounds)[number]) => number) => rounds.reduce((s, r) => s + pick(r), 0) / rounds.length
  const platformRps = avg((r) => r.platform.rps)
  const bareRps = avg((r) => r.bare.rps)
  console.log(
    JSON.stringify({
      bench: 'GET /api/v2/health vs bare node:http (same JSON)',
      connections,
      secondsPerRound: seconds,
      rounds: rounds.length,
      platform: { reqPerSec: Math.round(platformRps), p99Ms: avg((r) => r.platform.p99), errors: avg((r) => r.platform.errors) },
      bare: { reqPerSec: Math.round(bareRps), p99Ms: avg((r) => r.bare.p99), errors: avg((r) => r.bare.errors) },
      ratio: Number((platformRps / bareRps).toFixed(3)),
      target: 'ratio >= 0.3',
      met: platformRps / bareRps >= 0.3,
    })
  )
  // Where a request's time goes: a CPU profile of one more round, self time per area in µs per request.
  const perRequest = await profiledRound(platform, profileOut, () => measure(healthUrl))
  console.log(JSON.stringify({ bench: 'platform CPU per request of GET /api/v2/health, µs by area (self time, profiled round)', perRequest }))
} finally {
  for (const child of children) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

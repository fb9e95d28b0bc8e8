/*
 * An authenticated API read that real screens make, on PostgreSQL: GET /api/v2/transfer/transfers
 * (a page of 20) for a logged-in member with their session cookie, on the production build, vs a bare
 * node:http server answering the same JSON from the same queries through `pg` (bare_transfers_server.ts),
 * measured in the same run, alternating, with autocannon. Then a CPU profile of the platform under
 * the same load, summarised per area (session, CSRF, container, Lucid, pg, logger...) in µs per request.
 * Uses the PostgreSQL at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) in a database of its own.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { exitOf, freePort, migratePlatformBuild, waitForUrl } from '@sceau/testing/bench'
import { platformBuild, platformRoot } from '@sceau/testing/platform_paths'
import { profiledPauses, profiledRound, profileHookArgs } from './profiled_round.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
// The web process's flags (node-flags.json), or BENCH_NODE_FLAGS to compare others (e.g. the young generation's size).
const nodeFlags: string[] = process.env.BENCH_NODE_FLAGS?.split(' ') ?? JSON.parse(readFileSync(join(platformRoot, 'node-flags.json'), 'utf8')).flags

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, headers })
  const { mean, p50, p90, p99, max } = result.latency
  return { rps: result.requests.average, p99, latency: { mean, p50, p90, p99, max }, errors: result.errors + result.non2xx, total: result.requests.total }
}

/** The session cookie of a member signed up through the API (its mail confirmed), as the web app holds it. */
async function signUp(base: string) {
  const cookies = new Map<string, string>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
  }
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  keep(await fetch(`${base}/`))
  const password = 'Correct-horse-9'
  const answer = await fetch(`${base}/api/v2/users`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ firstname: 'Bench', lastname: 'Member', email: 'bench@example.test', password, passwordConfirmation: password, terms: true }),
  })
  if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}: ${await answer.text()}`)
  keep(answer)
  const body = (await answer.json()) as { id: string; organization: { id: string } }
  return { cookie: header(), userId: Number(body.id), organisationId: Number(body.organization.id) }
}

/** 60 sent transfers of the member, 2 recipients, 3 files and a few downloads each. */
async function seed(client: InstanceType<typeof pg.Client>, organisationId: number, userId: number) {
  await client.query(`UPDATE users SET mail_confirmed_at = updated_at WHERE id = $1`, [userId])
  for (let i = 0; i < 60; i++) {
    const { rows } = await client.query(
      `INSERT INTO transfer_transfers (token, sender_token_hash, organisation_id, user_id, sender_email, sender_locale, type, mode, title, message,
         status, batch_id, expiry_days, file_count, total_bytes, sent_at, expire_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'bench@example.test', 'fr', 'link', 'link', $5, 'A message', $6, $7, 7, 3, 3000000,
         now() - ($8 || ' minutes')::interval, now() + interval '7 days', now(), now()) RETURNING id`,
      [
        randomBytes(11).toString('hex'),
        randomBytes(32).toString('hex'),
        organisationId,
        userId,
        `Transfer ${i}`,
        i % 5 ? 'active' : 'expired',
        randomBytes(8).toString('hex'),
        i,
      ]
    )
    const id = rows[0].id
    for (const email of ['a@example.test', 'b@example.test'])
      await client.query('INSERT INTO transfer_recipients (transfer_id, email) VALUES ($1, $2)', [id, email])
    for (let f = 0; f < 3; f++) {
      await client.query(
        `INSERT INTO transfer_files (transfer_id, blob_id, path, name, mime, size, state) VALUES ($1, $2, $3, $3, 'application/pdf', 1000000, 'ready')`,
        [id, randomBytes(8).toString('hex'), `file-${f}.pdf`]
      )
    }
    for (let d = 0; d < i % 4; d++) await client.query(`INSERT INTO transfer_events (transfer_id, type, created_at) VALUES ($1, 'download', now())`, [id])
  }
}

const database = `sceau_bench_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${database}`)
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString()
const dataDir = mkdtempSync(join(tmpdir(), 'sceau-api-bench-'))
const platformPort = await freePort()
const appUrl = `http://127.0.0.1:${platformPort}`
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  APP_KEY: randomBytes(24).toString('base64url'),
  APP_URL: appUrl,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
}
const children: ChildProcess[] = []
const profileOut = process.env.BENCH_CPU_PROFILE ?? join(dataDir, 'load.cpuprofile')
try {
  await migratePlatformBuild(env)
  const platform = spawn(process.execPath, [...nodeFlags, ...profileHookArgs(), 'bin/server.js'], {
    cwd: platformBuild,
    env: { ...env, PORT: String(platformPort), CPU_PROFILE_OUT: profileOut },
    stdio: 'ignore',
  })
  children.push(platform)
  await waitForUrl(`${appUrl}/api/v2/health/live`)
  const member = await signUp(appUrl)
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  await seed(db, member.organisationId, member.userId)
  await db.end()

  const listUrl = `${appUrl}/api/v2/transfer/transfers`
  const headers = { cookie: member.cookie, accept: 'application/json' }
  const platformAnswer = await fetch(listUrl, { headers })
  if (platformAnswer.status !== 200) throw new Error(`the list answered ${platformAnswer.status}: ${await platformAnswer.text()}`)
  const platformBody = await platformAnswer.text()

  const barePort = await freePort()
  const bare = fork(join(platformRoot, 'bench', 'bare_transfers_server.ts'), [], {
    env: { ...process.env, PORT: String(barePort), DATABASE_URL: databaseUrl, APP_URL: appUrl, BENCH_ORGANISATION_ID: String(member.organisationId) },
    stdio: 'ignore',
  })
  children.push(bare)
  const bareUrl = `http://127.0.0.1:${barePort}/`
  await waitForUrl(bareUrl)
  // The history window's start is the time of each answer: equal bodies but for its milliseconds.
  const sinceOff = (body: string) => body.replace(/"since":"[^"]*"/, '"since":""')
  const bareBody = sinceOff(await (await fetch(bareUrl)).text())
  if (bareBody !== sinceOff(platformBody)) throw new Error(`the bare server's JSON differs:\n${bareBody.slice(0, 400)}\n${platformBody.slice(0, 400)}`)

  await measure(listUrl, headers) // warm-up: JIT and the connection pools
  await measure(bareUrl)
  const rounds: { platform: Awaited<ReturnType<typeof measure>>; bare: Awaited<ReturnType<typeof measure>> }[] = []
  for (let round = 0; round < 2; round++) rounds.push({ platform: await measure(listUrl, headers), bare: await measure(bareUrl) })
  const avg = (pick: (r: (typeof rounds)[number]) => number) => rounds.reduce((s, r) => s + pick(r), 0) / rounds.length
  const platformRps = avg((r) => r.platform.rps)
  const bareRps = avg((r) => r.bare.rps)
  const platformP99 = avg((r) => r.platform.p99)

  // Where a request's time goes: a CPU profile of one more round, self time per area in µs per request.
  const profiled: { round?: Awaited<ReturnType<typeof measure>> } = {}
  const perRequest = await profiledRound(platform, profileOut, async () => (profiled.round = await measure(listUrl, headers)))

  console.log(
    JSON.stringify({
      bench: 'GET /api/v2/transfer/transfers (20 per page, session cookie, PostgreSQL) vs bare node:http + pg (same JSON)',
      connections,
      secondsPerRound: seconds,
      rounds: rounds.length,
      nodeFlags,
      platform: { reqPerSec: Math.round(platformRps), p99Ms: platformP99, errors: avg((r) => r.platform.errors) },
      bare: { reqPerSec: Math.round(bareRps), p99Ms: avg((r) => r.bare.p99), errors: avg((r) => r.bare.errors) },
      ratio: Number((platformRps / bareRps).toFixed(3)),
      p99Ratio: Number((platformP99 / avg((r) => r.bare.p99)).toFixed(2)),
      // At a fixed number of connections the mean latency is connections / throughput (Little's law): the tail beyond it is p99 / mean.
      latencyMsEachRound: rounds.map((r) => ({ platform: r.platform.latency, bare: r.bare.latency })),
      target: 'ratio >= 0.3, platform p99 <= 3x the bare p99',
      met: platformRps / bareRps >= 0.3 && platformP99 <= 3 * avg((r) => r.bare.p99),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    })
  )
  console.log(JSON.stringify({ bench: 'platform CPU per request of the list, µs by area (self time, profiled round)', perRequest }))
  console.log(
    JSON.stringify({
      bench: 'profiled round: latency (ms), GC pauses and event-loop delay of the platform',
      latencyMs: profiled.round?.latency,
      pauses: profiledPauses(profileOut),
    })
  )
} finally {
  for (const child of children) child.kill('SIGTERM')
  await Promise.all(children.map((child) => (child.exitCode === null ? exitOf(child) : null)))
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin.end()
  rmSync(dataDir, { recursive: true, force: true })
}

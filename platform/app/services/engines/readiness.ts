/*
 * Readiness probes of GET /api/v2/health: each engine this node needs answers within a short time,
 * or the node is not ready (503). Outside services it only calls (SMTP, TSA, anchor RPC) are reported.
 */
import { mkdir, rm, statfs, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { join } from 'node:path'
import type { S3ClientConfig } from '@aws-sdk/client-s3'
import db from '@adonisjs/lucid/services/db'
import type { StorageService } from '@sceau/plugin-sdk/server'
import env from '#start/env'
import { drivers } from '#config/sceau'
import { pingClient, trackedRedisClients } from '#services/engines/redis_clients'

export interface Check {
  ok: boolean
  ms?: number
  error?: string
  /** It answers, but something will soon stop it (a disk almost full): reported as "degraded". */
  degraded?: string
}

/** Runs a probe with a deadline: a hung engine is as unready as a refusing one. */
export async function probe(run: () => Promise<unknown>, timeoutMs = 1500): Promise<Check> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    const answer = await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
      }),
    ])
    const degraded = (answer as { degraded?: string } | undefined)?.degraded
    return { ok: true, ms: Math.round(performance.now() - started), ...(degraded ? { degraded } : {}) }
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * PING on every Redis connection this process uses (redis_clients.ts), and on the rate limits' one
 * (@adonisjs/redis "main") when limits are on Redis or nothing else has connected yet.
 */
async function pingRedis() {
  const clients = trackedRedisClients()
  if (drivers.rateLimits === 'redis' || !clients.length) {
    // The Redis manager (and ioredis) load with the first Redis probe, never on the embedded drivers.
    const redis = (await import('@adonisjs/redis/services/main')).default
    clients.push(['limits', redis.connection('main').ioConnection])
  }
  await Promise.all(clients.map(([name, client]) => pingClient(name, client)))
}

/** HEAD on the bucket: a missing bucket or bad credentials fail, as every write would. */
export async function bucketProbe(options: S3ClientConfig & { bucket: string }) {
  // The AWS SDK loads here, on the S3 driver only, before any probe's deadline runs.
  const { S3Client, HeadBucketCommand } = await import('@aws-sdk/client-s3')
  const client = new S3Client({ ...options, maxAttempts: 1 })
  // The SDK's credential chain loads its modules on first use: done here, not inside the first probe's deadline.
  await client.config.credentials().catch(() => null)
  return async () => {
    await client.send(new HeadBucketCommand({ Bucket: options.bucket }))
  }
}

/**
 * The local files driver's folder: it is a folder (not a plain file in its place), a file can be
 * written and removed there (down otherwise), and at least `minFreeBytes` are free (degraded below).
 */
export function folderProbe(directory: string, minFreeBytes: number) {
  return async () => {
    // Created when missing, as the driver would on its first write; a plain file in its place fails (EEXIST/ENOTDIR).
    await mkdir(directory, { recursive: true })
    const marker = join(directory, `.health-${process.pid}`)
    await writeFile(marker, '')
    await rm(marker)
    const { bavail, bsize } = await statfs(directory)
    const free = Number(bavail) * Number(bsize)
    return free < minFreeBytes ? { degraded: `${free} bytes free` } : {}
  }
}

/** A TCP connection to a service's host and port (its URL's default port when none is given). */
export function tcpReachable(target: string) {
  const url = new URL(target.includes('://') ? target : `tcp://${target}`)
  const port = Number(url.port) || { 'https:': 443, 'http:': 80, 'wss:': 443, 'ws:': 80 }[url.protocol] || 0
  return new Promise<void>((resolve, reject) => {
    const socket = connect({ host: url.hostname.replace(/^\[|\]$/g, ''), port })
    socket.once('connect', () => {
      socket.destroy()
      resolve()
    })
    // Closed at the probe's deadline, so a host that drops packets leaves no socket behind.
    socket.setTimeout(1500, () => socket.destroy(new Error('no answer within 1500 ms')))
    socket.once('error', reject)
  })
}

/** Where the engines and outside services are: the environment of this process, read once. */
function probeTargets() {
  const smtp = env.get('SMTP_HOST')
  return {
    redisUrl: env.get('REDIS_URL'),
    smtp: smtp ? `tcp://${smtp}:${env.get('SMTP_PORT') ?? 587}` : undefined,
    tsa: env.get('TSA_URL'),
    rpc: env.get('ANCHOR_RPC_URL'),
  }
}

let targets: ReturnType<typeof probeTargets> | undefined

/**
 * Every probe this node runs: `required` engines (database, Redis, bucket: the node is not ready
 * without them) and `outside` services it calls (SMTP, TSA, anchor RPC: features wait without them).
 */
export async function runChecks(files: FilesCheck) {
  const { redisUrl, smtp, tsa, rpc } = (targets ??= probeTargets())
  const required: Record<string, Promise<Check>> = { database: probe(() => db.rawQuery('SELECT 1')) }
  if (redisUrl) required.redis = probe(pingRedis)
  required[files.name] = probe(files.run)
  const outside: Record<string, Promise<Check>> = {}
  if (smtp) outside.smtp = probe(() => tcpReachable(smtp))
  if (tsa) outside.tsa = probe(() => tcpReachable(tsa))
  if (rpc) outside.anchorRpc = probe(() => tcpReachable(rpc))
  const [req, out] = await Promise.all([settle(required), settle(outside)])
  return { required: req, outside: out }
}

async function settle(checks: Record<string, Promise<Check>>): Promise<Record<string, Check>> {
  const names = Object.keys(checks)
  const results = await Promise.all(Object.values(checks))
  return Object.fromEntries(names.map((name, index) => [name, results[index]]))
}

/** The probe of the files driver: "bucket" (S3) or "files" (the local folder). */
export interface FilesCheck {
  name: 'bucket' | 'files'
  run: () => Promise<unknown>
}

let filesCheck: FilesCheck | null = null

/** How long a passed files check stands before the folder is written (or the bucket asked) again. */
export const FILES_CHECK_REUSE_MS = 1000

/**
 * Reuses a probe's last success for `ms`; a failure is never reused, so a broken engine is asked
 * again by the next round. Under load a round starts at every turn of the event loop, and the files
 * check costs four disk calls (or one request to the bucket) where the others cost one query.
 */
export function reusingSuccess<T>(run: () => Promise<T>, ms: number): () => Promise<T> {
  let last: { answer: T; until: number } | null = null
  return async () => {
    if (last && performance.now() < last.until) return last.answer
    last = null
    const answer = await run()
    last = { answer, until: performance.now() + ms }
    return answer
  }
}

/** The files driver's probe of this process, for the health and status routes. */
export async function filesCheckOf(storage: StorageService): Promise<FilesCheck> {
  if (filesCheck) return filesCheck
  let check: FilesCheck
  if (storage.driver === 's3') {
    const { s3Settings } = await import('#config/drive')
    check = { name: 'bucket', run: await bucketProbe(s3Settings) }
  } else {
    const { dataDir } = await import('#config/sceau')
    check = { name: 'files', run: folderProbe(join(dataDir, 'files'), (env.get('FILES_MIN_FREE_MB') ?? 1024) * 1024 * 1024) }
  }
  filesCheck = { name: check.name, run: reusingSuccess(check.run, FILES_CHECK_REUSE_MS) }
  return filesCheck
}

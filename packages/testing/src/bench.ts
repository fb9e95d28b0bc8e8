/*
 * What every benchmark needs besides a free port (free_port.ts): waiting for a server, a child's
 * exit, printed figures, the platform booted in process or its production build as a child.
 * Benches run on Node's own type stripping: this file and what it imports stay erasable TypeScript.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ApplicationService } from '@adonisjs/core/types'
import { platformBuild, platformRoot } from './platform_paths.ts'
import { waitFor } from './wait_for.ts'

export { freePort } from './free_port.ts'

/** A new data folder and the environment a bench runs the production build with: embedded drivers, a fresh key, warnings only. */
export function benchPlatformEnv(folderPrefix: string, extra: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_KEY: randomBytes(24).toString('base64url'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...extra,
  }
  return { dataDir, env }
}

/** Resolves once the URL answers 2xx (30 s at most). */
export async function waitForUrl(url: string) {
  await waitFor(async () => (await fetch(url)).ok, `${url} to answer`, { timeoutMs: 30_000, intervalMs: 100 })
}

/** The exit code of a child process (1 when killed by a signal). */
export const exitOf = (child: ChildProcess) => new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)))

export const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line))
export const round = (x: number, digits = 1) => Number(x.toFixed(digits))
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!

/** Runs `run` `count` times, `concurrency` at a time: throughput and latency percentiles (ms). */
export async function timed(count: number, concurrency: number, run: (i: number) => Promise<unknown>) {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        const t = performance.now()
        await run(i)
        latencies.push(performance.now() - t)
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  return { perSecond: count / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) }
}

/** Migrates, then boots the platform from its sources in this process (console environment), for in-process benches. */
export async function bootPlatform(): Promise<ApplicationService> {
  const migrated = spawnSync(process.execPath, ['ace', 'migration:run', '--force'], { cwd: platformRoot, env: process.env, encoding: 'utf8' })
  if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stdout}${migrated.stderr}`)
  const { createIgnitor } = await import(pathToFileURL(join(platformRoot, 'bin', 'ignitor.ts')).href)
  const app = createIgnitor().createApp('console')
  await app.init()
  await app.boot()
  await app.start(() => {})
  return app
}

/** Node flags of the web process (platform/node-flags.json), as npm start and production pass them. */
const platformNodeFlags: string[] = JSON.parse(readFileSync(join(platformRoot, 'node-flags.json'), 'utf8')).flags

/** Migrates the database `env` names with the production build (the benches' own data folders). */
export async function migratePlatformBuild(env: NodeJS.ProcessEnv) {
  if ((await exitOf(spawn(process.execPath, ['ace.js', 'migration:run', '--force'], { cwd: platformBuild, env, stdio: 'ignore' }))) !== 0) {
    throw new Error('migration failed: run `npm run build` first')
  }
}

/** Starts the production build's web server (platform/build/bin/server.js) with the platform's Node flags. */
export function spawnPlatformServer(env: NodeJS.ProcessEnv, nodeArgs: string[] = []) {
  return spawn(process.execPath, [...platformNodeFlags, ...nodeArgs, 'bin/server.js'], { cwd: platformBuild, env, stdio: 'ignore' })
}

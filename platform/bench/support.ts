/* What every benchmark needs: a free port, waiting for a server, a child's exit, printed figures. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

export async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Resolves once the URL answers 2xx (30 s at most). */
export async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer`)
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
export async function bootPlatform() {
  const platformRoot = new URL('../', import.meta.url).pathname
  const migrated = spawnSync(process.execPath, ['ace', 'migration:run', '--force'], { cwd: platformRoot, env: process.env, encoding: 'utf8' })
  if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stdout}${migrated.stderr}`)
  const { createIgnitor } = await import('../bin/ignitor.ts')
  const app = createIgnitor().createApp('console')
  await app.init()
  await app.boot()
  await app.start(() => {})
  return app
}

/** Node flags of the web process (platform/node-flags.json), as npm start and production pass them. */
const platformNodeFlags: string[] = JSON.parse(readFileSync(new URL('../node-flags.json', import.meta.url), 'utf8')).flags

/** Starts the production build's web server (platform/build/bin/server.js) with the platform's Node flags. */
export function spawnPlatformServer(env: NodeJS.ProcessEnv) {
  const build = new URL('../build/', import.meta.url).pathname
  return spawn(process.execPath, [...platformNodeFlags, 'bin/server.js'], { cwd: build, env, stdio: 'ignore' })
}

/*
 * Starts the production build of the platform (platform/build, serving web/dist) on a free port
 * with a fresh data directory, for the browser tests. Needs `node scripts/sceau.mjs build` first.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { freePort } from '@sceau/testing/free_port'
import { platformBuild as buildDir } from '@sceau/testing/platform_paths'

const webIndex = fileURLToPath(new URL('../../dist/index.html', import.meta.url))
const STARTUP_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 10_000

export interface RunningPlatform {
  /** Origin of the platform, e.g. http://127.0.0.1:43123 */
  url: string
  /** Runs an ace command of the build against the same data directory and database (e.g. plan:grant). */
  ace(...args: string[]): Promise<void>
  /** The last lines the platform wrote, to explain a failure. */
  logs(): string
  /** Its DATA_DIR (the embedded SQLite database is sceau.sqlite there), to move time in a test. */
  dataDir: string
  stop(): Promise<void>
}

export interface PlatformOptions {
  /** Extra environment of the platform process, e.g. SMTP_HOST/SMTP_PORT of a test inbox. */
  env?: Record<string, string>
}

export async function startPlatform(options: PlatformOptions = {}): Promise<RunningPlatform> {
  for (const required of [join(buildDir, 'bin', 'server.js'), webIndex]) {
    if (!existsSync(required)) throw new Error(`${required} is missing: run \`node scripts/sceau.mjs build\` first`)
  }
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'sceau-e2e-'))
  const url = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Mail links point at this very server.
    APP_URL: url,
    DATA_DIR: dataDir,
    APP_KEY: randomBytes(24).toString('base64url'),
    NODE_ENV: 'production',
    ...options.env,
  }
  try {
    await run(process.execPath, ['ace.js', 'migration:run', '--force'], env)
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  const server = spawn(process.execPath, ['bin/server.js'], { cwd: buildDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const output = collect(server)
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit')
      server.kill('SIGTERM')
      const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS)
      await exited
      clearTimeout(timer)
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, server, output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop, logs: output, dataDir, ace: (...args) => run(process.execPath, ['ace.js', ...args], env) }
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The platform exited (${server.exitCode}) before answering:\n${output()}`)
    const healthy = await fetch(`${url}/api/v2/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) return
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`The platform did not answer /api/v2/health within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: buildDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = collect(child)
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with ${code}:\n${output()}`))))
  })
}

/** Keeps the last lines a process wrote, to explain a failure. */
function collect(child: ChildProcess): () => string {
  let text = ''
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => text
}

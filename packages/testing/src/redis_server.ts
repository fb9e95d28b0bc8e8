import { spawn, type ChildProcess } from 'node:child_process'
import { createConnection } from 'node:net'
import { command } from './requirements.ts'
import { freePort } from './free_port.ts'
import { waitFor } from './wait_for.ts'

/** What a test that stops and starts its own Redis needs from the machine. */
export const redisServerRequirement = command('redis-server', 'apt-get install redis-server')

/** Whether something accepts TCP connections on the port. */
function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * A redis-server of the test's own, on a free port, that the test may stop and start again on the
 * same port (an outage): never the shared Redis. Nothing is persisted, so a restart comes back empty,
 * as a Redis without persistence does after a crash.
 */
export class RedisServer {
  #child: ChildProcess | null = null

  private constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`
  }

  static async start() {
    const server = new RedisServer(await freePort())
    await server.resume()
    return server
  }

  /** Starts (again) on the same port and waits until it accepts connections. */
  async resume() {
    if (this.#child) return
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning']
    const child = spawn('redis-server', args, { stdio: 'ignore' })
    this.#child = child
    child.once('exit', () => {
      if (this.#child === child) this.#child = null
    })
    await waitFor(() => listening(this.port), `redis-server on port ${this.port}`, { timeoutMs: 10_000 })
  }

  /** Kills it (SIGKILL: nothing saved) and waits until the port refuses connections. */
  async stop() {
    const child = this.#child
    if (!child) return
    this.#child = null
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
}

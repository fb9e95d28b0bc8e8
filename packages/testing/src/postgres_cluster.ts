import { execFile, spawnSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free_port.ts'
import type { Requirement } from './requirements.ts'

const root = '/usr/lib/postgresql'
const versions = () => (existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))) : [])

/** What a test that runs its own PostgreSQL cluster needs from the machine. */
export const postgresBinariesRequirement: Requirement = {
  what: 'PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin/pg_ctl)',
  present: versions().length > 0,
  hint: 'apt-get install postgresql',
}

/** The newest PostgreSQL server binaries of the machine (Debian's /usr/lib/postgresql/<version>/bin). */
function binaries() {
  const version = versions().sort((a, b) => Number(b) - Number(a))[0]
  if (!version) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: apt-get install postgresql')
  return join(root, version, 'bin')
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function owner() {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const uid = id('-u')
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root, the PostgreSQL cluster needs a `postgres` user to own it')
  return { uid, gid: id('-g') }
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, a free port, trust
 * authentication on 127.0.0.1), that the test may stop and start again (an outage): never the
 * shared server. `stop` is immediate, as a crash: the restart replays the WAL.
 */
export class PostgresCluster {
  private constructor(
    readonly port: number,
    private folder: string,
    private bin: string,
    private user: { uid?: number; gid?: number }
  ) {}

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`
  }

  static async start() {
    const bin = binaries()
    const user = owner()
    const folder = mkdtempSync(join(tmpdir(), 'sceau-postgres-'))
    if (user.uid !== undefined) chownSync(folder, user.uid, user.gid!)
    const cluster = new PostgresCluster(await freePort(), folder, bin, user)
    // pg_ctl detaches the server from this process: a run that exits without closing it (stopped at its limit) still stops it.
    process.once('exit', cluster.#closeOnExit)
    cluster.#run('initdb', ['-D', cluster.#data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
    await cluster.resume()
    return cluster
  }

  get #data() {
    return join(this.folder, 'data')
  }

  #run(command: string, args: string[]) {
    const result = spawnSync(join(this.bin, command), args, { cwd: this.folder, encoding: 'utf8', ...this.user })
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stdout}${result.stderr}`)
  }

  /** pg_ctl without blocking this process: the test's traffic goes on while the server stops or starts. */
  async #runAsync(command: string, args: string[]) {
    try {
      await promisify(execFile)(join(this.bin, command), args, { cwd: this.folder, encoding: 'utf8', ...this.user })
    } catch (error) {
      const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string }
      throw new Error(`${command} failed (${code}): ${stdout ?? ''}${stderr ?? ''}`)
    }
  }

  /** Starts (again) on the same port and waits until it accepts connections. */
  async resume() {
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
    await this.#runAsync('pg_ctl', ['-D', this.#data, '-o', options, '-l', join(this.folder, 'server.log'), '-w', '-t', '60', 'start'])
  }

  /** Stops at once (mode immediate: connections cut, nothing flushed). */
  async stop() {
    await this.#runAsync('pg_ctl', ['-D', this.#data, '-m', 'immediate', '-w', 'stop'])
  }

  #closeOnExit = () => void this.close()

  async close() {
    process.off('exit', this.#closeOnExit)
    spawnSync(join(this.bin, 'pg_ctl'), ['-D', this.#data, '-m', 'immediate', '-w', 'stop'], { cwd: this.folder, ...this.user })
    rmSync(this.folder, { recursive: true, force: true })
  }
}

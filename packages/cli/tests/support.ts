/*
 * A real platform for the CLI tests: the production build (platform/build, made by the suite's build step
 * before the unit tests) with a fresh data directory, a mail catcher, and an account made as a person would
 * (sign-up, confirmed, premium plan) with a personal access token. The CLI runs as a child from its build.
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
import { platformBuild } from '@sceau/testing/platform_paths'
import { SmtpInbox } from '@sceau/testing/smtp_inbox'

export const cliEntry = fileURLToPath(new URL('../dist/sceau.js', import.meta.url))
const PASSWORD = 'Correct-horse-9'

export interface Platform {
  url: string
  inbox: SmtpInbox
  ace(...args: string[]): Promise<void>
  logs(): string
  stop(): Promise<void>
}

function collect(child: ChildProcess) {
  let text = ''
  const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-8000))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => text
}

function run(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: platformBuild, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = collect(child)
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with ${code}:\n${output()}`))))
  })
}

export async function startPlatform(): Promise<Platform> {
  if (!existsSync(join(platformBuild, 'bin', 'server.js'))) throw new Error('platform/build is missing: run `node scripts/sceau.mjs build` first')
  const inbox = await SmtpInbox.start()
  const port = await freePort()
  const dataDir = await mkdtemp(join(tmpdir(), 'sceau-cli-'))
  const url = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    APP_KEY: randomBytes(24).toString('base64url'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(inbox.port),
    MAIL_FROM: 'sceau@example.test',
  }
  delete env.NODE_OPTIONS
  await run(['ace.js', 'migration:run', '--force'], env)
  const server = spawn(process.execPath, ['bin/server.js'], { cwd: platformBuild, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const logs = collect(server)
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit')
      server.kill('SIGTERM')
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    await inbox.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The platform exited before answering:\n${logs()}`)
    if (
      await fetch(`${url}/api/v2/health`).then(
        (r) => r.ok,
        () => false
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, inbox, logs, stop, ace: (...args) => run(['ace.js', ...args], env) }
}

/** Signs up as the web app does (CSRF cookie + header), confirms, grants premium, makes a personal access token. */
export async function makeAccount(platform: Platform) {
  const email = `cli-${randomBytes(4).toString('hex')}@example.org`
  const jar = new Map<string, string>()
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    return response
  }
  const cookies = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  remember(await fetch(`${platform.url}/api/v2/users/me`, { headers: { accept: 'application/json' } }))
  const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
  const signUp = remember(
    await fetch(`${platform.url}/api/v2/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': xsrf, cookie: cookies() },
      body: JSON.stringify({ firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true, locale: 'en' }),
    })
  )
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`)
  await platform.ace('account:update', email, '--confirm')
  await platform.ace('plan:grant', email, 'premium')
  const session = await fetch(`${platform.url}/api/v2/users/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, token: true, tokenName: 'cli tests' }),
  })
  if (!session.ok) throw new Error(`login: ${session.status} ${await session.text()}`)
  const bearer = ((await session.json()) as { token: { value: string } }).token.value
  // The personal access token, as made in the account settings.
  const made = await fetch(`${platform.url}/api/v2/users/me/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ name: 'sceau cli' }),
  })
  if (!made.ok) throw new Error(`token: ${made.status} ${await made.text()}`)
  const token = ((await made.json()) as { value: string }).value
  return { email, token, bearer }
}

export interface CliRun {
  code: number
  stdout: string
  stderr: string
  json<T = Record<string, unknown>>(): T
}

/** Runs the built CLI with its own config directory. */
export function sceau(args: string[], env: NodeJS.ProcessEnv, cwd?: string): { child: ChildProcess; done: Promise<CliRun> } {
  const child = spawn(process.execPath, [cliEntry, ...args], {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const done = once(child, 'exit').then(([code, signal]) => ({
    code: code ?? (signal ? -1 : 0),
    stdout,
    stderr,
    json: <T>() => JSON.parse(stdout) as T,
  }))
  return { child, done }
}

export const runCli = (args: string[], env: NodeJS.ProcessEnv, cwd?: string) => sceau(args, env, cwd).done

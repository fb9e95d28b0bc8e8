/*
 * What each step of `npm test` needs from the machine, checked before anything runs: a missing tool
 * or engine fails the run at once, naming it and how to get it, instead of tests skipping or timing out.
 */
import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { delimiter, join } from 'node:path'

const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)))

/** Whether something accepts TCP connections at host:port within a second. */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) })
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** The browser tests' Chromium: CHROMIUM_PATH (as @sceau/testing reads it), Debian's by default. */
function chromiumAt(path) {
  return { what: `Chromium (${path})`, check: () => existsSync(path), hint: 'apt-get install chromium, or set CHROMIUM_PATH' }
}
const tool = (name, hint) => ({ what: `the ${name} command`, check: () => onPath(name), hint })
const engine = (what, url, fallbackPort, hint) => ({
  what,
  check: () => {
    const { hostname, port } = new URL(url)
    return listening(hostname, port || fallbackPort)
  },
  hint,
})

/** The PostgreSQL server binaries the fault suite and the transaction outage test run their own cluster with (Debian's layout). */
const postgresBinaries = {
  what: 'PostgreSQL server binaries (/usr/lib/postgresql/<version>/bin/pg_ctl)',
  check: () => existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'pg_ctl'))),
  hint: 'apt-get install postgresql',
}

const platformTools = [
  tool('openssl', 'apt-get install openssl'),
  tool('pdftotext', 'apt-get install poppler-utils'),
  tool('unzip', 'apt-get install unzip'),
  tool('redis-server', 'apt-get install redis-server'),
  tool('git', 'apt-get install git'),
]

/** What each step needs; the engines' addresses are the ones the scale-out run will use. */
export function stepNeeds(env = process.env) {
  const postgres = engine(
    'PostgreSQL',
    env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    5432,
    'start it on 127.0.0.1:5432 with trust authentication, or set TEST_POSTGRES_URL'
  )
  const chromium = chromiumAt(env.CHROMIUM_PATH || '/usr/bin/chromium')
  const redis = engine('Redis', env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', 6379, 'start it on 127.0.0.1:6379, or set TEST_REDIS_URL')
  return {
    lint: [],
    typecheck: [],
    unit: [chromium],
    platformEmbedded: [...platformTools, postgresBinaries],
    platformScaleOut: [...platformTools, postgresBinaries, postgres, redis],
    faults: [tool('redis-server', 'apt-get install redis-server'), postgresBinaries],
    e2e: [chromium],
  }
}

/** The requirements of the given steps that this machine lacks (each once). */
export async function missingFor(stepNames, env = process.env) {
  const needs = stepNeeds(env)
  const wanted = new Map()
  for (const name of stepNames) for (const need of needs[name] ?? []) wanted.set(need.what, need)
  const missing = []
  for (const need of wanted.values()) if (!(await need.check())) missing.push(need)
  return missing
}

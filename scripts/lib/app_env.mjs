/* Environment of a platform process started by the runner: data folder and a persistent APP_KEY. */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { root } from './paths.mjs'

export function appEnv(overrides = {}) {
  const dataDir = resolve(overrides.DATA_DIR ?? process.env.DATA_DIR ?? join(root, 'storage'))
  mkdirSync(dataDir, { recursive: true })
  const keyFile = join(dataDir, 'app.key')
  let appKey = overrides.APP_KEY ?? process.env.APP_KEY
  if (!appKey) {
    // Generated once per data folder: cookies, sessions and encrypted values stay valid across restarts.
    if (!existsSync(keyFile)) writeFileSync(keyFile, randomBytes(32).toString('base64url'), { mode: 0o600 })
    appKey = readFileSync(keyFile, 'utf8').trim()
  }
  const port = overrides.PORT ?? process.env.PORT ?? '3333'
  return {
    DATA_DIR: dataDir,
    APP_KEY: appKey,
    PORT: String(port),
    HOST: overrides.HOST ?? process.env.HOST ?? '0.0.0.0',
    APP_URL: overrides.APP_URL ?? process.env.APP_URL ?? `http://localhost:${port}`,
    ...overrides,
  }
}

/** Waits until GET url answers 200 (or the timeout passes); resolves with whether it did. */
export async function waitForHealth(url, timeoutMs = 60_000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && isAlive()) {
    try {
      const response = await fetch(url)
      if (response.ok) return true
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  return false
}

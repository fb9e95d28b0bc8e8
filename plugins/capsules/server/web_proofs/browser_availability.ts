/*
 * Whether this process can capture pages: Chromium's executable exists, starts with the page
 * recorder's flags and renders a blank page. Started once and remembered (a failure is asked again
 * after a minute, so installing the browser needs no restart). Used by GET /capsules/status and the
 * health report's `browser` line. Chromium runs on its own here (--dump-dom), not through
 * playwright-core: a web process that never captures does not load playwright (50 MiB resident, measured).
 */
import { execFile } from 'node:child_process'
import { access, constants, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_ARGS, chromiumEnv } from './chromium_args.js'
import { webProofSettings, type WebProofSettings } from './settings.js'

const RETRY_MS = 60_000
const known = new Map<string, { available: boolean; at: number; pending?: Promise<boolean> }>()

async function launchesOnce(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK)
  } catch {
    return false
  }
  const profile = await mkdtemp(join(tmpdir(), 'sceau-chromium-check-'))
  try {
    const { stdout } = await promisify(execFile)(path, [...CHROMIUM_ARGS, `--user-data-dir=${profile}`, '--dump-dom', 'about:blank'], {
      env: chromiumEnv(),
      timeout: 20_000,
      maxBuffer: 1024 * 1024,
    })
    return stdout.includes('<body')
  } catch {
    return false
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
}

/** True when Chromium (CHROMIUM_PATH, default /usr/bin/chromium) exists and launches. */
export async function browserAvailable(options: Partial<Pick<WebProofSettings, 'chromiumPath'>> = {}): Promise<boolean> {
  const path = options.chromiumPath ?? webProofSettings().chromiumPath
  const entry = known.get(path)
  if (entry?.pending) return entry.pending
  if (entry && (entry.available || Date.now() - entry.at < RETRY_MS)) return entry.available
  const pending = launchesOnce(path).then((available) => {
    known.set(path, { available, at: Date.now() })
    return available
  })
  known.set(path, { available: entry?.available ?? false, at: entry?.at ?? 0, pending })
  return pending
}

/** For the health report: throws (the line says "unreachable", the node is degraded) when no browser starts. */
export async function browserCheck(): Promise<void> {
  if (!(await browserAvailable())) throw new Error(`Chromium does not start (${webProofSettings().chromiumPath}; set CHROMIUM_PATH)`)
}

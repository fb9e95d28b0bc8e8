/* The config file (instance URL + personal access token) and the state file (upload URLs to resume), both mode 600. */
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { CliError, EXIT } from './errors.ts'
import { t } from './i18n.ts'

export interface Config {
  url: string
  token: string
  email: string
}

export function configDir() {
  const xdg = process.env.XDG_CONFIG_HOME
  return join(xdg && xdg.trim() ? xdg : join(homedir(), '.config'), 'sceau')
}

export const configPath = () => join(configDir(), 'config.json')
export const statePath = () => join(configDir(), 'uploads.json')

async function readJson<T>(path: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T
  } catch {
    return null
  }
}

/** Writes a private file: the directory 700, the file 600 (chmod again in case it existed with wider rights). */
async function writePrivate(path: string, value: unknown) {
  await mkdir(configDir(), { recursive: true, mode: 0o700 })
  await writeFile(path, JSON.stringify(value, null, 2) + '\n', { mode: 0o600 })
  await chmod(path, 0o600)
}

export const readConfig = () => readJson<Config>(configPath())
export const writeConfig = (config: Config) => writePrivate(configPath(), config)
export const removeConfig = () => rm(configPath(), { force: true })

/** The saved login, or exit 2 with what to do. */
export async function requireConfig(): Promise<Config> {
  const config = await readConfig()
  if (!config?.url || !config.token) throw new CliError(t('error.notLoggedIn'), EXIT.auth, 'E_NOT_LOGGED_IN')
  return config
}

/** Where an intent (one deposit, transfer or release asked for) stands, so that running the command again finishes it. */
export interface Intent {
  kind: string
  createdAt: string
  /** Sent with every try of the creating request: the server answers a repeat with the first answer. */
  idempotencyKey: string
  /** announced: the server answered (data); uploaded: every byte is there; completed: only the outcome is awaited. */
  phase: 'new' | 'announced' | 'uploaded' | 'completed'
  /** The server's answer to the creating request. */
  data: Record<string, unknown> | null
}

/** Unfinished intents (by key, see batchKey) and tus upload URLs (by file fingerprint). */
export interface UploadState {
  batches: Record<string, Intent>
  storage: Record<string, string>
}

export async function readState(): Promise<UploadState> {
  const state = await readJson<UploadState>(statePath())
  return { batches: state?.batches ?? {}, storage: state?.storage ?? {} }
}

/*
 * Where the embedded drivers keep their state ($DATA_DIR, by default <repository>/storage) and the
 * APP_KEY that `npm start` generates there. Read before the environment is validated, so it
 * imports nothing of the app.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root (the folder holding pnpm-workspace.yaml), from source or from build/. */
function findRepoRoot(start: string) {
  let dir = start
  while (dir !== dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
    dir = dirname(dir)
  }
  return start
}

export const repoRoot = findRepoRoot(fileURLToPath(new URL('../../', import.meta.url)))

export function dataDirOf(variables: NodeJS.ProcessEnv) {
  return resolve(variables.DATA_DIR || join(repoRoot, 'storage'))
}

/**
 * Without APP_KEY, takes the key `npm start` keeps in $DATA_DIR/app.key (scripts/lib/app_env.mjs),
 * so `node ace plan:grant ...` on a clone decrypts what the running server encrypted.
 */
export function adoptStoredAppKey(variables: NodeJS.ProcessEnv = process.env) {
  if (variables.APP_KEY) return
  const keyFile = join(dataDirOf(variables), 'app.key')
  if (existsSync(keyFile)) variables.APP_KEY = readFileSync(keyFile, 'utf8').trim()
}

/*
 * npm run ace -- <command> [arguments]: an operator command (plan:grant, account:update, tsa:info,
 * anchor:run...) on the same data folder and APP_KEY as npm start (DATA_DIR, or ./storage).
 * Runs from the platform's sources, so it needs no build.
 */
import { join } from 'node:path'
import { appEnv } from './app_env.mjs'
import { ensureInstall } from './install.mjs'
import { run as exec } from './process.mjs'
import { root } from './paths.mjs'

export async function run(args) {
  await ensureInstall()
  const env = appEnv({ NODE_ENV: 'production' })
  const { code } = await exec('node', ['ace', ...args], { cwd: join(root, 'platform'), env })
  return code
}

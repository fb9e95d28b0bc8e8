/*
 * npm run dev: the platform with `ace serve --watch` (restarts on server changes, plugins included)
 * and the web app on Vite's dev server (hot reload), which proxies /api to the platform.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureInstall } from './install.mjs'
import { must } from './process.mjs'
import { appEnv, waitForHealth } from './app_env.mjs'
import { root } from './paths.mjs'
import { pinnedEnv } from './tools.mjs'

export async function run() {
  await ensureInstall()
  const env = appEnv({ NODE_ENV: 'development' })
  const platformDir = join(root, 'platform')
  await must('node', ['ace', 'migration:run'], { cwd: platformDir, env, quiet: true })

  const children = [
    spawn('node', ['ace', 'serve', '--watch'], { cwd: platformDir, env: pinnedEnv(env), stdio: 'inherit' }),
    spawn('pnpm', ['--filter', '@sceau/web', 'run', 'dev'], { cwd: root, env: pinnedEnv({ SCEAU_API_PORT: env.PORT }), stdio: 'inherit' }),
  ]
  // `ace serve` ignores SIGTERM: stop everything with SIGINT.
  const stop = () => children.forEach((child) => child.kill('SIGINT'))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const exited = Promise.race(children.map((child) => new Promise((resolve) => child.on('exit', resolve))))

  if (await waitForHealth(`http://localhost:${env.PORT}/api/v2/health`, 120_000)) {
    console.log(`\n  Sceau (development): web app with hot reload on http://localhost:5173, API on http://localhost:${env.PORT}\n`)
  }
  await exited
  stop()
  return 0
}

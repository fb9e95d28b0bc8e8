/* npm start: build if needed, migrate the database, serve the product on its embedded defaults. */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureBuild } from './build.mjs'
import { must } from './process.mjs'
import { appEnv, waitForHealth } from './app_env.mjs'
import { root } from './paths.mjs'
import { pinnedEnv } from './tools.mjs'

export async function run() {
  await ensureBuild()
  const env = appEnv({ NODE_ENV: 'production' })
  const buildDir = join(root, 'platform', 'build')
  await must('node', ['ace.js', 'migration:run', '--force'], { cwd: buildDir, env, quiet: true })

  // The web process's Node flags live with the platform (node-flags.json says why).
  const { flags } = JSON.parse(readFileSync(join(root, 'platform', 'node-flags.json'), 'utf8'))
  const server = spawn('node', [...flags, 'bin/server.js'], { cwd: buildDir, env: pinnedEnv(env), stdio: 'inherit' })
  let alive = true
  const exited = new Promise((resolve) => server.on('exit', (code) => ((alive = false), resolve(code ?? 0))))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'))

  const url = `http://localhost:${env.PORT}`
  if (await waitForHealth(`${url}/api/v2/health`, 60_000, () => alive)) {
    console.log(`\n  Sceau is running on ${url}  (data in ${env.DATA_DIR})\n`)
  }
  return exited
}

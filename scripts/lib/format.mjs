/* npm run format: Prettier over the workspace (.prettierrc.json, .prettierignore); `--check` only reports. */
import { ensureInstall } from './install.mjs'
import { run as exec } from './process.mjs'

export async function run(args) {
  await ensureInstall()
  const mode = args.includes('--check') ? '--check' : '--write'
  const { code } = await exec('pnpm', ['exec', 'prettier', mode, '--log-level', 'warn', '.'])
  return code
}

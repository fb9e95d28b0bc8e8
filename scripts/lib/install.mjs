/* pnpm install, only when the lockfile or a package manifest changed since the last install. */
import { readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { filesHash, readStamp, writeStamp } from './stamps.mjs'
import { must } from './process.mjs'
import { root, stampsDir } from './paths.mjs'

function manifests() {
  const files = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc']
  for (const group of ['.', 'plugins', 'packages']) {
    const dir = join(root, group)
    for (const name of readdirSync(dir)) {
      const file = join(group, name, 'package.json')
      if (existsSync(join(root, file)) && group !== '.') files.push(file)
    }
  }
  for (const app of ['platform', 'web', 'embed', 'extension']) files.push(join(app, 'package.json'))
  return files
}

export async function ensureInstall() {
  const stamp = filesHash(manifests())
  if (existsSync(join(root, 'node_modules')) && readStamp(stampsDir, 'install') === stamp) return false
  console.log('[sceau] installing dependencies (pnpm install) ...')
  await must('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'])
  writeStamp(stampsDir, 'install', stamp)
  return true
}

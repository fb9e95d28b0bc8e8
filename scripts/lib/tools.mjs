/* The pinned Node 24 + pnpm of .tools/package.json, installed with the machine's npm. */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { filesHash, readStamp, writeStamp } from './stamps.mjs'
import { nodeHeaders, root, toolsBin, toolsDir } from './paths.mjs'

export function isPinnedNode() {
  return process.env.SCEAU_PINNED_NODE === '1' && process.versions.node.startsWith('24.')
}

/** Environment with the pinned tools first on PATH and native addons built against Node 24's headers. */
export function pinnedEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${toolsBin}${delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodeHeaders,
    SCEAU_PINNED_NODE: '1',
    ...extra,
  }
}

export function ensureTools() {
  const stamp = filesHash(['.tools/package.json', '.tools/package-lock.json'])
  const stampDir = join(toolsDir, 'node_modules')
  if (existsSync(join(toolsBin, 'node')) && readStamp(stampDir, 'tools') === stamp) return
  console.log('[sceau] installing the pinned Node.js and pnpm into .tools/ ...')
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', toolsDir], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('npm ci --prefix .tools failed')
  writeStamp(stampDir, 'tools', stamp)
}

export function runOnPinnedNode(args) {
  return new Promise((resolve) => {
    const child = spawn(join(toolsBin, 'node'), args, { cwd: root, stdio: 'inherit', env: pinnedEnv() })
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

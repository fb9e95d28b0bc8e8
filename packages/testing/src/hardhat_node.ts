import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { freePort } from './free_port.ts'

/** Hardhat's first default account: publicly known, funded with 10,000 ETH on every local node. */
export const HARDHAT_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export interface HardhatNode {
  url: string
  chainId: number
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>
  /** Mines blocks on demand (each transaction is mined in its own block on arrival). */
  mine(blocks?: number): Promise<void>
  stop(): Promise<void>
}

/** A local EVM chain: `hardhat node` on 127.0.0.1 and a free port, in a temp project with an empty config. */
export async function startHardhatNode(): Promise<HardhatNode> {
  const dir = await mkdtemp(join(tmpdir(), 'sceau-hardhat-'))
  await writeFile(join(dir, 'package.json'), '{"type":"module","private":true}\n')
  await writeFile(join(dir, 'hardhat.config.js'), 'export default {}\n')
  const hardhat = await realpath(dirname(createRequire(import.meta.url).resolve('hardhat/package.json')))
  // Hardhat only runs as the project's own local installation.
  await mkdir(join(dir, 'node_modules'))
  await symlink(hardhat, join(dir, 'node_modules', 'hardhat'), 'dir')
  const cli = join(hardhat, 'dist', 'src', 'cli.js')
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [cli, 'node', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_OPTIONS: '', HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true', CI: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`hardhat node did not start:\n${output}`)), 60_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Started HTTP')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`hardhat node exited (${code}):\n${output}`))
    })
  })
  // Keep draining its output so the pipe never fills.
  child.stdout!.resume()
  child.stderr!.resume()
  const url = `http://127.0.0.1:${port}`
  const rpc = async <T>(method: string, params: unknown[] = []) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: T; error?: { message: string } }
    if (body.error) throw new Error(`${method}: ${body.error.message}`)
    return body.result as T
  }
  return {
    url,
    chainId: Number.parseInt(await rpc<string>('eth_chainId'), 16),
    rpc,
    async mine(blocks = 1) {
      await rpc('hardhat_mine', [`0x${blocks.toString(16)}`])
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}

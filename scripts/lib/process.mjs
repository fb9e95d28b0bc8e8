/* Child processes for the runner: inherit output, optionally keep a copy to read summaries from. */
import { spawn } from 'node:child_process'
import { root } from './paths.mjs'
import { pinnedEnv } from './tools.mjs'

/** Runs a command to completion; resolves with its exit code and (when `capture`) its output. */
export function run(command, args, { cwd = root, env = {}, capture = false, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: pinnedEnv(env),
      stdio: capture || quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    const keep = (stream, target) =>
      stream?.on('data', (chunk) => {
        output += chunk
        if (!quiet) target.write(chunk)
      })
    keep(child.stdout, process.stdout)
    keep(child.stderr, process.stderr)
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }))
    child.on('error', (error) => resolve({ code: 1, output: String(error) }))
  })
}

/** Like run, but throws when the command fails. */
export async function must(command, args, options) {
  const result = await run(command, args, options)
  if (result.code !== 0) {
    if (options?.quiet) process.stderr.write(result.output)
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.code}`)
  }
  return result
}

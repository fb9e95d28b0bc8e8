/* Child processes for the runner: inherit output, optionally keep a copy to read summaries from. */
import { spawn } from 'node:child_process'
import { root } from './paths.mjs'
import { pinnedEnv } from './tools.mjs'

/** Grace between asking a stopped command's processes to end and killing them. */
const KILL_AFTER_MS = 5_000

/**
 * Runs a command to completion; resolves with its exit code and (when `capture`) its output.
 * With `signal`, the command runs in its own process group, and aborting the signal ends the whole
 * group (pnpm, the test runner under it, its workers, a browser), not just the first process.
 * `onOutput` sees each chunk of output as it comes.
 */
export function run(command, args, { cwd = root, env = {}, capture = false, quiet = false, signal, onOutput } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: pinnedEnv(env),
      stdio: capture || quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: Boolean(signal),
    })
    let output = ''
    const keep = (stream, target) =>
      stream?.on('data', (chunk) => {
        output += chunk
        onOutput?.(String(chunk))
        if (!quiet) target.write(chunk)
      })
    keep(child.stdout, process.stdout)
    keep(child.stderr, process.stderr)
    const stop = signal ? stopGroupOn(signal, child) : () => {}
    child.on('exit', (code, signal) => {
      stop()
      resolve({ code: code ?? (signal ? 1 : 0), output })
    })
    child.on('error', (error) => {
      stop()
      resolve({ code: 1, output: String(error) })
    })
  })
}

/** Ends the child's process group when the signal aborts (SIGTERM, then SIGKILL); returns a function that stops watching. */
function stopGroupOn(signal, child) {
  const killGroup = (kill) => {
    try {
      process.kill(-child.pid, kill)
    } catch {
      // The group is already gone.
    }
  }
  let killTimer
  const onAbort = () => {
    killGroup('SIGTERM')
    killTimer = setTimeout(() => killGroup('SIGKILL'), KILL_AFTER_MS)
  }
  // The group does not get the terminal's Ctrl-C: when the runner exits, the group goes with it.
  const onExit = () => killGroup('SIGKILL')
  if (signal.aborted) onAbort()
  else signal.addEventListener('abort', onAbort, { once: true })
  process.once('exit', onExit)
  return () => {
    signal.removeEventListener('abort', onAbort)
    process.off('exit', onExit)
    // Processes the stopped leader left behind (a worker, a browser) would hold ports and CPU for the next stage.
    if (signal.aborted) {
      killGroup('SIGKILL')
      clearTimeout(killTimer)
    }
  }
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

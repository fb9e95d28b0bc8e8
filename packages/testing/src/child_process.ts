import { spawn, type ChildProcess } from 'node:child_process'

export interface Child {
  process: ChildProcess
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Sends a signal and waits for the exit (the deadline only turns a hang into a failure). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** Waits until the output contains the text, or fails if the process exits first. */
  waitForOutput(text: string | RegExp, timeoutMs?: number): Promise<void>
}

/** Children still running when the suite ends are killed, so a failing test leaves nothing behind. */
const alive = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL')
})

/** Spawns a Node process (ace, the HTTP server) with its output captured for assertions and failures. */
export function spawnNode(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Child {
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] })
  alive.add(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      alive.delete(child)
      resolve({ code, signal })
    })
    // A process that could not start (missing cwd or binary) never emits "exit": fail fast instead.
    child.once('error', (error) => {
      output += `\n[spawn error] ${error.message}\n`
      alive.delete(child)
      resolve({ code: null, signal: null })
    })
  })
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null
  void exited.then((value) => (exit = value))

  return {
    process: child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (exit) return exit
      child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
      const result = await exited
      clearTimeout(timer)
      if (result.signal === 'SIGKILL') throw new Error(`process did not exit within ${timeoutMs} ms of ${signal}:\n${output}`)
      return result
    },
    async waitForOutput(text, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      const found = () => (typeof text === 'string' ? output.includes(text) : text.test(output))
      while (!found()) {
        if (exit) throw new Error(`process exited (${JSON.stringify(exit)}) before printing ${text}:\n${output}`)
        if (Date.now() > deadline) throw new Error(`process did not print ${text} in time:\n${output}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
  }
}

import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'

interface RunOptions {
  quiet?: boolean
  signal?: AbortSignal
  onOutput?: (chunk: string) => void
}
type Run = (command: string, args: string[], options: RunOptions) => Promise<{ code: number; output: string }>

// npm test's child processes (scripts/lib/process.mjs): a step stopped at its limit ends its whole process tree.
const processes = () => import(new URL('../../../scripts/lib/process.mjs', import.meta.url).href) as Promise<{ run: Run }>

/** True while the process exists and is not a zombie waiting to be reaped. */
function alive(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

/** Starts a shell that starts a grandchild (`script` prints its pid), and resolves with that pid once printed. */
function startTree(run: Run, script: string, signal: AbortSignal) {
  let announce: (pid: number) => void
  const grandchild = new Promise<number>((resolve) => (announce = resolve))
  const result = run('sh', ['-c', script], { quiet: true, signal, onOutput: (chunk) => announce(Number(chunk.trim().split('\n')[0])) })
  return { grandchild, result }
}

async function waitUntil(done: () => boolean, ms: number) {
  const deadline = Date.now() + ms
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
  return done()
}

test.group('npm test step limit', () => {
  test('a stopped step ends the command and what the command started, and fails', async ({ assert }) => {
    const { run } = await processes()
    const limit = new AbortController()
    const { grandchild, result } = startTree(run, 'sleep 60 & echo $!; wait', limit.signal)
    const pid = await grandchild
    assert.isTrue(alive(pid), 'the grandchild runs before the limit')
    limit.abort()
    const { code } = await result
    assert.notEqual(code, 0)
    assert.isTrue(await waitUntil(() => !alive(pid), 2_000), 'the grandchild is gone too')
  })

  test('a process that ignores the request to end is killed after the grace', async ({ assert }) => {
    const { run } = await processes()
    const limit = new AbortController()
    const { grandchild, result } = startTree(run, "trap '' TERM; sleep 60 & echo $!; wait", limit.signal)
    const pid = await grandchild
    limit.abort()
    await result
    assert.isTrue(await waitUntil(() => !alive(pid), 8_000), 'killed')
  }).timeout(15_000)

  test('a step under its limit runs to its end with its output and code', async ({ assert }) => {
    const { run } = await processes()
    const limit = new AbortController()
    const { code, output } = await run('sh', ['-c', 'echo first; sleep 0.2; echo second; exit 3'], { quiet: true, signal: limit.signal })
    assert.equal(code, 3)
    assert.equal(output, 'first\nsecond\n')
  })
})

/*
 * npm test: lint, typecheck, unit tests (Vitest), the platform + plugins suite (Japa) on the
 * embedded drivers and again on PostgreSQL + Redis + S3, the fault suite (engines stopped and
 * started under traffic), and end-to-end tests in Chromium; in stages (STAGES below) whose steps run
 * side by side (`--serial`: one after another, their output as it comes).
 * Prints each step's time, the CPU time of each stage, and the ten slowest test files.
 * Closes with one line "N passed, N failed" summed over every runner; exits non-zero on any failure.
 */
import { mkdtempSync, readdirSync, readFileSync, existsSync, rmSync } from 'node:fs'
import { AsyncLocalStorage } from 'node:async_hooks'
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { ensureBuild } from './build.mjs'
import { ensureInstall } from './install.mjs'
import { run as spawnRun } from './process.mjs'
import { root } from './paths.mjs'
import { startScaleOutServices } from './scale_out_services.mjs'
import { missingFor } from './prerequisites.mjs'
import { ANSI, fileTimes } from './file_times.mjs'

/** Sums "N passed" / "N failed" on the summary lines of Vitest ("Tests  2 failed | 9 passed") and Japa ("Tests  9 passed"). */
export function countResults(output) {
  let passed = 0
  let failed = 0
  for (const line of output.replace(ANSI, '').split('\n')) {
    const summary = /^\s*Tests\s*:?\s+(.*)$/.exec(line)
    if (!summary) continue
    passed += Number(/(\d+)\s+passed/.exec(summary[1])?.[1] ?? 0)
    failed += Number(/(\d+)\s+failed/.exec(summary[1])?.[1] ?? 0)
  }
  return { passed, failed }
}

function packagesWithTsconfig() {
  const dirs = ['platform', 'web', 'embed', 'extension']
  for (const group of ['plugins', 'packages']) {
    for (const name of readdirSync(join(root, group))) dirs.push(join(group, name))
  }
  return dirs.filter((dir) => existsSync(join(root, dir, 'tsconfig.json')))
}

/** The workspace packages with a `test` script other than the platform (whose Japa suite has steps of its own), slowest first. */
function unitPackages() {
  const dirs = ['web', 'embed', 'extension']
  for (const group of ['packages', 'plugins']) {
    for (const name of readdirSync(join(root, group))) dirs.push(join(group, name))
  }
  const withTests = dirs.filter((dir) => {
    const file = join(root, dir, 'package.json')
    return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.test)
  })
  const rank = (dir) => (UNIT_SLOWEST_FIRST.includes(dir) ? UNIT_SLOWEST_FIRST.indexOf(dir) : UNIT_SLOWEST_FIRST.length)
  return withTests.sort((a, b) => rank(a) - rank(b))
}

async function parallel(items, limit, worker) {
  const results = []
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await worker(items[index])
      }
    })
  )
  return results
}

/**
 * Steps in the same stage run side by side, each printed whole with its time when it ends; stages run one
 * after another. Side by side only what shares no port, data folder, database or queue prefix and leaves
 * a core to the other (ADR 0027): the fault suite, whose recovery deadlines vary under load, runs alone.
 */
const STAGES = [['lint', 'typecheck'], ['unit'], ['platformEmbedded', 'platformScaleOut', 'e2e'], ['faults']]

/** Unit packages run two at a time: Vitest's default on 2 cores is one worker, which leaves the second core mostly idle. */
let unitConcurrency = 1
/** Slowest first (docs/performance.md "Suite time"), so the last one to start does not end long after the others; others after them. */
const UNIT_SLOWEST_FIRST = ['web', 'packages/cli', 'extension', 'packages/proof', 'packages/plugin-sdk', 'embed', 'packages/api-client', 'packages/testing']

/** A step's longest time before it is stopped: about three times the slowest step on a slow host (docs/performance.md "Suite time"). */
const STEP_LIMIT_SECONDS = Number(process.env.SCEAU_STEP_LIMIT_SECONDS) || 2400
/** While steps run side by side (their output held back), how often the run says which are still going and where. */
const PROGRESS_EVERY_SECONDS = Number(process.env.SCEAU_PROGRESS_SECONDS) || 300

/** The steps stopped at their limit, repeated at the end of the run where a truncated log still shows them. */
const stopped = []

/** Each runner's output, by step, for the slowest files at the end. */
const outputs = []

/** The step a piece of code runs for, and, when steps run side by side, the buffer its output waits in. */
const stepContext = new AsyncLocalStorage()

/** Writes a step's own message: at once when the step runs alone, into its buffer when it shares the machine. */
function say(text, stream = process.stdout) {
  const buffer = stepContext.getStore()?.buffer
  if (buffer) buffer.push(text.endsWith('\n') ? text : `${text}\n`)
  else stream.write(text.endsWith('\n') ? text : `${text}\n`)
}

/** Runs a child for the current step; side by side with another step, its output goes to the step's buffer, printed whole at the end. */
async function exec(command, args, options = {}) {
  const context = stepContext.getStore()
  // A step stopped at its limit starts nothing more (typecheck's next package, say).
  if (context?.limit.signal.aborted) return { code: 1, output: `[sceau] ${command} not started: ${context.name} was stopped\n` }
  const buffer = context?.buffer
  // The step's limit ends the command's whole process tree; its last line tells what it was doing.
  const watched = context ? { ...options, signal: context.limit.signal, onOutput: (chunk) => context.seen(chunk) } : options
  if (!buffer) return spawnRun(command, args, watched)
  const result = await spawnRun(command, args, { ...watched, quiet: true })
  if (!options.quiet) buffer.push(result.output)
  return result
}

const steps = {
  async lint() {
    // ESLint keeps one core for most of its run: Prettier and the OpenAPI lint run beside it, on the other.
    const [{ code }, format, openapi] = await Promise.all([
      // Type-aware rules load every package's TypeScript program at once: past Node's default 4 GB heap on this workspace.
      exec('pnpm', ['exec', 'eslint', '.', '--max-warnings=0'], {
        env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() },
      }),
      // The tree stays as Prettier writes it: `npm run format` fixes what this reports.
      exec('pnpm', ['exec', 'prettier', '--check', '--log-level', 'warn', '.']).then((format) => {
        if (format.code !== 0) say('[sceau] files not formatted: run `npm run format`')
        return format
      }),
      lintOpenApi(),
    ])
    const codes = [code, format.code, openapi]
    return { passed: codes.filter((c) => c === 0).length, failed: codes.filter((c) => c !== 0).length }
  },

  async typecheck() {
    const results = await parallel(packagesWithTsconfig(), 2, async (dir) => {
      const { code, output } = await exec('pnpm', ['exec', 'tsc', '--noEmit', '-p', join(dir, 'tsconfig.json')], {
        quiet: true,
      })
      if (code !== 0) say(`typecheck failed in ${dir}:\n${output}\n`)
      return code === 0
    })
    const failed = results.filter((ok) => !ok).length
    return { passed: results.length - failed, failed }
  },

  async unit() {
    // Each package's Vitest run on its own, unitConcurrency at a time, its output printed whole when it ends;
    // a failing package does not keep the others from running (and being counted).
    const results = await parallel(unitPackages(), unitConcurrency, async (dir) => {
      const started = Date.now()
      const { code, output } = await exec('pnpm', ['run', 'test'], { cwd: join(root, dir), quiet: true })
      say(`\n[sceau] unit: ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${output}`)
      return withExitCode(countResults(output), code, output)
    })
    return results.reduce((sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed }), { passed: 0, failed: 0 })
  },

  async platformEmbedded() {
    const dataDir = mkdtempSync(join(tmpdir(), 'sceau-test-'))
    try {
      const { code, output } = await exec('node', ['ace', 'test'], {
        cwd: join(root, 'platform'),
        capture: true,
        env: { NODE_ENV: 'test', DATA_DIR: dataDir, APP_KEY: randomBytes(24).toString('base64url'), PORT: await freePort() },
      })
      return withExitCode(countResults(output), code, output)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  },

  async platformScaleOut() {
    const services = await startScaleOutServices()
    const dataDir = mkdtempSync(join(tmpdir(), 'sceau-test-'))
    try {
      // The functional suite only: the unit suite reads no engine, and already ran on the embedded drivers.
      const { code, output } = await exec('node', ['ace', 'test', 'functional'], {
        cwd: join(root, 'platform'),
        capture: true,
        env: {
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          APP_KEY: randomBytes(24).toString('base64url'),
          PORT: await freePort(),
          ...services.env,
        },
      })
      return withExitCode(countResults(output), code, output)
    } finally {
      await services.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  },

  /** The fault suite (platform/tests/faults): its own engines, stopped and started under traffic; prints its figures. */
  async faults() {
    const { code, output } = await exec('node', ['--import=@poppinss/ts-exec', '--conditions=@sceau/source', 'tests/faults/fault_suite.ts'], {
      cwd: join(root, 'platform'),
      capture: true,
    })
    return withExitCode(countResults(output), code, output)
  },

  async e2e() {
    if (!existsSync(join(root, 'web', 'vitest.e2e.config.ts'))) {
      say('[sceau] e2e: web/vitest.e2e.config.ts is missing, so no end-to-end test ran', process.stderr)
      return { passed: 0, failed: 1 }
    }
    const { code, output } = await exec('pnpm', ['--filter', '@sceau/web', 'run', 'test:e2e'], { capture: true })
    return withExitCode(countResults(output), code, output)
  },
}

/** Ports handed to this run's Japa suites, so two of them never get the same one. */
const portsGiven = new Set()

/**
 * A free port for one Japa run. Left unset, AdonisJS's test command takes 3333 when it looks free, and two
 * suites starting side by side both saw it free and both took it (EADDRINUSE in the second's setup).
 */
async function freePort() {
  for (;;) {
    const server = createServer()
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address()
    await new Promise((resolve) => server.close(resolve))
    if (!portsGiven.has(port)) {
      portsGiven.add(port)
      return String(port)
    }
  }
}

/** The OpenAPI document the platform serves, linted by Redocly's recommended rules: any error fails. */
async function lintOpenApi() {
  const dir = mkdtempSync(join(tmpdir(), 'sceau-openapi-'))
  try {
    const file = join(dir, 'openapi.json')
    const env = { NODE_ENV: 'test', DATA_DIR: dir, APP_KEY: randomBytes(24).toString('base64url') }
    const written = await exec('node', ['ace', 'openapi:write', file], { cwd: join(root, 'platform'), env, quiet: true })
    if (written.code !== 0) {
      say(`[sceau] node ace openapi:write failed:\n${written.output}\n`)
      return written.code
    }
    const { code } = await exec('pnpm', ['exec', 'redocly', 'lint', file], { env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } })
    return code
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A runner that crashed before printing its summary still counts as a failure; so does one that ran no test. */
function withExitCode(counts, code, output) {
  outputs.push({ step: stepContext.getStore()?.name, output })
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1 }
  if (counts.passed === 0 && counts.failed === 0) {
    say('[sceau] this step ran no test: zero tests is not a pass', process.stderr)
    return { ...counts, failed: 1 }
  }
  return counts
}

/**
 * Runs one step; side by side with others (`buffered`), its output is held and printed whole, with its time, when it ends.
 * A step still running after `limitSeconds` is stopped and fails, so a test or a process that never ends costs one
 * step, not the whole run's time (a CI run has 90 minutes).
 */
async function runStep(name, buffered, limitSeconds, running) {
  const buffer = buffered ? [] : null
  if (!buffered) console.log(`\n[sceau] ── ${name} ──`)
  const stepStarted = Date.now()
  const context = { name, buffer, limit: new AbortController(), started: stepStarted, lastLine: '', seen: null }
  context.seen = (chunk) => {
    const lines = chunk
      .replace(ANSI, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (lines.length) context.lastLine = lines.at(-1).slice(0, 200)
  }
  running.add(context)
  const limitTimer = setTimeout(() => context.limit.abort(), limitSeconds * 1000)
  const counts = await stepContext.run(context, async () => {
    try {
      return await steps[name]()
    } catch (error) {
      say(`[sceau] ${name} could not run: ${error.message}`, process.stderr)
      return { passed: 0, failed: 1 }
    }
  })
  clearTimeout(limitTimer)
  running.delete(context)
  if (context.limit.signal.aborted) {
    const message = `[sceau] ${name} was stopped after ${limitSeconds} s (SCEAU_STEP_LIMIT_SECONDS), its last line: ${context.lastLine || '(none)'}`
    say(message, process.stderr)
    stopped.push(message)
    counts.failed = Math.max(counts.failed, 1)
  }
  const seconds = (Date.now() - stepStarted) / 1000
  if (buffered) {
    process.stdout.write(`\n[sceau] ── ${name} (${seconds.toFixed(1)} s, ran beside other steps) ──\n${buffer.join('')}`)
    if (!buffer.at(-1)?.endsWith('\n')) process.stdout.write('\n')
  }
  return { name, counts, seconds }
}

/** One line per step still running side by side with others: its time so far and the last line it printed. */
function sayProgress(running) {
  const now = Date.now()
  const lines = [...running].map((step) => `  ${step.name} ${Math.round((now - step.started) / 1000)} s: ${step.lastLine || '(nothing yet)'}`)
  if (lines.length) console.log(`[sceau] still running\n${lines.join('\n')}`)
}

/** User + system seconds of this process's finished children (Linux /proc), NaN elsewhere. */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
    // Fields 16 and 17 of proc(5): cutime and cstime, in clock ticks; the list here starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / clockTicks()
  } catch {
    return Number.NaN
  }
}

let ticks
function clockTicks() {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
    } catch {
      ticks = 100
    }
  }
  return ticks
}

export async function run(args) {
  // STAGES by default, unit packages two at a time (ADR 0027); --serial runs every step alone, its output as it comes.
  const serial = args.includes('--serial')
  if (!serial) unitConcurrency = 2
  // Steps run in process groups of their own, which Ctrl-C does not reach: exiting ends them (scripts/lib/process.mjs).
  process.once('SIGINT', () => process.exit(130))
  process.once('SIGTERM', () => process.exit(143))
  const only = args.filter((a) => !a.startsWith('-'))
  const started = Date.now()
  const unknown = only.filter((name) => !Object.hasOwn(steps, name))
  if (unknown.length) {
    // A misspelt step would otherwise run nothing and pass.
    console.error(`[sceau] unknown step ${unknown.join(', ')}: the steps are ${Object.keys(steps).join(', ')}`)
    console.log(`0 passed, ${unknown.length} failed`)
    return 1
  }
  const selected = Object.keys(steps).filter((name) => !only.length || only.includes(name))
  const missing = await missingFor(selected)
  if (missing.length) {
    console.error(`[sceau] npm test cannot run here, this machine lacks:\n${missing.map((need) => `  - ${need.what}: ${need.hint}`).join('\n')}`)
    console.log(`0 passed, ${missing.length} failed`)
    return 1
  }
  const prepared = Date.now()
  const cpuAtStart = childrenCpuSeconds()
  await ensureInstall()
  // Browser tests (e2e, the embed's and the extension's) drive the production build: build first,
  // unless only the platform suites (which run from sources) were asked for.
  const needsBuild = !only.length || only.some((name) => name === 'unit' || name === 'e2e')
  const totals = { passed: 0, failed: 0 }
  const report = []
  if (needsBuild) {
    try {
      await ensureBuild()
    } catch (error) {
      console.error(`[sceau] the build failed: ${error.message}`)
      totals.failed += 1
      report.push(`${'build'.padEnd(18)}     0 passed    1 failed`)
    }
  }
  const preparing = (Date.now() - prepared) / 1000
  // Install and build only run when something changed: their time counts towards the whole run, so it is shown.
  if (preparing >= 1)
    report.push(
      `${'install + build'.padEnd(18)} ${''.padStart(25)}  ${preparing.toFixed(1).padStart(6)} s  cpu ${(childrenCpuSeconds() - cpuAtStart).toFixed(1)} s`
    )
  const stages = serial ? Object.keys(steps).map((name) => [name]) : STAGES
  for (const stage of stages) {
    const names = stage.filter((name) => selected.includes(name))
    if (!names.length) continue
    const cpuBefore = childrenCpuSeconds()
    const running = new Set()
    const progress = names.length > 1 ? setInterval(() => sayProgress(running), PROGRESS_EVERY_SECONDS * 1000) : null
    const results = await Promise.all(names.map((name) => runStep(name, names.length > 1, STEP_LIMIT_SECONDS, running)))
    clearInterval(progress)
    const cpu = childrenCpuSeconds() - cpuBefore
    results.forEach(({ name, counts, seconds }, index) => {
      totals.passed += counts.passed
      totals.failed += counts.failed
      // One process tree per machine: CPU time is known for what ran in the stage together, not per step.
      const cpuNote = Number.isNaN(cpu)
        ? ''
        : index > 0
          ? ''
          : names.length > 1
            ? `  cpu ${cpu.toFixed(1)} s (${names.join(' + ')})`
            : `  cpu ${cpu.toFixed(1)} s`
      report.push(
        `${name.padEnd(18)} ${String(counts.passed).padStart(5)} passed ${String(counts.failed).padStart(4)} failed  ${seconds.toFixed(1).padStart(6)} s${cpuNote}`
      )
    })
  }
  console.log(`\n[sceau] test report\n  ${report.join('\n  ')}`)
  for (const message of stopped) console.log(message)
  const slowest = outputs
    .flatMap(({ step, output }) => [...fileTimes(output)].map(([file, ms]) => ({ file, step, ms })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
  if (slowest.length) {
    console.log(
      `[sceau] ten slowest test files\n  ${slowest.map(({ file, step, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${file} (${step})`).join('\n  ')}`
    )
  }
  const cpu = childrenCpuSeconds()
  console.log(`[sceau] whole suite ran in ${((Date.now() - started) / 1000).toFixed(1)} s${Number.isNaN(cpu) ? '' : `, cpu ${cpu.toFixed(1)} s`}`)
  console.log(`${totals.passed} passed, ${totals.failed} failed`)
  return totals.failed === 0 ? 0 : 1
}

/*
 * npm test: lint, typecheck, unit tests (Vitest), the platform + plugins suite (Japa) on the
 * embedded drivers and again on PostgreSQL + Redis + S3, the fault suite (engines stopped and
 * started under traffic), then end-to-end tests in Chromium.
 * Closes with one line "N passed, N failed" summed over every runner; exits non-zero on any failure.
 */
import { mkdtempSync, readdirSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { ensureBuild } from './build.mjs'
import { ensureInstall } from './install.mjs'
import { run as exec } from './process.mjs'
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

/** Each runner's output, by step, for the slowest files at the end. */
const outputs = []
let currentStep = ''

const steps = {
  async lint() {
    // Type-aware rules load every package's TypeScript program at once: past Node's default 4 GB heap on this workspace.
    const { code } = await exec('pnpm', ['exec', 'eslint', '.', '--max-warnings=0'], {
      env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim() },
    })
    // The tree stays as Prettier writes it: `npm run format` fixes what this reports.
    const format = await exec('pnpm', ['exec', 'prettier', '--check', '--log-level', 'warn', '.'])
    if (format.code !== 0) console.log('[sceau] files not formatted: run `npm run format`')
    const openapi = await lintOpenApi()
    const codes = [code, format.code, openapi]
    return { passed: codes.filter((c) => c === 0).length, failed: codes.filter((c) => c !== 0).length }
  },

  async typecheck() {
    const results = await parallel(packagesWithTsconfig(), 2, async (dir) => {
      const { code, output } = await exec('pnpm', ['exec', 'tsc', '--noEmit', '-p', join(dir, 'tsconfig.json')], {
        quiet: true,
      })
      if (code !== 0) process.stdout.write(`typecheck failed in ${dir}:\n${output}\n`)
      return code === 0
    })
    const failed = results.filter((ok) => !ok).length
    return { passed: results.length - failed, failed }
  },

  async unit() {
    // --no-bail: a failing package does not keep the packages after it from running (and being counted).
    const { code, output } = await exec(
      'pnpm',
      ['-r', '--no-bail', '--workspace-concurrency=1', '--filter', '!@sceau/platform', '--if-present', 'run', 'test'],
      {
        capture: true,
      }
    )
    return withExitCode(countResults(output), code, output)
  },

  async platformEmbedded() {
    const dataDir = mkdtempSync(join(tmpdir(), 'sceau-test-'))
    try {
      const { code, output } = await exec('node', ['ace', 'test'], {
        cwd: join(root, 'platform'),
        capture: true,
        env: { NODE_ENV: 'test', DATA_DIR: dataDir, APP_KEY: randomBytes(24).toString('base64url') },
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
      const { code, output } = await exec('node', ['ace', 'test'], {
        cwd: join(root, 'platform'),
        capture: true,
        env: {
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          APP_KEY: randomBytes(24).toString('base64url'),
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
      console.error('[sceau] e2e: web/vitest.e2e.config.ts is missing, so no end-to-end test ran')
      return { passed: 0, failed: 1 }
    }
    const { code, output } = await exec('pnpm', ['--filter', '@sceau/web', 'run', 'test:e2e'], { capture: true })
    return withExitCode(countResults(output), code, output)
  },
}

/** The OpenAPI document the platform serves, linted by Redocly's recommended rules: any error fails. */
async function lintOpenApi() {
  const dir = mkdtempSync(join(tmpdir(), 'sceau-openapi-'))
  try {
    const file = join(dir, 'openapi.json')
    const env = { NODE_ENV: 'test', DATA_DIR: dir, APP_KEY: randomBytes(24).toString('base64url') }
    const written = await exec('node', ['ace', 'openapi:write', file], { cwd: join(root, 'platform'), env, quiet: true })
    if (written.code !== 0) {
      process.stdout.write(`[sceau] node ace openapi:write failed:\n${written.output}\n`)
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
  outputs.push({ step: currentStep, output })
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1 }
  if (counts.passed === 0 && counts.failed === 0) {
    console.error('[sceau] this step ran no test: zero tests is not a pass')
    return { ...counts, failed: 1 }
  }
  return counts
}

export async function run(args) {
  const only = args.filter((a) => !a.startsWith('-'))
  const started = Date.now()
  const selected = Object.keys(steps).filter((name) => !only.length || only.includes(name))
  const missing = await missingFor(selected)
  if (missing.length) {
    console.error(`[sceau] npm test cannot run here, this machine lacks:\n${missing.map((need) => `  - ${need.what}: ${need.hint}`).join('\n')}`)
    console.log(`0 passed, ${missing.length} failed`)
    return 1
  }
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
  for (const [name, step] of Object.entries(steps)) {
    if (!selected.includes(name)) continue
    console.log(`\n[sceau] ── ${name} ──`)
    const stepStarted = Date.now()
    currentStep = name
    let counts
    try {
      counts = await step()
    } catch (error) {
      console.error(`[sceau] ${name} could not run: ${error.message}`)
      counts = { passed: 0, failed: 1 }
    }
    totals.passed += counts.passed
    totals.failed += counts.failed
    report.push(
      `${name.padEnd(18)} ${String(counts.passed).padStart(5)} passed ${String(counts.failed).padStart(4)} failed  ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`
    )
  }
  console.log(`\n[sceau] test report\n  ${report.join('\n  ')}`)
  const slowest = outputs
    .flatMap(({ step, output }) => [...fileTimes(output)].map(([file, ms]) => ({ file, step, ms })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
  if (slowest.length) {
    console.log(
      `[sceau] ten slowest test files\n  ${slowest.map(({ file, step, ms }) => `${(ms / 1000).toFixed(1).padStart(6)} s  ${file} (${step})`).join('\n  ')}`
    )
  }
  console.log(`[sceau] whole suite ran in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log(`${totals.passed} passed, ${totals.failed} failed`)
  return totals.failed === 0 ? 0 : 1
}

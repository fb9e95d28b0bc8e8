// `pnpm --filter @sceau/api-client bench`: SHA-256 of large files in Chromium (the real Worker path and
// candidate strategies) against Node's native SHA-256 on the same bytes; one JSON line per measure.
import { createHash, randomFillSync } from 'node:crypto'
import { createServer } from 'node:http'
import { mkdtemp, open, readFile, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import type { BenchPage, BenchResult } from './page.ts'

const MiB = 1024 * 1024
const SHIPPED = 'sha256OfBlob in the hashing Worker (shipped)'
type Run = [strategy: string, run: () => Promise<BenchResult>]
const CLOCK_TICKS_PER_SECOND = 100 // USER_HZ on Linux
const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line))
const round = (x: number, digits = 1) => Number(x.toFixed(digits))
const mbps = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000)
const sizes = (process.env.HASH_BENCH_MIB ?? '512,2048').split(',').map(Number)
const only = process.env.HASH_BENCH_ONLY
const all = process.env.HASH_BENCH_ALL === '1'
const roundsOf = (sizeMiB: number) => Number(process.env.HASH_BENCH_ROUNDS ?? (sizeMiB > 512 ? 1 : 2))

// Wall figures move with other load on the machine; CPU figures much less: say what the run saw.
print({ bench: 'sha256_browser_machine', cores: cpus().length, cpu: cpus()[0]?.model, load_average_1min: round(loadavg()[0]!, 2) })

const dir = await mkdtemp(join(tmpdir(), 'sceau-hash-bench-'))
try {
  await build({
    entryPoints: { page: 'bench/page.ts', candidates_worker: 'bench/candidates_worker.ts', sha256_worker: 'src/uploads/sha256_worker.ts' },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    outdir: dir,
    logLevel: 'warning',
  })
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html' }
  const server = createServer((request, response) => {
    const name = request.url === '/' ? 'index.html' : request.url!.slice(1)
    if (name === 'index.html') return response.end('<!doctype html><input type="file"><script type="module" src="/page.js"></script>')
    readFile(join(dir, name.replace(/[^\w.]/g, ''))).then(
      (body) => response.writeHead(200, { 'content-type': types[extname(name)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end()
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  try {
    const page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${port}/`)
    await page.waitForFunction(() => 'hashThroughRealWorker' in globalThis)
    const names = (await page.evaluate(() => (globalThis as unknown as BenchPage).hashWithCandidate('?'))).names ?? []
    for (const sizeMiB of sizes) {
      const path = join(dir, `file-${sizeMiB}.bin`)
      const bytes = sizeMiB * MiB
      await writeRandomFile(path, bytes)
      await page.setInputFiles('input', path)
      const shipped: Run = [SHIPPED, () => page.evaluate(() => (globalThis as unknown as BenchPage).hashThroughRealWorker())]
      const runs: Run[] = [
        shipped,
        ...names
          // By default the shipped path, the one before, the fallback, WebCrypto and the two ceilings; HASH_BENCH_ALL=1 runs every candidate.
          .filter((name) => all || /\(before\)|\(fallback path\)|WebCrypto one-shot|no hashing|compute only: hash-wasm/.test(name))
          // Above 512 MiB only the shipped path and the one before: one run of the old path takes a minute.
          .filter((name) => sizeMiB <= 512 || /\(before\)/.test(name))
          .map((name): Run => [name, () => page.evaluate((n) => (globalThis as unknown as BenchPage).hashWithCandidate(n), name)]),
      ].filter(([name]) => !only || only.split('|').some((part) => name.includes(part)))
      const measured = new Map<string, { MBps: number; ratio: number }>()
      for (const [strategy, run] of runs) {
        let best = { wallMs: Infinity, cpuMs: Infinity, nodeMs: Infinity, nodeCpuMs: Infinity, correct: true, error: '' }
        for (let round = 0; round < roundsOf(sizeMiB); round++) {
          // Node right before each round: both see the same load on this shared machine.
          const native = await nodeSha256(path)
          const cpuBefore = chromiumCpuMs()
          const result = await run()
          const cpuMs = chromiumCpuMs() - cpuBefore
          best = {
            wallMs: Math.min(best.wallMs, result.ms ?? Infinity),
            cpuMs: Math.min(best.cpuMs, cpuMs),
            nodeMs: Math.min(best.nodeMs, native.ms),
            nodeCpuMs: Math.min(best.nodeCpuMs, native.cpuMs),
            correct: best.correct && result.sha256 === native.sha256,
            error: result.error ?? best.error,
          }
        }
        measured.set(strategy, { MBps: mbps(bytes, best.wallMs), ratio: best.nodeMs / best.wallMs })
        print({
          bench: 'sha256_browser',
          size_MiB: sizeMiB,
          strategy,
          MBps: round(mbps(bytes, best.wallMs)),
          node_MBps: round(mbps(bytes, best.nodeMs)),
          ratio_vs_node: round(best.nodeMs / best.wallMs, 3),
          cpu_MBps: round(mbps(bytes, best.cpuMs)),
          node_cpu_MBps: round(mbps(bytes, best.nodeCpuMs)),
          ...(/compute only/.test(strategy) ? { cpu_MBps: undefined } : {}),
          correct: /no hashing/.test(strategy) ? null : best.correct,
          ...(best.error ? { error: best.error } : {}),
        })
      }
      const now = measured.get(SHIPPED)
      const before = [...measured].find(([name]) => name.includes('(before)'))?.[1]
      if (now && before) {
        print({
          bench: 'sha256_browser_summary',
          size_MiB: sizeMiB,
          shipped_MBps: round(now.MBps),
          before_MBps: round(before.MBps),
          speedup: round(now.MBps / before.MBps, 2),
          shipped_ratio_vs_node: round(now.ratio, 3),
          before_ratio_vs_node: round(before.ratio, 3),
        })
      }
      await rm(path)
    }
  } finally {
    await browser.close()
    server.close()
  }
} finally {
  await rm(dir, { recursive: true, force: true })
}

async function writeRandomFile(path: string, bytes: number) {
  const handle = await open(path, 'w')
  const block = randomFillSync(new Uint8Array(8 * MiB))
  for (let written = 0; written < bytes; written += block.length) {
    block[0] = written / block.length // every block differs
    await handle.write(block, 0, Math.min(block.length, bytes - written))
  }
  await handle.close()
}

/** Node's native SHA-256 reading the same file (warm in the page cache, as it is for Chromium). */
async function nodeSha256(path: string) {
  const handle = await open(path, 'r')
  const buffer = new Uint8Array(8 * MiB)
  const hash = createHash('sha256')
  const cpu = process.cpuUsage()
  const started = performance.now()
  for (;;) {
    const { bytesRead } = await handle.read(buffer, 0, buffer.length)
    if (bytesRead === 0) break
    hash.update(buffer.subarray(0, bytesRead))
  }
  const sha256 = hash.digest('hex')
  const ms = performance.now() - started
  const { user, system } = process.cpuUsage(cpu)
  await handle.close()
  return { sha256, ms, cpuMs: (user + system) / 1000 }
}

/** CPU time of every Chromium process this bench started (browser, renderer, workers): unlike wall time, barely moved by other load. */
function chromiumCpuMs() {
  const parents = new Map<number, number>()
  const ticks = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(entry), Number(fields[1]))
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]))
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0
  for (const [pid, cpu] of ticks) {
    for (let parent = parents.get(pid); parent && parent > 1; parent = parents.get(parent)) {
      if (parent === process.pid) {
        total += cpu
        break
      }
    }
  }
  return (total * 1000) / CLOCK_TICKS_PER_SECOND
}

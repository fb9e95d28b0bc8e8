/*
 * Bench-only preload (node --import): the first SIGUSR2 starts a CPU profile of this process, the
 * second writes it to $CPU_PROFILE_OUT, so a profile covers the load only, not the boot. Over the
 * same window it records the pauses that make a latency tail (the GC's pauses by kind, the event
 * loop's delay), written beside it as $CPU_PROFILE_OUT.pauses.json.
 */
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

const gcKinds = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
}
let gcPauses = []
const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push([gcKinds[entry.detail?.kind] ?? 'other', entry.duration])
})
const loopDelay = monitorEventLoopDelay({ resolution: 1 })
let windowStart = 0

function pauses() {
  const ms = Math.max(1, performance.now() - windowStart)
  const byKind = {}
  for (const [kind, duration] of gcPauses) {
    const k = (byKind[kind] ??= { count: 0, totalMs: 0, maxMs: 0 })
    k.count++
    k.totalMs += duration
    k.maxMs = Math.max(k.maxMs, duration)
  }
  for (const k of Object.values(byKind)) {
    k.totalMs = Math.round(k.totalMs)
    k.maxMs = Math.round(k.maxMs * 10) / 10
  }
  const q = (p) => Math.round(loopDelay.percentile(p) / 1e5) / 10
  return { windowMs: Math.round(ms), gc: byKind, eventLoopDelayMs: { p50: q(50), p99: q(99), max: Math.round(loopDelay.max / 1e5) / 10 } }
}

const session = new Session()
session.connect()
let running = false
process.on('SIGUSR2', async () => {
  if (!running) {
    running = true
    await session.post('Profiler.enable')
    await session.post('Profiler.setSamplingInterval', { interval: 200 })
    await session.post('Profiler.start')
    gcPauses = []
    loopDelay.reset()
    loopDelay.enable()
    gcObserver.observe({ entryTypes: ['gc'] })
    windowStart = performance.now()
    return
  }
  running = false
  const { profile } = await session.post('Profiler.stop')
  gcObserver.disconnect()
  loopDelay.disable()
  const out = process.env.CPU_PROFILE_OUT ?? 'bench.cpuprofile'
  writeFileSync(`${out}.pauses.json`, JSON.stringify(pauses()))
  writeFileSync(out, JSON.stringify(profile))
  process.send?.('profiled')
})

/*
 * Where a request's time goes: one more round of load while the platform (started with
 * bench/cpu_profile_hook.mjs preloaded) profiles itself, summarised as self time per area in µs per request.
 */
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { summarise } from './profile_summary.ts'

/** Node arguments that preload the hook; the profile is written to `out`. */
export const profileHookArgs = () => [`--import=${new URL('./cpu_profile_hook.mjs', import.meta.url).pathname}`]

export async function profiledRound(platform: ChildProcess, out: string, round: () => Promise<{ total: number }>, areas = 18) {
  platform.kill('SIGUSR2')
  const { total } = await round()
  platform.kill('SIGUSR2')
  for (let i = 0; i < 100 && !existsSync(out); i++) await new Promise((resolve) => setTimeout(resolve, 100))
  const summary = summarise(JSON.parse(readFileSync(out, 'utf8')))
  const perRequest = (ms: number) => Math.round((ms * 1000) / total)
  // The CPU a request costs in all (idle excluded): steadier than req/s under other load, so it compares two builds.
  const idle = summary.areas.find(([area]) => area === '(idle)')?.[1] ?? 0
  return { '(all)': perRequest(summary.totalMs - idle), ...Object.fromEntries(summary.areas.slice(0, areas).map(([area, ms]) => [area, perRequest(ms)])) }
}

/** The GC's pauses and the event loop's delay over the profiled round (bench/cpu_profile_hook.mjs), if written. */
export function profiledPauses(out: string): unknown {
  return existsSync(`${out}.pauses.json`) ? JSON.parse(readFileSync(`${out}.pauses.json`, 'utf8')) : null
}

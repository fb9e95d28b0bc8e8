/*
 * Summary of a V8 CPU profile (node --cpu-prof): self time per function and per package, so a bench
 * can print where a request's time goes. Usage: node bench/profile_summary.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

/** The package (or area) a script belongs to: node_modules/<pkg>, node:internal, or the app's folder. */
export function areaOf(url: string) {
  if (!url) return '(native)'
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/')
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pnpm) return pnpm[1]!
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (plain) return plain[1]!
  const app = /\/(platform|plugins\/[^/]+|packages\/[^/]+)\/(?:build\/)?(.*)$/.exec(url)
  return app ? `${app[1]}/${app[2]!.split('/').slice(0, 2).join('/')}` : url
}

/** V8's pseudo-functions, their own areas (the rest of native code is "(native)"). */
const NATIVE: Record<string, string> = { '(garbage collector)': '(gc)', '(idle)': '(idle)', '(program)': '(program)' }

/** Self time (ms) by function and by area, largest first. */
export function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000))
  const functions = new Map<string, number>()
  const areas = new Map<string, number>()
  let total = 0
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    total += ms
    const area = url ? areaOf(url) : (NATIVE[functionName] ?? '(native)')
    const name = `${functionName || '(anonymous)'} ${url ? `${areaOf(url)}:${lineNumber + 1}` : ''}`.trim()
    functions.set(name, (functions.get(name) ?? 0) + ms)
    areas.set(area, (areas.get(area) ?? 0) + ms)
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1])
  return { totalMs: total, functions: sorted(functions), areas: sorted(areas) }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const top = Number(process.argv[3] ?? 25)
  const { totalMs, functions, areas } = summarise(JSON.parse(readFileSync(process.argv[2]!, 'utf8')))
  const pct = (ms: number) => `${((ms / totalMs) * 100).toFixed(1).padStart(5)}%`
  console.log(`total ${Math.round(totalMs)} ms\n-- by area`)
  for (const [name, ms] of areas.slice(0, top)) console.log(`${pct(ms)}  ${name}`)
  console.log('-- by function')
  for (const [name, ms] of functions.slice(0, top)) console.log(`${pct(ms)}  ${name}`)
}

/*
 * Which test files take the time: read from the runners' own output (Vitest's per-file line, Japa's
 * per-test durations under each group's file), so `npm test` can name the ten slowest at the end.
 */
import { relative, resolve } from 'node:path'
import { root } from './paths.mjs'

/** Colour codes in a runner's output, read past when parsing it. */
// eslint-disable-next-line no-control-regex -- ANSI colour codes start with ESC
export const ANSI = /\u001b\[[0-9;]*m/g
const UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }

/** "83.96ms", "2s", "1m 5s" -> milliseconds. */
export function durationMs(text) {
  let total = 0
  for (const [, value, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)\b/g)) total += Number(value) * UNITS[unit]
  return total
}

/** Milliseconds per test file (paths relative to the repository) in one runner's output. */
export function fileTimes(output) {
  const times = new Map()
  const add = (file, ms) => times.set(file, (times.get(file) ?? 0) + ms)
  let vitestRoot = root
  let japaFile = null
  for (const raw of output.split('\n')) {
    const line = raw.replace(ANSI, '')
    const run = /^\s*RUN\s+v\S+\s+(\/\S+)/.exec(line)
    if (run) vitestRoot = run[1]
    // A file of a Vitest project is printed after the project's name: "|vm| src/a.test.ts" without colours, " vm  src/a.test.ts" once they are stripped.
    const vitest =
      /^\s*[✓❯×↓]\s+(?:\|[^|]+\|\s+|[^\s|]+\s+)?(\S+\.(?:test|spec)\.[cm]?[jt]sx?)\s+\(\d+ tests?[^)]*\)\s+((?:\d+(?:\.\d+)?(?:ms|s|m)\s?)+)\s*$/.exec(line)
    if (vitest) {
      add(relative(root, resolve(vitestRoot, vitest[1])), durationMs(vitest[2]))
      continue
    }
    const group = /^\S.* \((\.\.\/\S+|\S+)\.spec\.ts\)\s*$/.exec(line)
    if (group) {
      japaFile = relative(root, resolve(root, 'platform', `${group[1]}.spec.ts`))
      continue
    }
    const test = /^\s+[✔✖]\s.*\(((?:\d+(?:\.\d+)?(?:ms|s|m|h)\s?)+)\)\s*$/.exec(line)
    if (test && japaFile) add(japaFile, durationMs(test[1]))
  }
  return times
}

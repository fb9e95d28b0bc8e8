// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_THROTTLE_MS } from '@sceau/shared'
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload'

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) }
}

describe('chunk load failures', () => {
  it('recognises the browsers’ dynamic import errors, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/A.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('reloads at most once per 60 seconds', () => {
    let now = 1_000_000
    const reload = vi.fn()
    const deps = { now: () => now, storage: memoryStorage(), reload }
    expect(reloadAfterChunkError(deps)).toBe(true)
    now += CHUNK_RELOAD_THROTTLE_MS - 1
    expect(reloadAfterChunkError(deps)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    now += 1
    expect(reloadAfterChunkError(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when it cannot remember having reloaded', () => {
    const reload = vi.fn()
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(reloadAfterChunkError({ now: () => 1, storage, reload })).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

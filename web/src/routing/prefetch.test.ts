// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { createPrefetcher, shouldPrefetch } from './prefetch'

describe('link prefetch (docs/product.md §9)', () => {
  it('is skipped on 2g and when data saving is on', () => {
    expect(shouldPrefetch(undefined)).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false)
  })

  it('loads the lazy routes of a path once', async () => {
    const layout = vi.fn(async () => ({}))
    const screen = vi.fn(async () => ({}))
    const routes = [{ path: '/', lazy: layout, children: [{ path: 'transfer', lazy: screen }] }]
    const prefetch = createPrefetcher(routes, () => ({ effectiveType: '4g' }))
    prefetch('/transfer?from=home')
    prefetch('/transfer')
    expect(layout).toHaveBeenCalledTimes(1)
    expect(screen).toHaveBeenCalledTimes(1)
  })

  it('loads nothing on a slow connection', () => {
    const screen = vi.fn(async () => ({}))
    createPrefetcher([{ path: '/transfer', lazy: screen }], () => ({ saveData: true }))('/transfer')
    expect(screen).not.toHaveBeenCalled()
  })
})

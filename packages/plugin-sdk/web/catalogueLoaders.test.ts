import { describe, expect, it, vi } from 'vitest'
import { catalogueLoaders, LOCALES } from './index.js'

describe('catalogueLoaders', () => {
  it('gives each language a loader that loads its catalogue on first use only', async () => {
    const load = vi.fn(async (locale: string) => ({ default: { hello: locale } }))
    const loaders = catalogueLoaders(load)
    expect(Object.keys(loaders)).toEqual([...LOCALES])
    expect(load).not.toHaveBeenCalled()
    expect((await loaders.it()).default).toEqual({ hello: 'it' })
    expect(load).toHaveBeenCalledExactlyOnceWith('it')
  })
})

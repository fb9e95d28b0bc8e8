import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, subscribeStored, termsAccepted, writeStored } from './browserStorage'

describe('browser storage (docs/product.md §3)', () => {
  it('remembers the terms acceptance', () => {
    expect(termsAccepted.get()).toBe(false)
    termsAccepted.set(true)
    expect(localStorage.getItem(STORAGE_KEYS.termsAccepted)).toBe('true')
    expect(termsAccepted.get()).toBe(true)
    termsAccepted.set(false)
    expect(localStorage.getItem(STORAGE_KEYS.termsAccepted)).toBeNull()
  })

  it('tells subscribers when a value changes, until they leave', () => {
    const listener = vi.fn()
    const leave = subscribeStored(listener)
    writeStored(STORAGE_KEYS.colorMode, 'dark')
    expect(listener).toHaveBeenCalledTimes(1)
    leave()
    writeStored(STORAGE_KEYS.colorMode, 'light')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

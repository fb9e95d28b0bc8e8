import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from './browserStorage'
import { useColorMode } from './useColorMode'

describe('useColorMode', () => {
  it('defaults to system, stores an explicit choice and applies it to <html>', () => {
    const { result } = renderHook(() => useColorMode())
    expect(result.current[0]).toBe('system')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    act(() => result.current[1]('dark'))
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    act(() => result.current[1]('light'))
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    act(() => result.current[1]('system'))
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBeNull()
  })

  it('reads the stored choice back (a later visit)', () => {
    localStorage.setItem(STORAGE_KEYS.colorMode, 'dark')
    const { result } = renderHook(() => useColorMode())
    expect(result.current[0]).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })

  it('follows the system setting in system mode', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }))
    renderHook(() => useColorMode())
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })

  it('keeps every reader in step', () => {
    const first = renderHook(() => useColorMode())
    const second = renderHook(() => useColorMode())
    act(() => first.result.current[1]('dark'))
    expect(second.result.current[0]).toBe('dark')
  })
})

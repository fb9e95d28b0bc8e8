import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSelection } from './useSelection.js'

const files = (...ids: string[]) => ids.map((id) => ({ id }))

describe('useSelection', () => {
  it('toggles one item, then all and none', () => {
    const ready = files('1', '2', '3')
    const { result } = renderHook(() => useSelection(ready))
    expect(result.current.selected.size).toBe(0)
    expect(result.current.allSelected).toBe(false)
    act(() => result.current.toggle('2'))
    expect([...result.current.selected]).toEqual(['2'])
    act(() => result.current.toggleAll())
    expect([...result.current.selected].sort()).toEqual(['1', '2', '3'])
    expect(result.current.allSelected).toBe(true)
    act(() => result.current.toggle('1'))
    expect(result.current.allSelected).toBe(false)
    act(() => result.current.toggleAll())
    expect(result.current.selected.size).toBe(3)
    act(() => result.current.toggleAll())
    expect(result.current.selected.size).toBe(0)
  })

  it('drops an item that can no longer be picked, and is never "all" with nothing to pick', () => {
    const { result, rerender } = renderHook(({ ready }) => useSelection(ready), { initialProps: { ready: files('1', '2') } })
    act(() => result.current.toggleAll())
    rerender({ ready: files('2', '3') })
    expect([...result.current.selected]).toEqual(['2'])
    expect(result.current.allSelected).toBe(false)
    rerender({ ready: files() })
    expect(result.current.selected.size).toBe(0)
    expect(result.current.allSelected).toBe(false)
  })
})

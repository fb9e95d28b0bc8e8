import { act, render, renderHook, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SelectAll, useSelection } from './selection.js'

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

describe('SelectAll', () => {
  it('selects all and none of a list, and says how many are selected', async () => {
    function List() {
      const { selected, allSelected, toggleAll } = useSelection(files('1', '2'))
      return <SelectAll allSelected={allSelected} onToggle={toggleAll} label="All" status={`${selected.size} selected`} />
    }
    render(<List />)
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'All' })
    await userEvent.click(box)
    expect(box.checked).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('2 selected')
    await userEvent.click(box)
    expect(box.checked).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('0 selected')
  })

  it('can be disabled, when nothing can be picked', () => {
    render(<SelectAll allSelected={false} onToggle={() => {}} label="All" status="0 selected" disabled />)
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'All' }).disabled).toBe(true)
  })
})

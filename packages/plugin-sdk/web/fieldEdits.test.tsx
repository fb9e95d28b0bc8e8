import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFieldEdits } from './fieldEdits.js'

describe('useFieldEdits', () => {
  it('hides the error of a field changed since the submit, until the next submit', () => {
    const { result } = renderHook(() => useFieldEdits())
    const errors = { files: 'Add at least one file', email: 'Required field' }
    expect(result.current.visible(errors)).toEqual(errors)
    act(() => result.current.edit('files'))
    expect(result.current.visible(errors)).toEqual({ email: 'Required field' })
    act(() => result.current.submitted())
    expect(result.current.visible(errors)).toEqual(errors)
  })
})

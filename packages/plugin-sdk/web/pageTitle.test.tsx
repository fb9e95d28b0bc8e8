import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pageTitle, usePageTitle } from './pageTitle.js'

function Titled({ title }: { title: string | null }) {
  usePageTitle(title)
  return null
}

describe('page titles', () => {
  it('name the screen first, then the product', () => {
    expect(pageTitle('Transfers')).toBe('Transfers · Sceau')
    expect(pageTitle(null)).toBe('Sceau')
  })

  it('follow the screen shown', () => {
    const { rerender } = render(<Titled title="Transfers" />)
    expect(document.title).toBe('Transfers · Sceau')
    rerender(<Titled title="Mes dépôts" />)
    expect(document.title).toBe('Mes dépôts · Sceau')
  })
})

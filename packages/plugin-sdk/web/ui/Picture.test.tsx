import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Picture } from './Picture.js'

describe('Picture', () => {
  it('shows the image while it loads, and the fallback instead of a broken image once it fails', () => {
    const { container, rerender } = render(<Picture src="/logo.png" alt="Atelier" fallback={<span>AT</span>} />)
    const image = screen.getByRole('img', { name: 'Atelier' })
    expect(screen.queryByText('AT')).toBeNull()
    fireEvent.error(image)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('AT')).toBeTruthy()
    // Another address is tried again.
    rerender(<Picture src="/logo-2.png" alt="Atelier" fallback={<span>AT</span>} />)
    expect(screen.getByRole('img', { name: 'Atelier' }).getAttribute('src')).toBe('/logo-2.png')
  })

  it('shows nothing when it fails without a fallback', () => {
    const { container } = render(<Picture src="/missing.png" alt="" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.innerHTML).toBe('')
  })
})

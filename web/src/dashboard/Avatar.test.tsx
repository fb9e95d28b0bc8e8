import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '@sceau/api-client'
import { Avatar } from './Avatar'

const ada = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org', avatarUrl: '/api/v2/users/me/avatar?v=1' } as CurrentUser

describe('Avatar', () => {
  it('shows the picture, and the initials instead of a broken image when it cannot be loaded', () => {
    const { container } = render(<Avatar user={ada} />)
    const picture = container.querySelector('img')!
    expect(picture.getAttribute('src')).toBe('/api/v2/users/me/avatar?v=1')
    fireEvent.error(picture)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('AL')).toBeTruthy()
  })

  it('shows the initials when there is no picture', () => {
    render(<Avatar user={{ ...ada, avatarUrl: null }} />)
    expect(screen.getByText('AL')).toBeTruthy()
  })
})

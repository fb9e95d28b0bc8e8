import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { member, renderApp, reply } from '../test/renderApp'

describe('welcome dialog', () => {
  it('greets a first login and keeps the dismissal through the API', async () => {
    let patched: unknown
    const { user } = await renderApp('/en/app/support', {
      api: {
        'GET /users/me': reply(200, { ...member, welcomeDismissed: false }),
        'PATCH /users/me': async (request) => {
          patched = await request.json()
          return reply(200, { ...member, welcomeDismissed: true })
        },
      },
    })
    expect(await screen.findByRole('dialog', { name: 'Welcome to Sceau, Ada!' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Let’s go' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(patched).toEqual({ welcomeDismissed: true })
  })

  it('stays closed once dismissed', async () => {
    await renderApp('/en/app/support', { api: { 'GET /users/me': reply(200, { ...member, welcomeDismissed: true }) } })
    expect(await screen.findByRole('heading', { name: 'Help' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

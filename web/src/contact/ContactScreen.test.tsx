import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, reply } from '../test/renderApp'

const anonymous = { 'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }) }

describe('public contact form', () => {
  it('is what the top bar’s Contact opens; a visitor writes with a name and an address checked first', async () => {
    let sent: unknown
    const { user, router } = await renderApp('/en', {
      api: {
        ...anonymous,
        'POST /support/contact': async (request) => {
          sent = await request.json()
          return reply(202, { sent: true })
        },
      },
    })
    const bar = within(await screen.findByRole('navigation', { name: 'Site navigation' }))
    await user.click(bar.getByRole('link', { name: 'Contact' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/contact'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy()
    await user.type(screen.getByLabelText('Your email address'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(screen.getAllByText('Required field')).toHaveLength(3)
    expect(sent).toBeUndefined()
    await user.type(screen.getByLabelText('Your name'), 'Lola Ruiz')
    await user.clear(screen.getByLabelText('Your email address'))
    await user.type(screen.getByLabelText('Your email address'), 'lola@example.org')
    await user.type(screen.getByLabelText('Subject'), 'Pricing')
    await user.type(screen.getByLabelText('Message'), 'Do you invoice yearly?')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('We will answer you at lola@example.org.')).toBeTruthy()
    expect(sent).toEqual({ name: 'Lola Ruiz', email: 'lola@example.org', subject: 'Pricing', message: 'Do you invoice yearly?' })
  })

  it('the public pages show no link to a page nobody serves (blog, status, partners, social unset)', async () => {
    await renderApp('/en', { api: anonymous })
    await screen.findByRole('navigation', { name: 'Site navigation' })
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    for (const unset of ['/blog', '/partenaires', '/reseaux']) expect(links).not.toContain(unset)
    for (const label of ['Blog', 'Become a partner']) expect(screen.queryByRole('link', { name: label })).toBeNull()
    // The status page is the app's own.
    expect(screen.getByRole('link', { name: 'Service status' }).getAttribute('href')).toBe('/en/status')
  })
})

/* The consignment plugin's embed page in the real app. */
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, reply } from './test/renderApp'

const anonymous = { 'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }) }

describe('embed page', () => {
  it('without a deposit id explains what the page is for instead of showing a blank page, and loads no widget', async () => {
    await renderApp('/en/embed/consignment', { api: anonymous })
    expect(await screen.findByRole('heading', { name: 'No deposit given' })).toBeTruthy()
    expect(screen.getByText(/ends with the deposit’s integration token/)).toBeTruthy()
    expect(document.querySelector('script[src="/api/v2/consignment/widget.js"]')).toBeNull()
  })

  it('with an id renders the deposit badge', async () => {
    await renderApp('/embed/consignment/AbC123', { api: anonymous })
    await waitFor(() => expect(document.querySelector('sceau-deposit')?.getAttribute('deposit')).toBe('AbC123'))
  })
})

/* The consignment plugin's screens in the real app: the embed page, the new deposit form. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { member as baseMember, renderApp, reply } from './test/renderApp'

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

describe('new deposit form', () => {
  it('picks files with a button-styled label like the app’s other file pickers, not the browser’s bare input', async () => {
    const member = { ...baseMember, permissions: {} }
    await renderApp('/en/app/consignments/new', {
      api: { 'GET /users/me': reply(200, member), 'GET /consignment/third-party-request': reply(200, { status: 'none' }) },
    })
    // The screen loads lazily: on a busy machine that takes more than Testing Library's default second.
    const input = (await screen.findByLabelText('Choose the files to deposit', {}, { timeout: 15_000 })) as HTMLInputElement
    expect(input.type).toBe('file')
    expect(input.className).toContain('sr-only')
    expect(input.closest('label')?.className).toContain('btn-secondary')
  }, 30_000)

  it('the third-party option is requested only after saying what it costs and a confirmation; cancelling sends nothing', async () => {
    const member = { ...baseMember, permissions: {} }
    const sent: string[] = []
    await renderApp('/en/app/consignments/new', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /consignment/third-party-request': reply(200, { status: 'none', allowed: false, canRequest: true }),
        'POST /consignment/third-party-request': (request: Request) => {
          sent.push(request.url)
          return reply(201, { status: 'pending', allowed: false, canRequest: true })
        },
      },
    })
    const ask = await screen.findByRole('button', { name: 'Request the third-party option' }, { timeout: 15_000 })
    fireEvent.click(ask)
    const question = screen.getByRole('group', { name: /The request is free/ })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(sent).toHaveLength(0)
    expect(question.isConnected).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Request the third-party option' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }))
    expect(await screen.findByText('Your third-party deposit request is being reviewed.')).toBeTruthy()
    expect(sent).toHaveLength(1)
  }, 30_000)
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { member, renderApp, reply } from '../test/renderApp'

describe('support', () => {
  it('shows the FAQ and sends the contact form, fields required', async () => {
    let sent: unknown
    const { user } = await renderApp('/en/app/support', {
      api: {
        'GET /users/me': reply(200, member),
        'POST /support/messages': async (request) => {
          sent = await request.json()
          return reply(202, { sent: true })
        },
      },
    })
    expect(await screen.findByText('How large can a transfer be?')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getAllByText('Required field')).toHaveLength(2)
    await user.type(screen.getByLabelText('Subject'), 'Invoice')
    await user.type(screen.getByLabelText('Message'), 'Where is my invoice?')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Message sent')).toBeTruthy()
    expect(sent).toEqual({ subject: 'Invoice', message: 'Where is my invoice?' })
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('')
  })
})

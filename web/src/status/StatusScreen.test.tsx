import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp, reply } from '../test/renderApp'

const anonymous = { 'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }) }

describe('services status page', () => {
  it('shows each component’s state from the readiness checks, translated', async () => {
    await renderApp('/status', {
      api: {
        ...anonymous,
        'GET /status': reply(200, {
          status: 'degraded',
          components: [
            { name: 'web', state: 'operational' },
            { name: 'database', state: 'operational' },
            { name: 'mail', state: 'degraded' },
          ],
          checkedAt: '2026-11-24T10:00:00.000Z',
        }),
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'État des services' })).toBeTruthy()
    expect((await screen.findByText('Certains services sont ralentis ou en attente.')).getAttribute('role')).toBe('status')
    const mail = screen.getByText('Envoi des e-mails').closest('li')!
    expect(within(mail).getByText('Dégradé')).toBeTruthy()
    expect(within(screen.getByText('Base de données').closest('li')!).getByText('Opérationnel')).toBeTruthy()
  })

  it('says so when the service does not answer', async () => {
    await renderApp('/en/status', { api: { ...anonymous, 'GET /status': reply(503, { error: { code: 'E_DOWN', message: 'down' } }) } })
    expect(await screen.findByText('The service is not answering right now.')).toBeTruthy()
  })
})

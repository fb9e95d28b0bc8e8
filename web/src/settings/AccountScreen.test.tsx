import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { admin, member, renderApp, reply } from '../test/renderApp'

const settingsApi = {
  'GET /users/organizations': reply(200, [{ id: 'o1', name: 'Atelier', role: 'admin', personal: true, isActive: true }]),
  'GET /users/me/invitations': reply(200, {
    invitations: [
      {
        id: 'i1',
        email: 'ada@example.org',
        organization: { id: 'o9', name: 'Cabinet', logoUrl: null },
        invitedBy: null,
        sentAt: '2026-03-02T10:00:00Z',
        expiresAt: '',
      },
    ],
  }),
}

describe('settings', () => {
  it('General: refuses a picture of another type before upload, answers an invitation, lists organisations with the role', async () => {
    const { user, requests } = await renderApp('/en/app/account', {
      api: {
        ...settingsApi,
        'GET /users/me': reply(200, { ...member, initials: 'AL' }),
        'POST /users/me/invitations/i1/accept': reply(200, { organization: { id: 'o9', name: 'Cabinet' } }),
      },
    })
    expect(await screen.findByLabelText('Your initials')).toBeTruthy()
    const picker = screen.getByLabelText('Choose an image') as HTMLInputElement
    fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } })
    expect(screen.getByText(/This file is not an accepted image/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save the picture' })).toBeNull()

    const organisations = await screen.findByRole('region', { name: 'My organizations' })
    expect(await within(organisations).findByText('Administrator')).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('Invitation accepted')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/users/me/invitations/i1/accept'))).toBe(true)
  })

  it('Paid plan: members are told that administrators manage the subscription', async () => {
    await renderApp('/en/app/account?tab=subscription', { api: { ...settingsApi, 'GET /users/me': reply(200, member) } })
    expect(await screen.findByText('Managed by your administrators')).toBeTruthy()
  })

  it('Customisation: the "not allowed by subscription" notice and disabled controls without the settings permission', async () => {
    await renderApp('/en/app/account?tab=customisation', {
      api: {
        'GET /users/me': reply(200, { ...admin, permissions: { admin: true, organization: { nbMember: 0, settings: false } } }),
        'GET /organizations/o1/customisation': reply(200, {
          allowed: false,
          logoUrl: null,
          downloadBackgroundUrl: null,
          sendBackgroundUrl: null,
          mainColor: null,
        }),
      },
    })
    expect(await screen.findByText('Not included in your subscription')).toBeTruthy()
    expect((screen.getByLabelText('Color (#rrggbb)') as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByRole('link', { name: 'Download the background template' }).getAttribute('href')).toBe('/customisation-template.svg')
  })

  it('Integrations: a new access token is shown once with a copy button, then listed', async () => {
    let tokens: unknown[] = []
    const { user } = await renderApp('/en/app/account?tab=integrations', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /users/me/tokens': () => reply(200, { tokens }),
        'POST /users/me/tokens': () => {
          tokens = [{ id: 't1', name: 'Laptop', createdAt: '2026-03-02T10:00:00Z', lastUsedAt: null, expiresAt: null }]
          return reply(201, { ...(tokens[0] as object), value: 'sct_secret' })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Create a token' }))
    expect(screen.getByText('Required field')).toBeTruthy()
    await user.type(screen.getByLabelText('Name'), 'Laptop')
    await user.click(screen.getByRole('button', { name: 'Create a token' }))
    expect(await screen.findByText('sct_secret')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Laptop')).toBeTruthy())
    expect(screen.queryByRole('region', { name: 'Organization API keys' })).toBeNull()
  })

  it('Integrations: a new API key may deposit and read and holds the plan’s permissions unless unchecked; the form says what a deploy key needs', async () => {
    const { user, requests } = await renderApp('/en/app/account?tab=integrations', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /users/me/tokens': reply(200, { tokens: [] }),
        'GET /organizations/o1/api-keys': reply(200, {
          allowed: true,
          availablePermissions: { capsule: true, webProof: true, gitCloning: true, api: false },
          keys: [],
        }),
        'POST /organizations/o1/api-keys': reply(201, {
          id: 'k1',
          name: 'CI',
          publicKey: 'sck_1',
          secret: 'scs_1',
          permissions: {},
          scopes: [],
          createdAt: '',
          lastUsedAt: null,
        }),
      },
    })
    const keys = await screen.findByRole('region', { name: 'Organization API keys' })
    expect(within(keys).getByText('A key for the deployment action needs the “Deposit” scope and the “Repository deposits” permission.')).toBeTruthy()
    const box = (name: string) => within(keys).getByRole('checkbox', { name }) as HTMLInputElement
    await waitFor(() => expect(box('Repository deposits (deployment action)').checked).toBe(true))
    expect(box('Deposit (deposits and their file uploads)').checked).toBe(true)
    expect(box("Read the organization's deposits and transfers").checked).toBe(true)
    expect(box('Send transfers').checked).toBe(false)
    await user.click(box('Extension captures'))
    await user.type(within(keys).getByLabelText('Name'), 'CI')
    await user.click(within(keys).getByRole('button', { name: 'Create a key' }))
    expect(await within(keys).findByText('scs_1')).toBeTruthy()
    const sent = requests.find((request) => request.method === 'POST' && request.url.endsWith('/organizations/o1/api-keys'))!
    expect(await sent.json()).toEqual({
      name: 'CI',
      permissions: { capsule: false, webProof: true, gitCloning: true, api: false },
      scopes: ['deposit', 'read'],
    })
  })

  it('Password: the change can revoke the personal access tokens in the same step', async () => {
    const { user, requests } = await renderApp('/en/app/account', {
      api: { ...settingsApi, 'GET /users/me': reply(200, member), 'PUT /users/me/password': reply(204) },
    })
    const current = await screen.findByLabelText('Current password')
    const form = within(current.closest('form')!)
    await user.type(current, 'Correct-horse-9')
    await user.type(form.getByLabelText('Password', { selector: 'input' }), 'Battery-staple-42')
    await user.type(form.getByLabelText('Confirm the password'), 'Battery-staple-42')
    await user.click(form.getByRole('checkbox', { name: 'Also revoke my personal access tokens (extension, CLI)' }))
    await user.click(form.getByRole('button', { name: 'Change the password' }))
    expect(await screen.findByText('Password changed')).toBeTruthy()
    const sent = requests.find((request) => request.method === 'PUT' && request.url.endsWith('/users/me/password'))!
    expect(await sent.clone().json()).toMatchObject({ currentPassword: 'Correct-horse-9', revokeAccessTokens: true })
  })

  it('General: an administrator sets the proof-of-delivery retention period within its bounds', async () => {
    const privacy = { deliveryRetentionDays: 365, defaultDays: 365, minDays: 30, maxDays: 3650 }
    const { user, requests } = await renderApp('/en/app/account', {
      api: {
        ...settingsApi,
        'GET /users/me': reply(200, admin),
        'GET /organizations/o1/privacy': reply(200, privacy),
        'PATCH /organizations/o1/privacy': reply(200, { ...privacy, deliveryRetentionDays: 90 }),
      },
    })
    const section = await screen.findByRole('region', { name: 'Proof of delivery: retention' })
    const field = (await within(section).findByLabelText('Keep recipients’ network information for (days)')) as HTMLInputElement
    expect(field.value).toBe('365')
    expect(within(section).getByText('From 30 to 3650 days; 365 by default.')).toBeTruthy()
    await user.clear(field)
    await user.type(field, '10')
    await user.click(within(section).getByRole('button', { name: 'Save' }))
    expect(await within(section).findByText('Enter a whole number of days from 30 to 3650.')).toBeTruthy()
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false)
    await user.clear(field)
    await user.type(field, '90')
    await user.click(within(section).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Retention period saved')).toBeTruthy()
    const sent = requests.find((request) => request.method === 'PATCH' && request.url.endsWith('/organizations/o1/privacy'))!
    expect(await sent.clone().json()).toEqual({ deliveryRetentionDays: 90 })
  })

  it('General: a member does not see the retention period', async () => {
    await renderApp('/en/app/account', { api: { ...settingsApi, 'GET /users/me': reply(200, member) } })
    expect(await screen.findByLabelText('Your initials')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Proof of delivery: retention' })).toBeNull()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { admin, member, renderApp, reply } from '../test/renderApp'

const adminWith = (nbMember: number, settings = false) => ({ ...admin, permissions: { admin: true, organization: { nbMember, settings } } })
const membersAnswer = (allowed: boolean) => ({
  allowed,
  memberLimit: 6,
  remainingMembers: 3,
  availableRights: ['transfer.password', 'addressBook'],
  members: [
    { id: 'm1', userId: 'u2', firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.org', role: 'admin', rights: {}, owner: true, joinedAt: '' },
    {
      id: 'm2',
      userId: 'u3',
      firstname: 'Alan',
      lastname: 'Turing',
      email: 'alan@example.org',
      role: 'member',
      rights: { addressBook: false },
      owner: false,
      joinedAt: '',
    },
  ],
})

describe('members screen', () => {
  it('shows the remaining additional members, edits a member’s rights and invites by e-mail', async () => {
    const bodies: Record<string, unknown>[] = []
    const { user } = await renderApp('/en/app/members', {
      api: {
        'GET /users/me': reply(200, adminWith(5)),
        'GET /organizations/o1/members': reply(200, membersAnswer(true)),
        'GET /organizations/o1/invitations': reply(200, {
          invitations: [{ id: 'i1', email: 'ada@example.org', sentAt: '2026-03-02T10:00:00Z', expiresAt: '' }],
        }),
        'PATCH /organizations/o1/members/u3': async (request) => {
          bodies.push(await request.json())
          return reply(200, {})
        },
        'POST /organizations/o1/invitations': async (request) => {
          bodies.push(await request.json())
          return reply(201, { id: 'i2', email: 'linus@example.org', sentAt: '', expiresAt: '' })
        },
      },
    })
    expect(await screen.findByText('3 remaining additional members')).toBeTruthy()
    // One meaning of "additional member" (a person besides the administrator): the plan's 5 are 6 people with you.
    expect(screen.getByText('3 remaining additional members').parentElement!.textContent).toContain('Up to 6 people: you and 5 additional members')
    const alan = screen.getByRole('listitem', { name: 'Alan Turing' })
    const addressBook = within(alan).getByRole('checkbox', { name: 'Address book' })
    expect((addressBook as HTMLInputElement).checked).toBe(false)
    await user.click(addressBook)
    await waitFor(() => expect(bodies).toEqual([{ rights: { addressBook: true } }]))
    expect(await screen.findByText('Member saved')).toBeTruthy()
    expect(within(screen.getByRole('listitem', { name: 'Grace Hopper' })).queryByRole('checkbox')).toBeNull()
    // The owner keeps their role; another member can be made an administrator.
    expect(within(screen.getByRole('listitem', { name: 'Grace Hopper' })).queryByRole('combobox')).toBeNull()
    await user.selectOptions(within(alan).getByRole('combobox', { name: 'Role of Alan Turing' }), 'admin')
    await waitFor(() => expect(bodies[1]).toEqual({ role: 'admin' }))
    expect(screen.getByRole('cell', { name: 'Mar 2, 2026' })).toBeTruthy()

    await user.type(screen.getByLabelText('Email address to invite'), 'linus@')
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    await user.type(screen.getByLabelText('Email address to invite'), 'example.org')
    await user.click(screen.getByRole('button', { name: 'Invite' }))
    expect(await screen.findByText('Invitation sent to linus@example.org')).toBeTruthy()
    expect(bodies[2]).toEqual({ email: 'linus@example.org' })
  })

  it('shows the "not allowed by subscription" notice and no invitation form on a plan without members', async () => {
    await renderApp('/en/app/members', {
      api: { 'GET /users/me': reply(200, adminWith(0)), 'GET /organizations/o1/members': reply(200, membersAnswer(false)) },
    })
    expect(await screen.findByText('Not included in your subscription')).toBeTruthy()
    expect(screen.queryByLabelText('Email address to invite')).toBeNull()
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true)
  })

  it('tells ordinary members the screen is for administrators', async () => {
    await renderApp('/en/app/members', { api: { 'GET /users/me': reply(200, member) } })
    expect(await screen.findByText('Only the organization’s administrators can manage its members.')).toBeTruthy()
  })
})

describe('spaces and the organisation switch', () => {
  const organisations = [
    { id: 'o1', name: 'Atelier', role: 'admin', personal: true, isActive: true },
    { id: 'o2', name: 'Cabinet Hopper', role: 'member', personal: false, isActive: false },
  ]

  it('creates an organisation, then reloads the user (menus and switcher follow)', async () => {
    let meCalls = 0
    const { user } = await renderApp('/en/app/spaces', {
      api: {
        'GET /users/me': () => reply(200, ++meCalls === 1 ? { ...admin, organizations: [admin.organizations[0]] } : admin),
        'GET /users/organizations': reply(200, organisations),
        'POST /organizations': reply(201, { id: 'o3', name: 'Studio' }),
      },
    })
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).queryByRole('button', { name: /^Switch organization/ })).toBeNull()
    await user.type(screen.getByLabelText('Name of the new organization'), 'Studio')
    await user.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Organization Studio created')).toBeTruthy()
    await waitFor(() => expect(within(nav).getByRole('button', { name: /^Switch organization/ })).toBeTruthy())
  })

  it('switches from the list, and says "Organization change failed" when refused', async () => {
    const { user } = await renderApp('/en/app/spaces', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /users/organizations': reply(200, organisations),
        'POST /users/organizations/o2/active': reply(403, { error: { code: 'E_ORGANIZATION_CHANGE_FAILED', message: 'Organization change failed' } }),
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Switch to Cabinet Hopper' }))
    // The toast's title, and the API's translated reason under it.
    expect(await screen.findAllByText('Organization change failed')).toHaveLength(2)
  })
})

/* The transfer detail offers only what the API lets the user do (canActOnTransfer, docs/product.md §6): its creator and the administrators act, a password needs the right. */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { admin, member, renderApp, reply } from './test/renderApp'

const detail = (creatorId: string | null, proofOfDelivery = false) => ({
  id: '7',
  type: 'send',
  mode: 'email',
  status: 'active',
  title: 'Plans',
  message: null,
  recipients: ['bob@example.org'],
  fileCount: 1,
  bytes: 1024,
  sentAt: '2026-11-24T10:00:00.000Z',
  expireAt: '2026-12-01T10:00:00.000Z',
  protected: true,
  downloads: 0,
  link: null,
  sender: 'ada@example.org',
  creatorId,
  firstDownloadedAt: null,
  proofOfDelivery,
  history: [],
  files: [{ id: '1', path: 'rez.pdf', name: 'rez.pdf', size: 1024, mime: 'application/pdf', state: 'ready', sha256: 'a'.repeat(64) }],
})

async function open(user: object, creatorId: string | null) {
  await renderApp('/en/app/transfers/7', { api: { 'GET /users/me': reply(200, user), 'GET /transfer/transfers/7': reply(200, detail(creatorId)) } })
  await screen.findByRole('heading', { level: 1, name: 'Plans' })
}

const button = (name: string) => screen.queryByRole('button', { name })

describe('transfer detail: the actions offered follow the member rights', () => {
  it('links the proof of delivery once the transfer has one, and not before', async () => {
    await renderApp('/app/transfers/7', { api: { 'GET /users/me': reply(200, member), 'GET /transfer/transfers/7': reply(200, detail('u1', true)) } })
    const link = await screen.findByRole('link', { name: 'Preuve de remise' })
    expect(link.getAttribute('href')).toBe('/api/v2/transfer/transfers/7/proof-of-delivery')
  })

  it('offers no proof-of-delivery link for a transfer without one', async () => {
    await open(member, 'u1')
    expect(screen.queryByRole('link', { name: 'Proof of delivery' })).toBeNull()
  })

  it('its creator without the password right resends and deletes, but neither removes nor changes the password', async () => {
    await open(member, 'u1')
    expect(button('Resend the email')).toBeTruthy()
    expect(button('Delete the transfer')).toBeTruthy()
    expect(button('Delete')).toBeTruthy()
    expect(button('Remove the password')).toBeNull()
    expect(screen.queryByLabelText('New password')).toBeNull()
  })

  it('its creator with the password right changes and removes it', async () => {
    await open({ ...member, permissions: { transfer: { password: true } } }, 'u1')
    expect(button('Remove the password')).toBeTruthy()
    expect(screen.getByLabelText('New password')).toBeTruthy()
  })

  it('an administrator acts on a member’s transfer (the password still needs the right)', async () => {
    await open(admin, 'u1')
    expect(button('Resend the email')).toBeTruthy()
    expect(button('Delete the transfer')).toBeTruthy()
    expect(button('Remove the password')).toBeNull()
  })

  it('a member who is not its creator is offered nothing', async () => {
    await open({ ...member, permissions: { transfer: { password: true } } }, 'u9')
    for (const name of ['Resend the email', 'Delete the transfer', 'Delete', 'Remove the password']) expect(button(name), name).toBeNull()
    expect(screen.queryByLabelText('New password')).toBeNull()
  })
})

/* The consignment plugin's card payment of a deposit that credits do not cover (ADR 0006 §8): "Pay now" and the redirect after creating it. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { externalPage } from '@sceau/plugin-sdk/web/hooks'
import { depositDetail } from '../test/fixtures'
import { admin, member as baseMember, renderApp, reply } from '../test/renderApp'

const member = { ...baseMember, permissions: { consignment: { active: true } } }

const deposit = {
  ...depositDetail({
    id: 'd1',
    number: null,
    title: 'Plans',
    state: 'payment_pending',
    fileName: 'plans.pdf',
    bytes: 10,
    hashOnly: true,
    createdAt: '2026-03-02T10:00:00Z',
    depositedAt: null,
    expiresAt: null,
    integrationToken: 'tok',
    price: { totalCents: 400, baseCents: 400, status: 'pending', method: null },
    files: [],
    paymentUrl: 'https://checkout.example/deposit',
  }),
  // Kept as this test has always sent it (not one of the AnchorState values).
  anchor: 'none',
}

afterEach(() => vi.restoreAllMocks())

describe('deposit payment', () => {
  it('a deposit waiting for its payment offers "Pay now", which opens the provider’s page', async () => {
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => {})
    const { user } = await renderApp('/en/app/consignments/d1', {
      api: { 'GET /users/me': reply(200, member), 'GET /consignment/deposits/d1': reply(200, deposit) },
    })
    await user.click(await screen.findByRole('button', { name: 'Pay now' }))
    expect(open).toHaveBeenCalledWith('https://checkout.example/deposit')
  })

  it('while the billing information is missing there is no "Pay now": an administrator is sent to fill it in, a member to ask', async () => {
    const waiting = { ...deposit, paymentUrl: null, paymentNeeds: 'billingInfo' }
    await renderApp('/en/app/consignments/d1', {
      api: { 'GET /users/me': reply(200, admin), 'GET /consignment/deposits/d1': reply(200, waiting) },
    })
    const card = await screen.findByRole('region', { name: 'Payment pending' })
    expect(card.textContent).toContain(
      'This payment is invoiced: save the organization’s billing information (name and address on the invoice) first; it is asked once.'
    )
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Fill in the billing information' }).getAttribute('href')).toBe('/en/app/billing')
  })

  it('a member is told an administrator must save the billing information first', async () => {
    await renderApp('/en/app/consignments/d1', {
      api: { 'GET /users/me': reply(200, member), 'GET /consignment/deposits/d1': reply(200, { ...deposit, paymentUrl: null, paymentNeeds: 'billingInfo' }) },
    })
    const card = await screen.findByRole('region', { name: 'Payment pending' })
    expect(card.textContent).toContain('an administrator of your organization must first save its billing information')
    expect(screen.queryByRole('link', { name: 'Fill in the billing information' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
  })

  it('no "Pay now" once the deposit is paid', async () => {
    await renderApp('/en/app/consignments/d1', {
      api: { 'GET /users/me': reply(200, member), 'GET /consignment/deposits/d1': reply(200, { ...deposit, state: 'protected', paymentUrl: null }) },
    })
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
  })

  it('a new deposit whose answer has a payment address goes to it', async () => {
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => {})
    const { user } = await renderApp('/en/app/consignments/new', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /consignment/third-party-request': reply(200, { status: 'none' }),
        'POST /consignment/deposits': reply(201, { deposit, upload: null }),
      },
    })
    const input = (await screen.findByLabelText('Choose the files to deposit')) as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['plans'], 'plans.pdf', { type: 'application/pdf' })] } })
    await user.click(screen.getByLabelText(/Deposit the fingerprint only/))
    await user.type(screen.getByLabelText('Title'), 'Plans')
    await user.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.example/deposit'))
  })
})

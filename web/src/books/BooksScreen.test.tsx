import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { admin, member, renderApp, reply } from '../test/renderApp'

const contact = { id: 'c1', firstname: 'Bob', lastname: 'Martin', email: 'bob@example.org', createdAt: '', updatedAt: '' }
const page = (data: unknown[], currentPage = 1, lastPage = 1) => reply(200, { data, meta: { total: data.length, perPage: 20, currentPage, lastPage } })

describe('address book', () => {
  it('lists, searches on the server, pages, and edits a contact with the duplicate message on the field', async () => {
    const searches: string[] = []
    const { user } = await renderApp('/en/app/books', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /organizations/o1/contacts': (request) => {
          const url = new URL(request.url)
          searches.push(url.search)
          return page([contact], Number(url.searchParams.get('page') ?? 1), 2)
        },
        'PATCH /organizations/o1/contacts/c1': () =>
          reply(409, {
            error: {
              code: 'E_CONTACT_EXISTS',
              message: 'This Email Address Already Exists in Your Contacts',
              fields: { email: 'This Email Address Already Exists in Your Contacts' },
            },
          }),
      },
    })
    expect(await screen.findByRole('cell', { name: 'bob@example.org' })).toBeTruthy()
    expect(screen.getByText('Page 1 of 2 · 1 contact')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(searches.at(-1)).toBe('?page=2&perPage=20'))
    await user.type(screen.getByRole('searchbox', { name: 'Search a contact' }), 'bob')
    await waitFor(() => expect(searches.at(-1)).toBe('?search=bob&page=1&perPage=20'))

    await user.click(await screen.findByRole('button', { name: 'Edit bob@example.org' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit the contact' })
    const email = within(dialog).getByLabelText('Email address')
    await user.clear(email)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Please enter an email address')).toBeTruthy()
    await user.type(email, 'alice@example.org')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('This Email Address Already Exists in Your Contacts')).toBeTruthy()
  })

  it('names the administrators to ask, to a member; leads a free administrator to the upgrade page', async () => {
    const refused = reply(403, { error: { code: 'E_NOT_ALLOWED_BY_SUBSCRIPTION', message: 'Not allowed by your subscription' } })
    const named = { ...member, organization: { ...member.organization, administrators: ['Grace Hopper'] } }
    const first = await renderApp('/en/app/books', { api: { 'GET /users/me': reply(200, named), 'GET /organizations/o1/contacts': refused } })
    expect(await screen.findByText('Ask your administrator (Grace Hopper) to upgrade to the paid plan.')).toBeTruthy()
    first.view.unmount()
    const freeAdmin = { ...member, permissions: { admin: true }, organization: { ...member.organization, subscription: { isPremium: false } } }
    await renderApp('/en/app/books', { api: { 'GET /users/me': reply(200, freeAdmin), 'GET /organizations/o1/contacts': refused } })
    expect((await screen.findByRole('link', { name: 'Upgrade to the paid plan' })).getAttribute('href')).toBe('/en/subscribe')
  })

  it('shows the "not allowed by subscription" notice on the free plan', async () => {
    await renderApp('/en/app/books', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /organizations/o1/contacts': reply(403, { error: { code: 'E_NOT_ALLOWED_BY_SUBSCRIPTION', message: 'Not allowed by your subscription' } }),
      },
    })
    expect(await screen.findByText('Not included in your subscription')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Upgrade to the paid plan' })).toBeNull()
    expect(screen.getByText('Ask an administrator of your organization to upgrade to the paid plan.')).toBeTruthy()
  })
})

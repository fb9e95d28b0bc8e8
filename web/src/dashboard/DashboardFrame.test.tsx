import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { admin, member, renderApp, reply } from '../test/renderApp'

// The inbox the tests land on, empty.
const options = { 'GET /receptions/deliveries': reply(200, { data: [], meta: { total: 0, perPage: 20, currentPage: 1, lastPage: 1 } }) }

async function sidebar(name = 'Main navigation') {
  return within(await screen.findByRole('navigation', { name }))
}

describe('dashboard layout', () => {
  it('builds the member’s menus without the administrator entries', async () => {
    await renderApp('/en/app/receptions', { api: { ...options, 'GET /users/me': reply(200, member) } })
    const nav = await sidebar()
    expect(nav.getByRole('button', { name: 'My transfers' })).toBeTruthy()
    expect(nav.getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBe('page')
    expect(nav.getByRole('link', { name: 'My deposits' }).getAttribute('href')).toBe('/en/app/consignments')
    expect(nav.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/en/app/support')
    for (const adminOnly of ['Incoming page', 'Subscription', 'Integrations', 'Manage my organization']) {
      expect(nav.queryByRole('link', { name: adminOnly })).toBeNull()
    }
    // docs/product.md §6: members see the inbox and SafeLink.
    expect(nav.getByRole('link', { name: 'SafeLink' }).getAttribute('href')).toBe('/en/app/receptions/links')
  })

  it('marks only the closest of nested entries as the current page', async () => {
    await renderApp('/en/app/receptions/links', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /receptions/links': reply(200, { data: [], meta: { total: 0, perPage: 20, currentPage: 1, lastPage: 1 } }),
      },
    })
    const nav = await sidebar()
    expect(nav.getByRole('link', { name: 'SafeLink' }).getAttribute('aria-current')).toBe('page')
    expect(nav.getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBeNull()
    expect(nav.queryByRole('button', { name: /^Switch organization/ })).toBeNull()
  })

  it('opens a group on click', async () => {
    const { user } = await renderApp('/en/app/receptions', { api: { ...options, 'GET /users/me': reply(200, member) } })
    const nav = await sidebar()
    expect(nav.queryByRole('link', { name: 'All transfers' })).toBeNull()
    await user.click(nav.getByRole('button', { name: 'My transfers' }))
    expect(nav.getByRole('link', { name: 'All transfers' }).getAttribute('href')).toBe('/en/app/transfers')
    expect(nav.getByRole('link', { name: 'Address book' }).getAttribute('href')).toBe('/en/app/books')
  })

  it('gives administrators their entries and the organisation switcher', async () => {
    await renderApp('/app/receptions', { api: { ...options, 'GET /users/me': reply(200, admin) } })
    const nav = await sidebar('Navigation principale')
    // docs/product.md §2: the bottom menu's integrations entry, for administrators.
    expect(nav.getByRole('link', { name: 'Intégrations' }).getAttribute('href')).toBe('/app/integrations')
    expect(nav.getByRole('link', { name: 'Page de réception' }).getAttribute('href')).toBe('/app/receptions/pages')
    expect(nav.getByRole('link', { name: 'SafeLink' }).getAttribute('href')).toBe('/app/receptions/links')
    expect(nav.getByRole('link', { name: 'Abonnement' }).getAttribute('href')).toBe('/app/subscriptions')
    expect(nav.getByRole('link', { name: 'Gérer mon organisation' }).getAttribute('href')).toBe('/app/spaces')
    expect(nav.getByRole('button', { name: 'Changer d’organisation Atelier' }).textContent).toContain('Atelier')
  })

  it('switches organisation with the CSRF header, then reloads the user', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2Ben; Path=/'
    let meCalls = 0
    const { user, requests } = await renderApp('/en/app/receptions', {
      api: {
        ...options,
        'GET /users/me': () =>
          reply(
            200,
            ++meCalls === 1
              ? admin
              : {
                  ...admin,
                  organizations: [
                    { ...admin.organizations[0], isActive: false },
                    { ...admin.organizations[1], isActive: true },
                  ],
                }
          ),
        'POST /users/organizations/o2/active': reply(204),
      },
    })
    const nav = await sidebar()
    await user.click(nav.getByRole('button', { name: /^Switch organization/ }))
    await user.click(await screen.findByRole('menuitem', { name: 'Cabinet Hopper' }))
    expect(await screen.findByText('Organization changed')).toBeTruthy()
    const post = requests.find((request) => request.method === 'POST')!
    expect(post.headers.get('x-xsrf-token')).toBe('tok+en')
    await waitFor(() => expect(nav.getByRole('button', { name: /^Switch organization/ }).textContent).toContain('Cabinet Hopper'))
  })

  it('shows who is logged in and logs out to the home page', async () => {
    const { user, router, requests } = await renderApp('/en/app/receptions', {
      api: { ...options, 'GET /users/me': reply(200, member), 'DELETE /users/sessions': reply(204) },
    })
    // The accessible names hold the visible texts (axe label-content-name-mismatch).
    const trigger = await screen.findByRole('button', { name: 'Account menu ada@example.org' })
    expect(trigger.textContent).toContain('ada@example.org')
    expect(trigger.textContent).toContain('AL')
    await user.click(trigger)
    expect((await screen.findByRole('menuitem', { name: 'My account' })).getAttribute('href')).toBe('/en/app/account')
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'))
    expect(requests.some((request) => request.method === 'DELETE' && request.url.endsWith('/users/sessions'))).toBe(true)
  })

  it('warns administrators when the subscription ends soon without renewal', async () => {
    const expireAt = new Date(Date.now() + 5 * 86_400_000 - 60_000).toISOString()
    const ending = { ...admin, organization: { ...admin.organization, subscription: { isPremium: true, expireAt, renew: false } } }
    await renderApp('/en/app/receptions', { api: { ...options, 'GET /users/me': reply(200, ending) } })
    expect(await screen.findByText('Your subscription ends in 5 days and will not be renewed.')).toBeTruthy()
  })

  it('warns administrators when the renewal payment is pending, with a link to settle it on the subscription page', async () => {
    const expireAt = new Date(Date.now() + 3 * 86_400_000 - 60_000).toISOString()
    const ending = { ...admin, organization: { ...admin.organization, subscription: { isPremium: true, expireAt, renew: true } } }
    await renderApp('/en/app/receptions', {
      api: { ...options, 'GET /users/me': reply(200, ending), 'GET /users/organization/payments/waiting/subscription/renew/boolean': reply(200, true) },
    })
    expect(await screen.findByText('Your subscription ends in 3 days unless the pending payment is settled.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Settle the payment' }).getAttribute('href')).toBe('/en/app/subscriptions')
  })

  it('does not show the subscription banner to members', async () => {
    const expireAt = new Date(Date.now() + 5 * 86_400_000).toISOString()
    const ending = { ...member, organization: { ...member.organization, subscription: { isPremium: true, expireAt, renew: false } } }
    await renderApp('/en/app/receptions', { api: { ...options, 'GET /users/me': reply(200, ending) } })
    await sidebar()
    expect(screen.queryByText(/Your subscription ends/)).toBeNull()
  })

  it('promotes the paid plan to free organisations, linking the subscription page, and hides it on request', async () => {
    const free = { ...member, organization: { ...member.organization, subscription: { isPremium: false } } }
    const { user } = await renderApp('/en/app/receptions', { api: { ...options, 'GET /users/me': reply(200, free) } })
    const banner = await screen.findByRole('complementary', { name: 'Upgrade to the paid plan' })
    expect(banner.textContent).toContain('€5 a month')
    expect(within(banner).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/en/app/subscriptions')
    await user.click(within(banner).getByRole('button', { name: 'Hide' }))
    expect(screen.queryByRole('complementary', { name: 'Upgrade to the paid plan' })).toBeNull()
  })

  it('does not promote the plan to a premium organisation', async () => {
    await renderApp('/en/app/receptions', { api: { ...options, 'GET /users/me': reply(200, member) } })
    await sidebar()
    expect(screen.queryByRole('complementary', { name: 'Upgrade to the paid plan' })).toBeNull()
  })

  it('sends /app to the transfers screen', async () => {
    const { router } = await renderApp('/en/app', {
      api: {
        ...options,
        'GET /users/me': reply(200, member),
        'GET /transfer/transfers': reply(200, { data: [], meta: { page: 1, perPage: 20, total: 0, lastPage: 1 } }),
        'GET /transfer/stats': reply(200, { active: 0, expiringSoon: 0, expired: 0, protectedFiles: 0, filesSent: 0, latest: [] }),
      },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/app/transfers'))
  })
})

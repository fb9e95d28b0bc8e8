/* The deposits menu follows the consignment right (docs/product.md §6): every deposit route refuses a member without it, so no menu leads there. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { member, renderApp, reply } from '../test/renderApp'

async function sidebar(user: object) {
  await renderApp('/en/app/support', { api: { 'GET /users/me': reply(200, user) } })
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }))
}

describe('deposits menu', () => {
  it('is shown to a member with the consignment right', async () => {
    const nav = await sidebar(member)
    expect(nav.getByRole('link', { name: 'My deposits' }).getAttribute('href')).toBe('/en/app/consignments')
  })

  it('is not shown to a member whose administrator switched deposits off', async () => {
    const nav = await sidebar({ ...member, permissions: { consignment: { active: false } } })
    expect(nav.getByRole('link', { name: 'Help' })).toBeTruthy()
    expect(nav.queryByRole('link', { name: 'My deposits' })).toBeNull()
  })
})

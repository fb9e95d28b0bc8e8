/* The account, spaces and support screens stand in the SDK's Screen frame like every other screen: one column, the heading, the tab's title. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { member, renderApp, reply } from './test/renderApp'

const SCREENS = [
  { path: '/en/app/account', heading: 'Settings' },
  { path: '/en/app/spaces', heading: 'Manage my organization' },
  { path: '/en/app/support', heading: 'Help' },
] as const

describe('one screen frame', () => {
  for (const { path, heading } of SCREENS) {
    it(`${path} is framed by Screen`, async () => {
      await renderApp(path, { api: { 'GET /users/me': reply(200, member), 'GET /users/organizations': reply(200, member.organizations) } })
      const frame = await screen.findByTestId('screen', {}, { timeout: 4000 })
      const title = within(frame).getByRole('heading', { level: 1 })
      expect(title.textContent).toBe(heading)
      expect(within(frame).getByTestId('screen-header').contains(title)).toBe(true)
      await waitFor(() => expect(document.title).toBe(`${heading} · Sceau`))
    })
  }
})

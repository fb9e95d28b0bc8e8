/* The download page's password card, shared by the app's route and the recipient's light shell. */
import { fireEvent, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { DOWNLOAD_TOKEN, downloadView } from './fixtures'
import { reply } from './renderApp'

const PASSWORD = 'Open-Sesame-1'

/** The locked transfer's answers: the view without files until the unlock's access token comes back with the request. */
export function lockedDownloadApi() {
  let unlocked = false
  return {
    [`GET /transfer/downloads/${DOWNLOAD_TOKEN}`]: (request: Request) =>
      reply(200, downloadView(!(unlocked && request.headers.get('x-transfer-access') === 'cap'))),
    [`POST /transfer/downloads/${DOWNLOAD_TOKEN}/unlock`]: async (request: Request) => {
      const { password } = (await request.json()) as { password: string }
      if (password !== PASSWORD)
        return reply(422, { error: { code: 'E_VALIDATION', message: 'Incorrect Password', fields: { password: 'Incorrect Password' } } })
      unlocked = true
      return reply(200, { access: 'cap', expiresAt: '2026-11-24T12:00:00.000Z' })
    },
  }
}

/** No password, then a wrong one, each said in an alert; then the right one (the caller waits for the files). */
export async function passPasswordCard() {
  const unlock = screen.getByRole('button', { name: 'Unlock' })
  fireEvent.click(unlock)
  expect((await screen.findByText('You Must Enter a Valid Password')).getAttribute('role')).toBe('alert')
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } })
  fireEvent.click(unlock)
  expect(await screen.findByText('Incorrect Password')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: PASSWORD } })
  fireEvent.click(unlock)
}

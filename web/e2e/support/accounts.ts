/*
 * Accounts the browser tests start from, made through the API as the page's own browser would (its
 * XSRF cookie and session), then set up with the build's ace commands.
 */
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { RunningPlatform } from './platform'

/** The password of the accounts made here. */
const PASSWORD = 'Correct-horse-9'

/**
 * Ada Lovelace, a confirmed administrator of a premium organisation, signed in in the page's browser
 * context with the welcome dialog dismissed. Returns her e-mail address (`<label>-<random>@example.org`).
 */
export async function signUpPremium(platform: RunningPlatform, page: Page, label = 'e2e') {
  // The page's own anonymous calls must be over: a late answer would replace the session cookie.
  await page.goto(`${platform.url}/en`, { waitUntil: 'networkidle' })
  const headers = async () => ({
    'x-xsrf-token': decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''),
    accept: 'application/json',
  })
  const email = `${label}-${randomBytes(4).toString('hex')}@example.org`
  const created = await page.request.post(`${platform.url}/api/v2/users`, {
    headers: await headers(),
    data: { firstname: 'Ada', lastname: 'Lovelace', email, password: PASSWORD, passwordConfirmation: PASSWORD, terms: true, locale: 'en' },
  })
  expect(created.status()).toBe(201)
  await platform.ace('account:update', email, '--confirm')
  await platform.ace('plan:grant', email, 'premium')
  expect((await page.request.patch(`${platform.url}/api/v2/users/me`, { headers: await headers(), data: { welcomeDismissed: true } })).status()).toBe(200)
  return email
}

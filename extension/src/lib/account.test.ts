// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../tests/fakeApi'
import { fakeBrowser } from '../../tests/fakeBrowser'
import { ACCESS_TOKEN_KEY, ACCOUNT_NAME_KEY, accountState, displayName, forgetToken, hasAccessToken, storeToken, watchAccessToken } from './account'

describe('access token', () => {
  it('is absent until a token is stored, and forgotten on disconnect', async () => {
    const browser = fakeBrowser({ storage: { [ACCESS_TOKEN_KEY]: '' } })
    const local = browser.api.storage.local
    expect(await hasAccessToken(local)).toBe(false)
    await storeToken(local, 'sct_abc', 'Ada Lovelace')
    expect(await hasAccessToken(local)).toBe(true)
    expect(browser.store.get(ACCOUNT_NAME_KEY)).toBe('Ada Lovelace')
    await forgetToken(local)
    expect(await hasAccessToken(local)).toBe(false)
    expect(browser.store.has(ACCOUNT_NAME_KEY)).toBe(false)
  })

  it('follows the token in storage.local until unsubscribed', () => {
    const browser = fakeBrowser()
    const onChange = vi.fn()
    const stop = watchAccessToken(browser.api.storage.onChanged, onChange)
    browser.setStored(ACCESS_TOKEN_KEY, 'sct_abc')
    browser.setStored('other.key', 'x')
    browser.setStored(ACCESS_TOKEN_KEY, 'sct_sync', 'sync')
    browser.setStored(ACCESS_TOKEN_KEY, undefined)
    expect(onChange.mock.calls).toEqual([[true], [false]])
    stop()
    expect(browser.listeners.size).toBe(0)
  })
})

describe('accountState', () => {
  it('asks GET /users/me with the bearer token: connected as, revoked, unreachable', async () => {
    const api = fakeApi()
    expect(await accountState(api.instance, 'sct_valid', api.fetch)).toEqual({ status: 'connected', name: 'Ada Lovelace' })
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/users/me', authorization: 'Bearer sct_valid' })
    expect(await accountState(api.instance, 'sct_revoked', api.fetch)).toEqual({ status: 'revoked' })
    expect(await accountState('https://elsewhere.test', 'sct_valid', api.fetch)).toEqual({ status: 'unreachable' })
    expect(await accountState(api.instance, null, api.fetch)).toEqual({ status: 'disconnected' })
  })

  it('names the account by its name, else its e-mail address', () => {
    expect(displayName({ firstname: 'Ada', lastname: '', email: 'ada@example.org' })).toBe('Ada')
    expect(displayName({ firstname: null, lastname: null, email: 'ada@example.org' })).toBe('ada@example.org')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from '../../tests/fakeBrowser'
import { ACCESS_TOKEN_KEY, hasAccessToken, watchAccessToken } from './account'

describe('hasAccessToken', () => {
  it('is false until a token is stored', async () => {
    expect(await hasAccessToken(fakeBrowser().api)).toBe(false)
    expect(await hasAccessToken(fakeBrowser({ storage: { [ACCESS_TOKEN_KEY]: '' } }).api)).toBe(false)
    expect(await hasAccessToken(fakeBrowser({ storage: { [ACCESS_TOKEN_KEY]: 'sct_abc' } }).api)).toBe(true)
  })
})

describe('watchAccessToken', () => {
  it('follows the token in storage.local until unsubscribed', () => {
    const browser = fakeBrowser()
    const onChange = vi.fn()
    const stop = watchAccessToken(browser.api, onChange)

    browser.setStored(ACCESS_TOKEN_KEY, 'sct_abc')
    browser.setStored('other.key', 'x')
    browser.setStored(ACCESS_TOKEN_KEY, 'sct_sync', 'sync')
    browser.setStored(ACCESS_TOKEN_KEY, undefined)
    expect(onChange.mock.calls).toEqual([[true], [false]])

    stop()
    expect(browser.listeners.size).toBe(0)
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../tests/fakeApi'
import { fakeBrowser } from '../../tests/fakeBrowser'
import { ACCESS_TOKEN_KEY, ACCOUNT_NAME_KEY } from './account'
import { acceptToken, isPairingPage, listenForToken } from './pairing'
import { INSTANCE_KEY } from './settings'

const INSTANCE = 'https://sceau.test'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('isPairingPage', () => {
  it('is the integrations page with pair=extension on the configured instance only', () => {
    expect(isPairingPage('https://sceau.test/app/integrations?pair=extension', INSTANCE)).toBe(true)
    expect(isPairingPage('https://sceau.test/app/integrations/?pair=extension&x=1', INSTANCE)).toBe(true)
    expect(isPairingPage('https://sceau.test/en/app/integrations?pair=extension', INSTANCE)).toBe(true)
    expect(isPairingPage('https://sceau.test/de/app/integrations?pair=extension', INSTANCE)).toBe(false)
    expect(isPairingPage('https://sceau.test/app/integrations', INSTANCE)).toBe(false)
    expect(isPairingPage('https://evil.test/app/integrations?pair=extension', INSTANCE)).toBe(false)
    expect(isPairingPage('http://sceau.test/app/integrations?pair=extension', INSTANCE)).toBe(false)
    expect(isPairingPage(undefined, INSTANCE)).toBe(false)
  })
})

describe('acceptToken (background)', () => {
  const message = { type: 'sceau:extension-token', token: 'sct_valid', name: 'Sceau extension' }

  function setup() {
    const browser = fakeBrowser({ storage: { [INSTANCE_KEY]: INSTANCE } })
    const api = fakeApi({ instance: INSTANCE })
    return { browser, api, deps: { storage: browser.api.storage.local, fetch: api.fetch } }
  }

  it("stores a token the instance's page sends, once GET /users/me knows it", async () => {
    const { browser, api, deps } = setup()
    expect(await acceptToken(message, { url: 'https://sceau.test/app/integrations?pair=extension', tab: { id: 4 } }, deps)).toEqual({
      ok: true,
      name: 'Ada Lovelace',
    })
    expect(browser.store.get(ACCESS_TOKEN_KEY)).toBe('sct_valid')
    expect(browser.store.get(ACCOUNT_NAME_KEY)).toBe('Ada Lovelace')
    expect(api.requests.map((request) => request.authorization)).toEqual(['Bearer sct_valid'])
  })

  it('refuses a message from another origin, a malformed one and an unknown token, and stores nothing', async () => {
    const { browser, api, deps } = setup()
    expect(await acceptToken(message, { url: 'https://evil.test/app/integrations?pair=extension' }, deps)).toEqual({ ok: false, reason: 'wrongOrigin' })
    expect(await acceptToken(message, { origin: 'http://sceau.test' }, deps)).toEqual({ ok: false, reason: 'wrongOrigin' })
    expect(await acceptToken({ ...message, token: '' }, { url: `${INSTANCE}/` }, deps)).toEqual({ ok: false, reason: 'notPairing' })
    expect(await acceptToken({ type: 'other', token: 'x' }, { url: `${INSTANCE}/` }, deps)).toEqual({ ok: false, reason: 'notPairing' })
    expect(await acceptToken({ ...message, token: 'sct_forged' }, { url: `${INSTANCE}/` }, deps)).toEqual({ ok: false, reason: 'badToken' })
    expect(browser.store.has(ACCESS_TOKEN_KEY)).toBe(false)
    // Only the forged token was shown to the instance; nothing went to the other origin.
    expect(api.requests.map((request) => request.authorization)).toEqual(['Bearer sct_forged'])
  })
})

describe('listenForToken (in the pairing tab)', () => {
  it("forwards the page's own token message on its origin, and nothing else", () => {
    const sendMessage = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('chrome', { runtime: { sendMessage } })
    const posted: unknown[] = []
    const onMessage = (event: MessageEvent) => posted.push(event.data)
    window.addEventListener('message', onMessage)
    const origin = location.origin
    listenForToken(origin)
    listenForToken(origin)

    const post = (data: unknown, from = origin, source: MessageEventSource | null = window) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin: from, source }))
    post({ type: 'sceau:extension-token', token: 'sct_1', name: 'Sceau extension' })
    post({ type: 'sceau:extension-token', token: 'sct_2', name: 'x' }, 'https://evil.test')
    post({ type: 'sceau:extension-token', token: 'sct_3' }, origin, null)
    post({ type: 'sceau:extension-token', token: 42 })
    post({ type: 'something-else', token: 'sct_4' })

    // Installed once (a second injection does not double the messages).
    expect(sendMessage.mock.calls).toEqual([[{ type: 'sceau:extension-token', token: 'sct_1', name: 'Sceau extension' }]])
    window.removeEventListener('message', onMessage)
  })

  it("answers the page's hello, and tells the page what the background did with the token", async () => {
    const sendMessage = vi.fn().mockResolvedValueOnce({ ok: true, name: 'Ada Lovelace' }).mockResolvedValueOnce({ ok: false, reason: 'badToken' })
    vi.stubGlobal('chrome', { runtime: { sendMessage } })
    const posted: { type?: string }[] = []
    const onMessage = (event: MessageEvent) => posted.push(event.data as { type?: string })
    window.addEventListener('message', onMessage)
    const origin = location.origin
    listenForToken(origin)
    const post = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }))
    post({ type: 'sceau:extension-hello' })
    post({ type: 'sceau:extension-token', token: 'sct_good' })
    post({ type: 'sceau:extension-token', token: 'sct_bad' })
    const paired = () => posted.filter((data) => data.type === 'sceau:extension-paired').slice(-2)
    await vi.waitFor(() =>
      expect(paired()).toEqual([
        { type: 'sceau:extension-paired', ok: true, reason: null },
        { type: 'sceau:extension-paired', ok: false, reason: 'badToken' },
      ])
    )
    // Ready again in answer to the hello.
    const hello = posted.findIndex((data) => data.type === 'sceau:extension-hello')
    expect(posted.findLastIndex((data) => data.type === 'sceau:extension-ready')).toBeGreaterThan(hello)
    window.removeEventListener('message', onMessage)
  })
})

import { describe, expect, it } from 'vitest'
import { fakeBrowser } from '../../tests/fakeBrowser'
import { currentTab, displayUrl, isCapturable } from './tab'

describe('displayUrl', () => {
  it('drops a user name and password from the address', () => {
    expect(displayUrl('https://alice:s3cret@intranet.example/report?id=4')).toBe('https://intranet.example/report?id=4')
  })

  it('decodes percent-escapes so the address can be read', () => {
    expect(displayUrl('https://example.org/d%C3%A9p%C3%B4t/caf%C3%A9')).toBe('https://example.org/dépôt/café')
  })

  it('keeps international domain names in their ASCII form', () => {
    expect(displayUrl('https://bücher.example/')).toBe('https://xn--bcher-kva.example/')
  })

  it('shows what it cannot parse as it is, and nothing for no address', () => {
    expect(displayUrl('not a url')).toBe('not a url')
    expect(displayUrl(undefined)).toBe('')
  })
})

describe('isCapturable', () => {
  it.each(['https://example.org/', 'http://localhost:3333/app', 'file:///home/me/page.html'])('allows %s', (url) => {
    expect(isCapturable(url)).toBe(true)
  })

  it.each([
    'chrome://settings/',
    'about:blank',
    'edge://extensions',
    'chrome-extension://abcdefghijklmnop/popup.html',
    'moz-extension://1234/popup.html',
    'view-source:https://example.org/',
    'https://chromewebstore.google.com/detail/x',
    'https://addons.mozilla.org/fr/firefox/',
    undefined,
    '',
  ])('refuses %s', (url) => {
    expect(isCapturable(url)).toBe(false)
  })
})

describe('currentTab', () => {
  it("asks for the active tab of the popup's window", async () => {
    const browser = fakeBrowser({ tab: { url: 'https://example.org/', title: 'Example', windowId: 9 } })
    expect(await currentTab(browser.api)).toEqual({ id: 7, windowId: 9, url: 'https://example.org/', title: 'Example' })
    expect(browser.queries).toEqual([{ active: true, currentWindow: true }])
  })

  it('is null when the window has no tab', async () => {
    expect(await currentTab(fakeBrowser({ tab: null }).api)).toBeNull()
  })
})

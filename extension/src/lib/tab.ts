/* The tab the popup talks about: its address as shown to the user, and whether a screenshot of it is allowed. */
import type { Tabs } from 'webextension-polyfill'
import type { ExtensionApi } from './extensionApi'

export interface CurrentTab {
  id?: number
  windowId?: number
  url?: string
  title?: string
}

/** The active tab of the popup's window; its URL and title are readable thanks to activeTab. */
export async function currentTab(api: ExtensionApi): Promise<CurrentTab | null> {
  const [tab] = await api.tabs.query({ active: true, currentWindow: true })
  return tab ? pickTab(tab) : null
}

function pickTab({ id, windowId, url, title }: Tabs.Tab): CurrentTab {
  return { id, windowId, url, title }
}

/** The address without any user name or password it may carry, percent-escapes decoded for reading. */
export function displayUrl(raw: string | undefined): string {
  if (!raw) return ''
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return raw
  }
  url.username = ''
  url.password = ''
  try {
    return decodeURI(url.href)
  } catch {
    return url.href
  }
}

/* Browsers refuse screenshots of their own pages, other extensions' pages and their add-on stores. */
const CAPTURABLE_SCHEMES = new Set(['http:', 'https:', 'file:'])
const STORE_PAGES = [
  /^https:\/\/chromewebstore\.google\.com\//,
  /^https:\/\/chrome\.google\.com\/webstore/,
  /^https:\/\/addons\.mozilla\.org\//,
  /^https:\/\/microsoftedge\.microsoft\.com\/addons/,
]

export function isCapturable(raw: string | undefined): boolean {
  if (!raw) return false
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  return CAPTURABLE_SCHEMES.has(url.protocol) && !STORE_PAGES.some((store) => store.test(url.href))
}

/*
 * The tab the popup captures: the active tab of its window, or the tab named by `?tabId=` when the
 * popup page is opened in a tab of its own (tests, keyboard users opening it from a shortcut).
 */
import { currentTab, type CurrentTab } from './tab'
import type { ExtensionApi } from './extensionApi'

export function requestedTabId(search: string): number | null {
  const value = new URLSearchParams(search).get('tabId')
  const id = value === null ? NaN : Number(value)
  return Number.isSafeInteger(id) && id >= 0 ? id : null
}

export async function targetTab(api: ExtensionApi, search: string): Promise<CurrentTab | null> {
  const id = requestedTabId(search)
  if (id === null) return currentTab(api)
  try {
    const { windowId, url, title } = await api.tabs.get(id)
    return { id, windowId, url, title }
  } catch {
    return null
  }
}

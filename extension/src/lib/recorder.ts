/*
 * The background's recorder: the DevTools protocol through chrome.debugger on Chrome, webRequest on
 * Firefox (no chrome.debugger there), and the upload through tus on fetch (a service worker has no
 * XMLHttpRequest).
 */
import browser from 'webextension-polyfill'
import type { PageCapture } from '@sceau/capture'
import { FetchHttpStack } from '@sceau/api-client/uploads'
import { attachDebugger, recordPage } from './cdpCapture'
import { recordFirefoxTab } from './firefoxCapture'
import { browserName, hasDebugger } from './environment'
import { tusUploader } from './upload'

const software = () => `Sceau extension ${browser.runtime.getManifest().version}`

export async function capturePage(tabId: number): Promise<PageCapture> {
  // Firefox has no chrome.debugger (PLASMO_BROWSER is set at build time).
  if (process.env.PLASMO_BROWSER === 'firefox' || !hasDebugger()) {
    const info = await browser.runtime.getBrowserInfo?.().catch(() => null)
    const name = info ? `${info.name} ${info.version.split('.')[0]}` : browserName()
    return recordFirefoxTab(browser, tabId, { software: software(), browser: name })
  }
  const session = await attachDebugger(tabId)
  try {
    return await recordPage(session, { software: software(), browser: browserName() })
  } finally {
    await session.detach()
  }
}

export const fetchUploader = (instance: string) => tusUploader(instance, new FetchHttpStack())

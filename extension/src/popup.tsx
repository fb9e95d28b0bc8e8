/* Plasmo entry of the toolbar popup: the Popup component on the real browser API and capture services. */
import browser from 'webextension-polyfill'
import { buildWacz, type PageCapture } from '@sceau/capture'
import { Popup, type PopupServices } from './components/Popup'
import { attachDebugger, recordPage } from './lib/cdpCapture'
import { CAPTURE_PORT } from './lib/captureGuard'
import { recordFirefoxTab } from './lib/firefoxCapture'
import { browserName, hasDebugger } from './lib/environment'
import { tusUploader } from './lib/upload'
import './popup.css'

const software = `Sceau extension ${browser.runtime.getManifest().version}`

async function capturePage(tabId: number): Promise<PageCapture> {
  // Firefox has no chrome.debugger (PLASMO_BROWSER is set at build time).
  if (process.env.PLASMO_BROWSER === 'firefox' || !hasDebugger()) {
    const info = await browser.runtime.getBrowserInfo?.().catch(() => null)
    const name = info ? `${info.name} ${info.version.split('.')[0]}` : browserName()
    // filterResponseData needs the page's host permission: asked for its origin only.
    const { url } = await browser.tabs.get(tabId)
    if (url) await browser.permissions.request({ origins: [`${new URL(url).origin}/*`] })
    return recordFirefoxTab(browser, tabId, { software, browser: name })
  }
  const guard = browser.runtime.connect({ name: CAPTURE_PORT })
  guard.postMessage({ recording: tabId })
  const session = await attachDebugger(tabId)
  try {
    return await recordPage(session, { software, browser: browserName() })
  } finally {
    await session.detach()
    guard.postMessage({ done: true })
    guard.disconnect()
  }
}

const services: PopupServices = { capturePage, buildWacz, uploader: tusUploader }

export default function PopupPage() {
  return <Popup api={browser} services={services} search={location.search} />
}

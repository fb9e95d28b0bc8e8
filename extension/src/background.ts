/*
 * Plasmo entry of the MV3 service worker: pairing. When a tab shows the instance's pairing page
 * (`/app/integrations?pair=extension`, host permission granted from the popup), a listener is
 * injected into it; the token message it forwards is accepted only from the instance's origin and
 * only when GET /users/me answers with it (lib/pairing.ts).
 */
import browser, { type Runtime } from 'webextension-polyfill'
import { guardCapturePort } from './lib/captureGuard'
import { acceptToken, isPairingPage, listenForToken } from './lib/pairing'
import { readInstance } from './lib/settings'

browser.runtime.onInstalled.addListener(({ reason }) => {
  console.info(`[sceau] extension ${browser.runtime.getManifest().version} ${reason}`)
})

browser.tabs.onUpdated.addListener((tabId, change, tab) => {
  // A load, or the web app's own navigation (sign-in first, then back to the pairing page).
  if (change.status !== 'loading' && change.status !== 'complete' && !change.url) return
  void readInstance(browser.storage.local).then(async (instance) => {
    if (!isPairingPage(tab.url, instance)) return
    await browser.scripting
      .executeScript({ target: { tabId }, func: listenForToken, args: [instance], injectImmediately: true } as Parameters<
        typeof browser.scripting.executeScript
      >[0])
      .catch((error: unknown) => console.warn('[sceau] pairing listener not injected', error))
  })
})

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  if ((message as { type?: unknown } | null)?.type !== 'sceau:extension-token') return undefined
  return acceptToken(message, sender, { storage: browser.storage.local })
})

// A popup closed while recording must not leave the debugger attached to the tab.
browser.runtime.onConnect.addListener((port) => {
  if (typeof chrome !== 'undefined' && chrome.debugger) guardCapturePort(port, (tabId) => chrome.debugger.detach({ tabId }))
})

export {}

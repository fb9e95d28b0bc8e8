/*
 * Plasmo entry of the MV3 service worker (Firefox: the event page).
 * - Pairing: when a tab shows the instance's pairing page (`/app/integrations?pair=extension`,
 *   host permission granted from the popup), a listener is injected into it; the token message it
 *   forwards is accepted only from the instance's origin and only when GET /users/me answers with
 *   it (lib/pairing.ts).
 * - Captures: the popup asks for one ("sceau:capture", with the deposit price the member confirmed);
 *   it runs here, whatever happens to the popup (lib/captureJob.ts), its state in storage.local for
 *   the popup to show. A capture that price does not cover waits for its own price to be confirmed
 *   ("sceau:confirm-price") or declined ("sceau:cancel-price").
 */
import browser, { type Runtime } from 'webextension-polyfill'
import { buildWacz } from '@sceau/capture'
import { CANCEL_PRICE_MESSAGE, CaptureJobs, isConfirmPriceMessage, isStartMessage } from './lib/captureJob'
import { acceptToken, isPairingPage, listenForToken } from './lib/pairing'
import { capturePage, fetchUploader } from './lib/recorder'
import { readInstance } from './lib/settings'

const jobs = new CaptureJobs({
  storage: browser.storage.local,
  capturePage,
  buildWacz,
  uploader: fetchUploader,
  language: browser.i18n.getUILanguage(),
  keepAlive: () => browser.runtime.getPlatformInfo(),
})
// A job marked running when this worker starts was stopped with the previous one.
void jobs.recover()

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
  const type = (message as { type?: unknown } | null)?.type
  if (type === 'sceau:extension-token') return acceptToken(message, sender, { storage: browser.storage.local })
  // Only the extension's own pages start captures and confirm their prices.
  const ours = sender.id === browser.runtime.id && !sender.tab?.url?.startsWith('http')
  if (!ours) return undefined
  if (isStartMessage(message)) {
    return jobs.start({ tabId: message.tabId, url: String(message.url ?? ''), title: String(message.title ?? ''), priceCents: message.priceCents })
  }
  if (isConfirmPriceMessage(message)) return jobs.confirmPrice(message.priceCents)
  if (type === CANCEL_PRICE_MESSAGE) return jobs.cancelPrice().then(() => ({ cancelled: true }))
  return undefined
})

export {}

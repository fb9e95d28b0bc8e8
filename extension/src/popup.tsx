/* Plasmo entry of the toolbar popup: the Popup component on the real browser API; captures run in the background. */
import browser from 'webextension-polyfill'
import { Popup, type PopupServices } from './components/Popup'
import { CANCEL_PRICE_MESSAGE, CONFIRM_PRICE_MESSAGE, START_MESSAGE, type StartAnswer } from './lib/captureJob'
import { hasDebugger } from './lib/environment'
import './popup.css'

const services: PopupServices = {
  async startCapture(target) {
    // Firefox records through webRequest.filterResponseData, which needs the page's host permission:
    // asked for its origin only, here, where the user's click allows a prompt.
    if (process.env.PLASMO_BROWSER === 'firefox' || !hasDebugger()) {
      await browser.permissions.request({ origins: [`${new URL(target.url).origin}/*`] })
    }
    return (await browser.runtime.sendMessage({ type: START_MESSAGE, ...target })) as StartAnswer
  },
  async confirmPrice(priceCents) {
    return (await browser.runtime.sendMessage({ type: CONFIRM_PRICE_MESSAGE, priceCents })) as StartAnswer
  },
  async cancelPrice() {
    await browser.runtime.sendMessage({ type: CANCEL_PRICE_MESSAGE })
  },
}

export default function PopupPage() {
  return <Popup api={browser} services={services} search={location.search} />
}

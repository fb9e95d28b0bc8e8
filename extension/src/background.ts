/*
 * Plasmo entry of the MV3 service worker. Nothing runs in the background yet: the page capture as
 * WARC (warcio, WASM) and the upload to the Sceau API will live here.
 */
import browser from 'webextension-polyfill'

browser.runtime.onInstalled.addListener(({ reason }) => {
  console.info(`[sceau] extension ${browser.runtime.getManifest().version} ${reason}`)
})

export {}

/*
 * The part of the WebExtension API the popup uses. The popup receives it as a prop: the real
 * webextension-polyfill `browser` in the extension, an in-memory fake in unit tests.
 */
import type { Browser } from 'webextension-polyfill'

export interface ExtensionApi {
  tabs: Pick<Browser['tabs'], 'query' | 'get' | 'create'>
  storage: {
    local: Pick<Browser['storage']['local'], 'get' | 'set' | 'remove'>
    onChanged: Pick<Browser['storage']['onChanged'], 'addListener' | 'removeListener'>
  }
  i18n: Pick<Browser['i18n'], 'getUILanguage'>
  permissions: Pick<Browser['permissions'], 'request'>
}

/* Plasmo entry of the toolbar popup: the Popup component on the real browser API. */
import browser from 'webextension-polyfill'
import { Popup } from './components/Popup'
import './popup.css'

export default function PopupPage() {
  return <Popup api={browser} />
}

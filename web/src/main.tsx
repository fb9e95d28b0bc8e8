import './styles.css'
import { reloadAfterChunkError } from './errors/chunkReload'
import { reportClientError } from './errors/reportClientError'
import { STORAGE_KEYS, readStored } from './preferences/browserStorage'
import { applyColorMode, parseColorMode } from './preferences/colorMode'
import { downloadToken } from './recipient/downloadPath'
import { visitorPath } from './visitor/visitorPath'

// Before the first paint, so a dark page never flashes white.
applyColorMode(parseColorMode(readStored(STORAGE_KEYS.colorMode)))

// A stale chunk after a deploy: reload (throttled); when throttled, the route's error page shows.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault()
})

window.addEventListener('error', (event) => reportClientError('unhandled', event.error ?? event.message))
window.addEventListener('unhandledrejection', (event) => reportClientError('unhandled', event.reason))

// A recipient's download page loads a light shell (src/recipient): the page without the app's router, query cache and i18next.
const recipientToken = downloadToken(window.location.pathname)
// A visitor's first page (home, send page) loads the visitor shell (src/visitor): the page without the router and i18next.
const firstPage = visitorPath(window.location.pathname)

// The browser paints index.html's brand mark first, then evaluates the app (within 100 ms anyway: a hidden tab has no frames).
let booted = false
const boot = () => {
  if (booted) return
  booted = true
  if (recipientToken) void import('./recipient/bootRecipient').then(({ bootRecipient }) => bootRecipient(recipientToken, document.getElementById('root')!))
  else if (firstPage) void import('./visitor/bootVisitor').then(({ bootVisitor }) => bootVisitor(firstPage, document.getElementById('root')!))
  else void import('./boot')
}
requestAnimationFrame(() => setTimeout(boot))
setTimeout(boot, 100)

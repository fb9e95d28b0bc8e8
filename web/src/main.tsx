import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { api } from '@sceau/api-client'
import { FETCH_MIN_DISPLAY_MS } from '@sceau/shared'
import { App } from './core/App'
import { appPlugins } from './core/appPlugins'
import { createApp } from './core/createApp'
import { reloadAfterChunkError } from './errors/chunkReload'
import { reportClientError } from './errors/reportClientError'
import { languageFromPath } from '@sceau/plugin-sdk/web'
import { detectRootLanguage } from './i18n/localeCookie'
import { STORAGE_KEYS, readStored } from './preferences/browserStorage'
import { applyColorMode, parseColorMode } from './preferences/colorMode'
import type { ConnectionInfo } from './routing/prefetch'

// Before the first paint, so a dark page never flashes white.
applyColorMode(parseColorMode(readStored(STORAGE_KEYS.colorMode)))

// A stale chunk after a deploy: reload (throttled); when throttled, the route's error page shows.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault()
})

window.addEventListener('error', (event) => reportClientError('unhandled', event.error ?? event.message))
window.addEventListener('unhandledrejection', (event) => reportClientError('unhandled', event.reason))

api.configure({ minimumGetMs: FETCH_MIN_DISPLAY_MS })

const { pathname } = window.location
const language = pathname === '/' ? detectRootLanguage(document.cookie, navigator.languages) : languageFromPath(pathname)
document.documentElement.lang = language

const parts = await createApp({
  plugins: appPlugins,
  language,
  connection: () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
})
const router = createBrowserRouter(parts.routes)

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App shell={parts.shell} i18n={parts.i18n} queryClient={parts.queryClient} toasts={parts.toasts} router={router} />
  </StrictMode>
)

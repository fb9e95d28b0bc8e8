/* The app itself, imported by main.tsx once index.html's brand mark is painted. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { api } from '@sceau/api-client'
import { FETCH_MIN_DISPLAY_MS } from '@sceau/shared'
import { App } from './core/App'
import { appPlugins } from './core/appPlugins'
import { createApp } from './core/createApp'
import { languageFromPath } from '@sceau/plugin-sdk/web'
import { detectRootLanguage } from './i18n/localeCookie'
import type { ConnectionInfo } from './routing/prefetch'

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

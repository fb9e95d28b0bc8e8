/* Renders the real app (core + listed plugins) at a path, with a memory router and a scripted API. */
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { languageFromPath, type WebPluginDefinition } from '@sceau/plugin-sdk/web'
import { App } from '../core/App'
import { appPlugins, catalogueSources } from '../core/appPlugins'
import { createApp } from '../core/createApp'

export type ApiAnswer = Response | ((request: Request) => Response | Promise<Response>)

/** A JSON answer. */
export function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

export interface RenderAppOptions {
  /** Answers by "METHOD /path" under /api/v2; anything else answers the 404 envelope. */
  api?: Record<string, ApiAnswer>
  browserLanguages?: readonly string[]
  /** Replaces the app's plugin list (e.g. to add a screen that fails). */
  plugins?: readonly WebPluginDefinition[]
}

/** Replaces fetch with the scripted API; returns the requests it receives. */
export function stubApi(api: Record<string, ApiAnswer> = {}): Request[] {
  const requests: Request[] = []
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    // jsdom's AbortSignal is not the one Node's Request accepts; the fake never aborts anyway.
    const request = new Request(new URL(input, 'http://localhost'), { ...init, signal: undefined })
    requests.push(request)
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v2/, '')}`
    const answer = api[key]
    if (!answer) return reply(404, { error: { code: 'E_ROUTE_NOT_FOUND', message: `Cannot ${key}` } })
    return typeof answer === 'function' ? answer(request) : answer.clone()
  })
  return requests
}

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const requests = stubApi(options.api)
  const plugins = options.plugins ?? appPlugins
  // Screens bring their plugin's catalogue; importing the modules once here keeps a first import's
  // transform out of the assertions' wait (i18n itself still gets them only through the screens).
  await Promise.all(catalogueSources(plugins).map((source) => source.load(languageFromPath(path))))
  const parts = await createApp({
    plugins,
    language: languageFromPath(path),
    browserLanguages: () => options.browserLanguages ?? ['fr-FR'],
  })
  const router = createMemoryRouter(parts.routes, { initialEntries: [path] })
  const view = render(<App shell={parts.shell} i18n={parts.i18n} queryClient={parts.queryClient} toasts={parts.toasts} router={router} />)
  return { ...parts, router, view, requests, user: userEvent.setup() }
}

export const member = {
  id: 'u1',
  email: 'ada@example.org',
  firstname: 'Ada',
  lastname: 'Lovelace',
  mailConfirmed: true,
  // Deposits come with both plans; the other groups are off unless a test says otherwise.
  permissions: { consignment: { active: true } },
  organization: { id: 'o1', name: 'Atelier', subscription: { isPremium: true } },
  organizations: [{ id: 'o1', name: 'Atelier', isActive: true }],
}

export const admin = {
  ...member,
  id: 'u2',
  email: 'grace@example.org',
  firstname: 'Grace',
  lastname: 'Hopper',
  permissions: { admin: true, organization: { nbMember: 5, settings: true }, consignment: { active: true } },
  organizations: [
    { id: 'o1', name: 'Atelier', isActive: true },
    { id: 'o2', name: 'Cabinet Hopper', isActive: false },
  ],
}

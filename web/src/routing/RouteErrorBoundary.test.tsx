import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineWebPlugin } from '@sceau/plugin-sdk/web'
import { appPlugins } from '../core/appPlugins'
import { renderApp } from '../test/renderApp'

function failingPlugin(error: Error) {
  return defineWebPlugin({
    id: 'failing',
    routes: [{ path: '/broken', layout: 'public', screen: () => Promise.reject(error) }],
    translations: {
      fr: async () => ({ default: {} }),
      en: async () => ({ default: {} }),
      es: async () => ({ default: {} }),
      it: async () => ({ default: {} }),
      pt: async () => ({ default: {} }),
    },
  })
}

/** The crash report the error page sends (from an effect, so possibly after the page shows). */
function crashReport(requests: Request[]): Promise<Request> {
  return waitFor(() => {
    const report = requests.find((request) => request.url.endsWith('/api/v2/client-errors'))
    if (!report) throw new Error('no crash report sent yet')
    return report
  })
}

describe('route errors', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the 500 page with a way home when a screen fails, and reports the crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { requests } = await renderApp('/en/broken', { plugins: [...appPlugins, failingPlugin(new Error('boom'))] })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Internal error')
    const report = await crashReport(requests)
    expect(await report.json()).toMatchObject({ kind: 'render', message: 'boom', url: expect.any(String) })
    expect(screen.getByText('Error 500')).toBeTruthy()
    expect(screen.getByText(/We have been notified/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en')
  })

  it('shows the 500 page for a stale chunk when it already reloaded less than a minute ago', async () => {
    sessionStorage.setItem('sceau.chunk-reload-at', String(Date.now()))
    const stale = new TypeError('Failed to fetch dynamically imported module: /assets/Old.js')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { requests } = await renderApp('/broken', { plugins: [...appPlugins, failingPlugin(stale)] })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Erreur interne')
    const report = await crashReport(requests)
    expect(await report.json()).toMatchObject({ kind: 'chunk' })
  })
})

/* The capsules plugin's screens in the real app, against the API contract (plugins/capsules/shared/types.ts). */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CapsuleSummary, CapsuleView } from '../../plugins/capsules/shared/types'
import type { CertificateView } from '../../plugins/consignment/shared/types'
import { certificateView, depositDetail, sealedFile, timestampView } from './test/fixtures'
import { admin, member as baseMember, renderApp, reply } from './test/renderApp'

const integration = { capsule: true, webProof: true, gitCloning: false, api: true }
const member = { ...baseMember, permissions: { ...baseMember.permissions, integration } }
const withoutIntegrations = {
  ...baseMember,
  permissions: { ...baseMember.permissions, integration: { capsule: false, webProof: false, gitCloning: false, api: false } },
}
const page = <T,>(data: T[], lastPage = 1) => ({ data, meta: { total: data.length, perPage: 20, currentPage: 1, lastPage } })
const forbidden = reply(403, { error: { code: 'E_FORBIDDEN', message: 'Access denied' } })

const summary = (over: Partial<CapsuleSummary> = {}): CapsuleSummary => ({
  id: 'c1',
  kind: 'extension',
  url: 'https://example.com/terms',
  title: 'Terms of sale',
  capturedAt: '2026-11-24T10:00:00.000Z',
  state: 'protected',
  depositId: 'd7',
  depositNumber: 'D-2026-000042',
  createdAt: '2026-11-24T10:00:01.000Z',
  ...over,
})

const view = (over: Partial<CapsuleView> = {}): CapsuleView => ({
  ...summary(),
  browser: 'Chrome 131',
  wacz: { name: 'example.com-terms.wacz', size: 20480, sha256: 'a'.repeat(64) },
  screenshot: { width: 1280, height: 3400, size: 102400, sha256: 'b'.repeat(64) },
  contents: [
    { path: 'archive/data.warc', size: 18000 },
    { path: 'pages/pages.jsonl', size: 120 },
    { path: 'datapackage.json', size: 800 },
  ],
  error: null,
  ...over,
})

const token = (id: string, name: string) => ({
  id,
  name,
  type: 'bearer',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-24T09:00:00.000Z',
  expiresAt: null,
})

afterEach(() => vi.restoreAllMocks())

/** GET /capsules/status: a browser on the server and the caller's web proof price (320 cents for 3 years, a page up to 10 MiB). */
const STATUS = { serverCapture: true, price: { cents: 320, years: 3, upToBytes: 10 * 1024 * 1024 } }

describe('integrations hub', () => {
  it('shows each integration with its state: connected extension tokens, server capture available, the deploy action coming, tokens and keys in settings', async () => {
    const { requests } = await renderApp('/en/app/integrations', {
      api: {
        'GET /users/me': reply(200, { ...admin, permissions: { ...admin.permissions, integration } }),
        'GET /users/me/tokens': reply(200, { tokens: [token('1', 'Sceau extension · Nov 20, 2026'), token('2', 'Backup script')] }),
        'GET /capsules/status': reply(200, STATUS),
        'GET /capsules/extension/packages': reply(200, {
          packages: [
            {
              browser: 'chrome',
              name: 'sceau-chrome-0.1.0.zip',
              version: '0.1.0',
              size: 180000,
              sha256: 'c'.repeat(64),
              url: '/api/v2/capsules/extension/packages/sceau-chrome-0.1.0.zip',
            },
            {
              browser: 'firefox',
              name: 'sceau-firefox-0.1.0.xpi',
              version: '0.1.0',
              size: 190000,
              sha256: 'f'.repeat(64),
              url: '/api/v2/capsules/extension/packages/sceau-firefox-0.1.0.xpi',
            },
          ],
        }),
      },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Integrations')
    const extension = within(screen.getByRole('region', { name: 'Browser extension' }))
    expect((await extension.findByTestId('extension-tokens')).textContent).toContain('Sceau extension · Nov 20, 2026')
    expect(extension.queryByText(/Backup script/)).toBeNull()
    // The packages this instance serves, each with its SHA-256, and how to install them.
    const packages = within(await extension.findByTestId('extension-packages'))
    expect(packages.getByRole('link', { name: 'Download for Chrome, Edge, Chromium (.zip)' }).getAttribute('href')).toBe(
      '/api/v2/capsules/extension/packages/sceau-chrome-0.1.0.zip'
    )
    expect(packages.getByRole('link', { name: 'Download for Firefox (.xpi)' }).getAttribute('href')).toBe(
      '/api/v2/capsules/extension/packages/sceau-firefox-0.1.0.xpi'
    )
    expect(packages.getByText(`SHA-256: ${'c'.repeat(64)}`)).toBeTruthy()
    expect(packages.getByText(`SHA-256: ${'f'.repeat(64)}`)).toBeTruthy()
    expect(extension.getByText(/Click “Load unpacked” and pick that folder/)).toBeTruthy()
    expect(extension.getByText(/Click “Load Temporary Add-on…” and pick the downloaded .xpi file/)).toBeTruthy()
    expect(extension.getByRole('link', { name: 'Connect the extension' }).getAttribute('href')).toBe('/en/app/integrations?pair=extension')
    expect(extension.getByRole('link', { name: 'Captures from the extension' }).getAttribute('href')).toBe('/en/app/integrations/capsules')
    const proofs = within(screen.getByRole('region', { name: 'Web proofs by the server' }))
    expect(await proofs.findByText('Available on this server.')).toBeTruthy()
    expect(proofs.getByRole('link', { name: 'Web proofs' }).getAttribute('href')).toBe('/en/app/screenshots')
    const deploy = within(screen.getByRole('region', { name: 'Deployment action' }))
    expect(deploy.getByRole('link', { name: 'Set up the action and see your releases' }).getAttribute('href')).toBe('/en/app/integrations/git-deploy')
    const keys = within(screen.getByRole('region', { name: 'API keys and access tokens' }))
    expect(keys.getByRole('link', { name: 'Manage tokens and API keys' }).getAttribute('href')).toBe('/en/app/account?tab=integrations')
    // The sidebar's bottom menu leads administrators here.
    expect(screen.getAllByRole('link', { name: 'Integrations' }).some((link) => link.getAttribute('href') === '/en/app/integrations')).toBe(true)
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
  })

  it('says when the server has no browser, and what a member without the rights is missing; no sidebar entry for members', async () => {
    await renderApp('/en/app/integrations', {
      api: {
        'GET /users/me': reply(200, withoutIntegrations),
        'GET /users/me/tokens': reply(200, { tokens: [] }),
        'GET /capsules/status': reply(200, { serverCapture: false }),
      },
    })
    const proofs = within(await screen.findByRole('region', { name: 'Web proofs by the server' }))
    expect(await proofs.findByText('Unavailable: this server has no browser to capture pages.')).toBeTruthy()
    expect(proofs.getByText(/Web proofs need the paid plan/)).toBeTruthy()
    const extension = within(screen.getByRole('region', { name: 'Browser extension' }))
    expect(await extension.findByText('Not connected yet.')).toBeTruthy()
    expect(extension.getByText(/Captures need the paid plan/)).toBeTruthy()
    expect(screen.queryAllByRole('link', { name: 'Integrations' }).filter((link) => link.getAttribute('href') === '/en/app/integrations')).toEqual([])
  })

  it('the account settings link to the hub', async () => {
    await renderApp('/en/app/account?tab=integrations', {
      api: { 'GET /users/me': reply(200, member), 'GET /users/me/tokens': reply(200, { tokens: [] }) },
    })
    expect((await screen.findByRole('link', { name: 'All integrations' })).getAttribute('href')).toBe('/en/app/integrations')
  })
})

describe('pairing the extension (/app/integrations?pair=extension)', () => {
  const fromPage = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }))

  it('once the extension answered: makes a token named for it, hands it over, and says connected only when the extension kept it', async () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined)
    let name = ''
    const { user } = await renderApp('/en/app/integrations?pair=extension', {
      api: {
        // A new account: its welcome dialog waits, the pairing stays in reach.
        'GET /users/me': reply(200, { ...member, welcomeDismissed: false }),
        'GET /users/me/tokens': reply(200, { tokens: [] }),
        'GET /capsules/status': reply(200, STATUS),
        'GET /capsules/extension/packages': reply(200, { packages: [] }),
        'POST /users/me/tokens': async (request) => {
          name = ((await request.json()) as { name: string }).name
          return reply(201, { ...token('9', name), value: 'oat_SECRET.value' })
        },
      },
    })
    const pairing = within(await screen.findByRole('region', { name: 'Connect the Sceau extension' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // The page asks whether an extension listens; until it answers, no token can be made.
    expect(post).toHaveBeenCalledWith({ type: 'sceau:extension-hello' }, window.location.origin)
    expect(pairing.getByRole('button', { name: 'Connect the extension' }).hasAttribute('disabled')).toBe(true)
    fromPage({ type: 'sceau:extension-ready' })
    await waitFor(() => expect(pairing.getByRole('button', { name: 'Connect the extension' }).hasAttribute('disabled')).toBe(false))
    await user.click(pairing.getByRole('button', { name: 'Connect the extension' }))
    await waitFor(() => expect(post).toHaveBeenCalledWith({ type: 'sceau:extension-token', token: 'oat_SECRET.value', name }, window.location.origin))
    expect(name).toMatch(/^Sceau extension · /)
    // Handed over, not connected yet.
    expect(await pairing.findByText('Handing the access token to the extension…')).toBeTruthy()
    expect(screen.queryByText(/The extension received its access token/)).toBeNull()
    // The listener, injected again, says it is ready: the token is posted again. Not from another origin.
    fromPage({ type: 'sceau:extension-ready' })
    fromPage({ type: 'sceau:extension-ready' }, 'https://evil.test')
    expect(post.mock.calls.filter(([data]) => (data as { type: string }).type === 'sceau:extension-token')).toHaveLength(2)
    fromPage({ type: 'sceau:extension-paired', ok: true }, 'https://evil.test')
    fromPage({ type: 'sceau:extension-paired', ok: true })
    expect(await screen.findByText(/The extension received its access token “Sceau extension · /)).toBeTruthy()
    expect(screen.getByRole('link', { name: "Revoke it in your account's access tokens" }).getAttribute('href')).toBe('/en/app/account?tab=integrations')
  })

  it('in a browser without the extension it never says connected and makes no token', async () => {
    vi.spyOn(window, 'postMessage').mockImplementation(() => undefined)
    let made = 0
    await renderApp('/en/app/integrations?pair=extension', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /users/me/tokens': reply(200, { tokens: [] }),
        'GET /capsules/status': reply(200, STATUS),
        'GET /capsules/extension/packages': reply(200, { packages: [] }),
        'POST /users/me/tokens': () => {
          made++
          return reply(201, { ...token('9', 'x'), value: 'oat_x' })
        },
      },
    })
    const pairing = within(await screen.findByRole('region', { name: 'Connect the Sceau extension' }))
    expect(await pairing.findByText(/The Sceau extension did not answer in this browser/, {}, { timeout: 6000 })).toBeTruthy()
    expect(pairing.getByRole('link', { name: 'Install the extension' }).getAttribute('href')).toBe('#extension-packages')
    expect(pairing.queryByRole('button', { name: 'Connect the extension' })).toBeNull()
    expect(pairing.getByRole('button', { name: 'Look again' })).toBeTruthy()
    expect(screen.queryByText(/is connected/)).toBeNull()
    expect(made).toBe(0)
  })

  it('a token the extension did not keep is revoked at once, and the page says so', async () => {
    vi.spyOn(window, 'postMessage').mockImplementation(() => undefined)
    const revoked: string[] = []
    const { user } = await renderApp('/en/app/integrations?pair=extension', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /users/me/tokens': reply(200, { tokens: [] }),
        'GET /capsules/status': reply(200, STATUS),
        'GET /capsules/extension/packages': reply(200, { packages: [] }),
        'POST /users/me/tokens': reply(201, { ...token('9', 'Sceau extension · x'), value: 'oat_x' }),
        'DELETE /users/me/tokens/9': () => {
          revoked.push('9')
          return new Response(null, { status: 204 })
        },
      },
    })
    const pairing = within(await screen.findByRole('region', { name: 'Connect the Sceau extension' }))
    fromPage({ type: 'sceau:extension-ready' })
    await waitFor(() => expect(pairing.getByRole('button', { name: 'Connect the extension' }).hasAttribute('disabled')).toBe(false))
    await user.click(pairing.getByRole('button', { name: 'Connect the extension' }))
    await pairing.findByText('Handing the access token to the extension…')
    fromPage({ type: 'sceau:extension-paired', ok: false, reason: 'badToken' })
    expect(await pairing.findByText(/The extension did not keep the access token, which was revoked/)).toBeTruthy()
    expect(revoked).toEqual(['9'])
    expect(screen.queryByText(/is connected/)).toBeNull()
  })

  it('a refused token creation says so and posts no token', async () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined)
    const { user } = await renderApp('/en/app/integrations?pair=extension', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /users/me/tokens': reply(200, { tokens: [] }),
        'GET /capsules/status': reply(200, STATUS),
        'GET /capsules/extension/packages': reply(200, { packages: [] }),
        'POST /users/me/tokens': reply(429, { error: { code: 'E_TOO_MANY_REQUESTS', message: 'Too many requests, try again later' } }),
      },
    })
    const pairing = within(await screen.findByRole('region', { name: 'Connect the Sceau extension' }))
    fromPage({ type: 'sceau:extension-ready' })
    await waitFor(() => expect(pairing.getByRole('button', { name: 'Connect the extension' }).hasAttribute('disabled')).toBe(false))
    await user.click(pairing.getByRole('button', { name: 'Connect the extension' }))
    expect(await pairing.findByText('Too many requests, try again later')).toBeTruthy()
    expect(post.mock.calls.some(([data]) => (data as { type: string }).type === 'sceau:extension-token')).toBe(false)
  })

  it('an anonymous visitor logs in first, then comes back to the pairing', async () => {
    let loggedIn = false
    const { user, router } = await renderApp('/en/app/integrations?pair=extension', {
      api: {
        'GET /users/me': () => (loggedIn ? reply(200, member) : reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } })),
        'POST /users/sessions': () => {
          loggedIn = true
          return reply(200, { user: member })
        },
        'GET /users/me/tokens': reply(200, { tokens: [] }),
        'GET /capsules/status': reply(200, STATUS),
      },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'))
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/app/integrations?pair=extension')
    await user.type(await screen.findByLabelText('Email address'), 'ada@example.org')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/en/app/integrations?pair=extension'))
    expect(await screen.findByRole('region', { name: 'Connect the Sceau extension' })).toBeTruthy()
  })
})

describe('captures (/app/integrations/capsules/{id?})', () => {
  it('lists the organisation’s extension captures with their state and deposit number', async () => {
    const { requests } = await renderApp('/en/app/integrations/capsules', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /capsules': reply(
          200,
          page([summary(), summary({ id: 'c2', url: 'https://example.org/', title: '', state: 'depositing', depositId: null, depositNumber: null })])
        ),
      },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Web page captures')
    const table = within(await screen.findByTestId('capsules-table'))
    const first = within(table.getByText('Terms of sale').closest('tr')!)
    expect(first.getByText('D-2026-000042')).toBeTruthy()
    expect(first.getByText('Protected')).toBeTruthy()
    expect(first.getByRole('link', { name: 'Open the capture of https://example.com/terms' }).getAttribute('href')).toBe('/en/app/integrations/capsules/c1')
    const second = within(table.getAllByText('https://example.org/')[0].closest('tr')!)
    expect(second.getByText('Being deposited')).toBeTruthy()
    const list = requests.find((request) => new URL(request.url).pathname === '/api/v2/capsules')!
    expect(new URL(list.url).searchParams.get('kind')).toBe('extension')
  })

  it('a member without the right gets a notice instead of the list', async () => {
    await renderApp('/en/app/integrations/capsules', { api: { 'GET /users/me': reply(200, withoutIntegrations), 'GET /capsules': forbidden } })
    expect(await screen.findByText(/does not include captures from the browser extension/)).toBeTruthy()
    expect(screen.queryByTestId('capsules-table')).toBeNull()
  })

  it('the detail shows the screenshot, page, time, browser, files of the WACZ, downloads and the deposit', async () => {
    await renderApp('/en/app/integrations/capsules/c1', { api: { 'GET /users/me': reply(200, member), 'GET /capsules/c1': reply(200, view()) } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of sale' })).toBeTruthy()
    const image = screen.getByRole('img', { name: 'Screenshot of https://example.com/terms' })
    expect(image.getAttribute('src')).toBe('/api/v2/capsules/c1/screenshot')
    expect(image.getAttribute('height')).toBe('3400')
    expect(screen.getByText('Chrome 131')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'https://example.com/terms' }).getAttribute('href')).toBe('https://example.com/terms')
    expect(screen.getByText('a'.repeat(64))).toBeTruthy()
    // The screenshot's own fingerprint is published too.
    expect(screen.getByTestId('screenshot-sha256').textContent).toBe('b'.repeat(64))
    expect(screen.getByRole('button', { name: 'Copy the screenshot checksum' })).toBeTruthy()
    const contents = within(screen.getByTestId('wacz-contents'))
    expect(contents.getByText('archive/data.warc')).toBeTruthy()
    expect(contents.getByText('pages/pages.jsonl')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download the archive (WACZ)' }).getAttribute('href')).toBe('/api/v2/capsules/c1/wacz')
    expect(screen.getByRole('link', { name: 'Download the screenshot' }).getAttribute('href')).toBe('/api/v2/capsules/c1/screenshot')
    expect(screen.getByRole('link', { name: 'Open deposit D-2026-000042' }).getAttribute('href')).toBe('/en/app/consignments/d7')
    expect(screen.getByText("The certificate and the proof folder are on the deposit's page.")).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Progress' })).toBeNull()
  })

  it('while the server captures, the detail shows the progress; a failed capture shows its translated reason', async () => {
    await renderApp('/en/app/integrations/capsules/c3', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /capsules/c3': reply(
          200,
          view({
            id: 'c3',
            kind: 'server',
            state: 'capturing',
            wacz: null,
            screenshot: null,
            contents: [],
            depositId: null,
            depositNumber: null,
            browser: null,
          })
        ),
      },
    })
    expect(await screen.findByText('The server is opening the page and recording it. This page updates by itself.')).toBeTruthy()
    expect(screen.getByText('Capture of the page').closest('li')!.getAttribute('aria-current')).toBe('step')
    expect(screen.getByText('The deposit is not made yet: it appears here once requested.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'All web proofs' }).getAttribute('href')).toBe('/en/app/screenshots')
  })

  it('a failed capture says why in the page’s language; a reason the catalogue lacks still says what to do', async () => {
    const failed = (id: string, error: string) =>
      reply(200, view({ id, kind: 'server', state: 'failed', error, wacz: null, screenshot: null, contents: [], depositId: null, depositNumber: null }))
    const { router } = await renderApp('/app/integrations/capsules/c4', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /capsules/c4': failed('c4', 'capsules.webProof.privateAddress'),
        'GET /capsules/c5': failed('c5', 'capsules.unknownReason'),
      },
    })
    expect(await screen.findByText('La capture a échoué')).toBeTruthy()
    expect(screen.getByText(/mène à un réseau privé ou local/).getAttribute('role')).toBe('alert')
    await router.navigate('/app/integrations/capsules/c5')
    const fallback = await screen.findByText('La capture n’a pas pu aboutir. Réessayez ; si l’échec se répète, contactez le support.')
    expect(fallback.getAttribute('role')).toBe('alert')
  })

  it('an extension capture whose files never came: the reason, the page to capture again, delete; no download of a missing file', async () => {
    let deleted = false
    const { user, router } = await renderApp('/en/app/integrations/capsules/c6', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /capsules/c6': reply(
          200,
          view({
            id: 'c6',
            state: 'failed',
            error: 'capsules.errors.uploadTimedOut',
            wacz: null,
            screenshot: null,
            contents: [],
            depositId: null,
            depositNumber: null,
          })
        ),
        'DELETE /capsules/c6': () => {
          deleted = true
          return new Response(null, { status: 204 })
        },
        'GET /capsules': reply(200, page([])),
      },
    })
    expect(await screen.findByText(/The files of this capture never all arrived/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull()
    expect(screen.queryByRole('img', { name: /Screenshot of/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Open the page to capture it again' }).getAttribute('href')).toBe('https://example.com/terms')
    expect(screen.queryByRole('button', { name: 'Capture again' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Delete this capture' }))
    await user.click(within(screen.getByRole('group', { name: /Delete this failed capture/ })).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/app/integrations/capsules'))
    expect(deleted).toBe(true)
  })

  it('a failed web proof is captured again from its page', async () => {
    let retried: unknown = false
    const failedView = view({
      id: 'c7',
      kind: 'server',
      state: 'failed',
      error: 'capsules.webProof.timeout',
      wacz: null,
      screenshot: null,
      contents: [],
      depositId: null,
      depositNumber: null,
    })
    const { user } = await renderApp('/en/app/integrations/capsules/c7', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /capsules/c7': () => reply(200, retried ? { ...failedView, state: 'capturing', error: null } : failedView),
        'GET /capsules/status': reply(200, STATUS),
        'POST /capsules/c7/retry': async (request) => {
          retried = await request.json()
          return reply(200, { ...failedView, state: 'capturing', error: null })
        },
      },
    })
    // Captured again is deposited again: the price is asked first.
    await user.click(await screen.findByRole('button', { name: 'Capture again' }))
    expect(retried).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Capture again and deposit for €3.20' }))
    expect(await screen.findByText('The server is opening the page and recording it. This page updates by itself.')).toBeTruthy()
    expect(retried).toEqual({ priceCents: 320 })
  })

  it('another organisation’s capture is not found', async () => {
    await renderApp('/en/app/integrations/capsules/c9', {
      api: { 'GET /users/me': reply(200, member), 'GET /capsules/c9': reply(404, { error: { code: 'E_NOT_FOUND', message: 'Not found' } }) },
    })
    expect(await screen.findByText('This capture does not exist or belongs to another organization.')).toBeTruthy()
  })
})

describe('server-side web proofs (/app/screenshots)', () => {
  it('lists the server’s captures and leads to a new one', async () => {
    const { requests } = await renderApp('/en/app/screenshots', {
      api: { 'GET /users/me': reply(200, member), 'GET /capsules': reply(200, page([summary({ id: 's1', kind: 'server' })])) },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Web proofs')
    expect(await screen.findByText('Terms of sale')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New web proof' }).getAttribute('href')).toBe('/en/app/screenshots/new')
    const list = requests.find((request) => new URL(request.url).pathname === '/api/v2/capsules')!
    expect(new URL(list.url).searchParams.get('kind')).toBe('server')
  })

  it('an empty list says how to make one', async () => {
    await renderApp('/en/app/screenshots', { api: { 'GET /users/me': reply(200, member), 'GET /capsules': reply(200, page([])) } })
    expect(await screen.findByText('No web proof yet. Enter an address to have the server capture it.')).toBeTruthy()
  })

  it('a URL sent to the server goes to the capture’s detail, which shows the capture in progress', async () => {
    const { user, router, requests } = await renderApp('/en/app/screenshots/new', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /capsules/status': reply(200, STATUS),
        'POST /capsules/web-proofs': reply(
          201,
          view({ id: 's2', kind: 'server', state: 'capturing', wacz: null, screenshot: null, contents: [], depositId: null, depositNumber: null })
        ),
        'GET /capsules/s2': reply(
          200,
          view({ id: 's2', kind: 'server', state: 'capturing', wacz: null, screenshot: null, contents: [], depositId: null, depositNumber: null })
        ),
      },
    })
    await user.type(await screen.findByLabelText('Page address'), ' https://example.com/terms ')
    // It becomes a paid deposit: the form says the server's price, and nothing is sent before it is confirmed.
    expect(
      screen.getByText(
        'The capture is kept as a deposit for 3 years: €3.20 for a page up to 10 MB (paid from prepaid credits or by card). You confirm the price before anything is captured.'
      )
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Capture and deposit' }))
    const question = screen.getByRole('group', { name: 'Deposit this capture for €3.20 (3 years)?' })
    expect(question.textContent).toContain('This price covers a capture up to 10 MB. A larger capture is not deposited and nothing is charged.')
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
    // Cancelling sends nothing; confirming sends the price seen.
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('group', { name: /Deposit this capture/ })).toBeNull()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Capture and deposit' }))
    await user.click(screen.getByRole('button', { name: 'Capture and deposit for €3.20' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/app/integrations/capsules/s2'))
    expect(await screen.findByText('The server is opening the page and recording it. This page updates by itself.')).toBeTruthy()
    const created = requests.find((request) => request.method === 'POST')!
    expect(await created.clone().json()).toEqual({ url: 'https://example.com/terms', priceCents: 320 })
  })

  it('a price that changed since it was shown is refused by the server: the new price is asked again', async () => {
    let status = STATUS
    const { user, requests } = await renderApp('/en/app/screenshots/new', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /capsules/status': () => reply(200, status),
        'POST /capsules/web-proofs': () => {
          status = { ...STATUS, price: { ...STATUS.price, cents: 400 } }
          return reply(409, {
            error: {
              code: 'E_PRICE_CHANGED',
              message: 'The price has changed since it was shown: check the new price and confirm again. Nothing was charged.',
            },
          })
        },
      },
    })
    await user.type(await screen.findByLabelText('Page address'), 'https://example.com/terms')
    await user.click(screen.getByRole('button', { name: 'Capture and deposit' }))
    await user.click(screen.getByRole('button', { name: 'Capture and deposit for €3.20' }))
    expect(await screen.findByText('The price has changed since it was shown: check the new price and confirm again. Nothing was charged.')).toBeTruthy()
    await screen.findByText(/^The capture is kept as a deposit for 3 years: €4 for a page up to 10 MB/)
    await user.click(screen.getByRole('button', { name: 'Capture and deposit' }))
    expect(screen.getByRole('button', { name: 'Capture and deposit for €4' })).toBeTruthy()
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1)
  })

  it('refuses what is not a web address before asking, and shows the server’s refusal of a private address', async () => {
    const { user, requests } = await renderApp('/en/app/screenshots/new', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /capsules/status': reply(200, STATUS),
        'POST /capsules/web-proofs': reply(422, {
          error: {
            code: 'E_VALIDATION',
            message: 'The form contains errors',
            fields: { url: 'This address is on a private network: Sceau does not capture it' },
          },
        }),
      },
    })
    const field = await screen.findByLabelText('Page address')
    await user.click(screen.getByRole('button', { name: 'Capture and deposit' }))
    expect(await screen.findByText('Enter the address of the page')).toBeTruthy()
    await user.type(field, 'ftp://example.com/file')
    await user.click(screen.getByRole('button', { name: 'Capture and deposit' }))
    expect(await screen.findByText('Enter a web address starting with http:// or https://')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
    await user.clear(field)
    await user.type(field, 'http://192.168.1.10/admin')
    await user.click(screen.getByRole('button', { name: 'Capture and deposit' }))
    await user.click(screen.getByRole('button', { name: 'Capture and deposit for €3.20' }))
    expect(await screen.findByText('This address is on a private network: Sceau does not capture it')).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
  })

  it('when the server has no browser, the form says server capture is unavailable', async () => {
    await renderApp('/en/app/screenshots/new', { api: { 'GET /users/me': reply(200, member), 'GET /capsules/status': reply(200, { serverCapture: false }) } })
    expect(await screen.findByText('Server capture unavailable')).toBeTruthy()
    expect(screen.queryByLabelText('Page address')).toBeNull()
  })

  it('a member without the web proofs right is told so', async () => {
    const { user } = await renderApp('/en/app/screenshots/new', {
      api: {
        'GET /users/me': reply(200, withoutIntegrations),
        'GET /capsules/status': reply(200, STATUS),
        'POST /capsules/web-proofs': forbidden,
      },
    })
    await user.type(await screen.findByLabelText('Page address'), 'https://example.com/')
    await user.click(screen.getByRole('button', { name: 'Capture and deposit' }))
    await user.click(screen.getByRole('button', { name: 'Capture and deposit for €3.20' }))
    expect(await screen.findByText(/does not include web proofs captured by the server/)).toBeTruthy()
  })
})

describe('a capture’s deposit (consignment screens)', () => {
  const capture = { url: 'https://example.com/terms', capturedAt: '2026-11-24T10:00:00.000Z' }
  const certificate = (over: Partial<CertificateView> = {}) =>
    certificateView({ fileName: 'example.com-terms.wacz', mime: 'application/wacz', capture, ...over })

  it('the public certificate page shows the captured page and the capture time', async () => {
    await renderApp('/en/certificate/TOKEN', { api: { 'GET /consignment/certificates/TOKEN': reply(200, certificate()) } })
    expect((await screen.findByTestId('captured-url')).textContent).toBe('https://example.com/terms')
    expect(screen.getByText('Captured page')).toBeTruthy()
    const when = screen.getByText('Captured on').parentElement!
    expect(when.textContent).toContain('2026')
    // Shown as text: the certificate does not send its readers to the captured site.
    expect(screen.queryByRole('link', { name: 'https://example.com/terms' })).toBeNull()
  })

  it('other deposits’ certificates show no capture rows', async () => {
    await renderApp('/en/certificate/TOKEN', { api: { 'GET /consignment/certificates/TOKEN': reply(200, certificate({ capture: null })) } })
    expect(await screen.findByText('example.com-terms.wacz', { selector: 'p' })).toBeTruthy()
    expect(screen.queryByText('Captured page')).toBeNull()
  })

  it('the deposit’s page shows the captured page and the capture time', async () => {
    const detail = depositDetail({
      id: 'd7',
      number: 'D2026-000042',
      title: 'Terms of sale',
      state: 'protected',
      fileName: 'example.com-terms.wacz',
      bytes: 20480,
      createdAt: '2026-11-24T10:00:30.000Z',
      depositedAt: timestampView.genTime,
      expiresAt: '2029-11-24T10:00:30.000Z',
      integrationToken: 'EMBED',
      price: { totalCents: 320, baseCents: 400, status: 'approved', method: 'credits' },
      capture,
      files: [sealedFile({ name: 'example.com-terms.wacz', size: 20480, mime: 'application/wacz', downloadable: true })],
    })
    await renderApp('/en/app/consignments/d7', { api: { 'GET /users/me': reply(200, member), 'GET /consignment/deposits/d7': reply(200, detail) } })
    expect((await screen.findByTestId('captured-url')).textContent).toBe('https://example.com/terms')
    expect(screen.getByText('Captured on')).toBeTruthy()
  })
})

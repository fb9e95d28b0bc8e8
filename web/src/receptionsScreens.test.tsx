/* The receptions plugin's screens in the real app, against the API contract (plugins/receptions/shared/types.ts). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PickedFile, UploadItem, UploadTotals } from '@sceau/api-client/uploads'
import { deliveryUploads } from '../../plugins/receptions/web/hooks/useDeliverySend'
import { admin, member as baseMember, renderApp, reply } from './test/renderApp'

const member = { ...baseMember, permissions: {} }
const page = <T,>(data: T[], lastPage = 1) => ({ data, meta: { total: data.length, perPage: 20, currentPage: 1, lastPage } })

const link = (over: Record<string, unknown> = {}) => ({
  id: 'l1',
  title: 'Plans du chantier',
  description: null,
  color: '#f1f5f9',
  audience: 'password',
  expiry: 'first-upload',
  expiresAt: null,
  revokedAt: null,
  state: 'active',
  maxBytes: null,
  maxFiles: null,
  url: 'http://localhost/upload/link/TOKEN123',
  deliveries: 2,
  createdAt: '2026-11-24T10:00:00.000Z',
  creator: { id: 'u1', name: 'Ada Lovelace' },
  ...over,
})

const receipt = {
  manifestSha256: 'c'.repeat(64),
  timestampedAt: '2026-11-24T10:00:05.000Z',
  tsa: 'Sceau TSA',
  anchor: { status: 'pending', txHash: null },
}

const files = [
  { id: 'f1', name: 'rez.pdf', path: 'plans/rez.pdf', size: 1024, sha256: 'a'.repeat(64), state: 'ready' },
  { id: 'f2', name: 'notes.txt', path: 'notes.txt', size: 10, sha256: 'b'.repeat(64), state: 'ready' },
]

const publicReception = (over: Record<string, unknown> = {}) => ({
  kind: 'link',
  state: 'open',
  requires: 'nothing',
  title: 'Plans du chantier',
  description: 'Déposez vos plans ici',
  color: '#112233',
  organisation: { name: 'Atelier', logoUrl: null, backgroundUrl: null },
  limits: { maxBytes: 1024 * 1024, maxFiles: 3 },
  ...over,
})

describe('public reception page branding', () => {
  it("shows the organisation's send-page background over the page colour", async () => {
    await renderApp('/en/upload/link/TOKEN123', {
      api: {
        'GET /receptions/public/link/TOKEN123': reply(
          200,
          publicReception({
            organisation: { name: 'Atelier', logoUrl: null, backgroundUrl: 'http://localhost/api/v2/organizations/7/customisation/send-background' },
          })
        ),
      },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Plans du chantier')
    const style = screen.getByTestId('reception-page').getAttribute('style') ?? ''
    expect(style).toContain('background-color')
    expect(style).toContain('url("http://localhost/api/v2/organizations/7/customisation/send-background")')
  })
})

describe('SafeLinks screen', () => {
  it('checks the form, creates a password link that expires after the first upload, and shows its address in the page language', async () => {
    let posted: Record<string, unknown> | null = null
    const { user } = await renderApp('/en/app/receptions/links', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /receptions/links': reply(200, page([])),
        'POST /receptions/links': async (request) => {
          posted = (await request.json()) as Record<string, unknown>
          return reply(201, link({ title: posted.title }))
        },
      },
    })
    expect(await screen.findByText('No SafeLink yet: create one to receive files.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'New SafeLink' }))
    const form = screen.getByRole('form', { name: 'Create a SafeLink' })
    await user.click(within(form).getByLabelText('Anyone with the password'))
    await user.type(within(form).getByLabelText('Password'), 'short')
    await user.selectOptions(within(form).getByLabelText('Expires'), 'After the first upload')
    await user.type(within(form).getByLabelText('Maximum number of files'), 'x')
    await user.click(within(form).getByRole('button', { name: 'Create the SafeLink' }))
    expect(within(form).getByText('Required field')).toBeTruthy()
    expect(within(form).getByText('The password needs at least 8 characters')).toBeTruthy()
    expect(within(form).getByText('Enter a whole number greater than 0')).toBeTruthy()
    expect(posted).toBeNull()

    await user.type(within(form).getByLabelText('Title'), 'Plans du chantier')
    await user.type(within(form).getByLabelText('Password'), '-long-enough')
    await user.clear(within(form).getByLabelText('Maximum number of files'))
    await user.type(within(form).getByLabelText('Maximum number of files'), '5')
    await user.type(within(form).getByLabelText('Maximum size (MB)'), '10')
    await user.click(within(form).getByRole('button', { name: 'Create the SafeLink' }))
    expect(await screen.findByText('SafeLink “Plans du chantier” created')).toBeTruthy()
    expect(posted).toMatchObject({
      title: 'Plans du chantier',
      audience: 'password',
      password: 'short-long-enough',
      expiry: 'first-upload',
      maxFiles: 5,
      maxBytes: 10 * 1024 * 1024,
    })
    expect(screen.getByTestId('safelink-created-url').textContent).toBe('http://localhost/en/upload/link/TOKEN123')
  })

  it('lists All / Active / Expired through the server, links the deliveries, and revokes after asking in place', async () => {
    const filters: string[] = []
    let revoked = false
    const { user } = await renderApp('/en/app/receptions/links', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /receptions/links': (request) => {
          const filter = new URL(request.url).searchParams.get('filter')!
          filters.push(filter)
          if (filter === 'expired')
            return reply(200, page([link({ id: 'l2', title: 'Ancien', state: 'expired', expiresAt: '2026-11-01T10:00:00.000Z', deliveries: 0 })]))
          return reply(200, page([link({ revokedAt: revoked ? '2026-11-25T10:00:00.000Z' : null, state: revoked ? 'expired' : 'active' })]))
        },
        'DELETE /receptions/links/l1': () => {
          revoked = true
          return reply(200, link({ state: 'expired', revokedAt: '2026-11-25T10:00:00.000Z' }))
        },
      },
    })
    const table = await screen.findByTestId('safelinks-table')
    expect(within(table).getByText('Anyone with the password')).toBeTruthy()
    expect(within(table).getByText('After the first upload')).toBeTruthy()
    expect(within(table).getByRole('link', { name: '2 deliveries for Plans du chantier' }).getAttribute('href')).toBe('/en/app/receptions/l1')
    expect(within(table).getByRole('button', { name: 'Copy the link' })).toBeTruthy()

    await user.click(within(table).getByRole('button', { name: 'Revoke' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await within(await screen.findByTestId('safelinks-table')).findByText('Revoked')).toBeTruthy()

    await user.click(screen.getByRole('tab', { name: 'Expired' }))
    expect(await screen.findByText('Ancien')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Expired' }).getAttribute('aria-selected')).toBe('true')
    expect(filters).toContain('expired')
  })

  it('says SafeLinks come with the paid plan when the server refuses', async () => {
    await renderApp('/en/app/receptions/links', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /receptions/links': reply(403, { error: { code: 'E_FORBIDDEN', message: 'Forbidden' } }),
      },
    })
    expect(await screen.findByText('SafeLinks come with the paid plan')).toBeTruthy()
  })
})

describe('inbox of one SafeLink', () => {
  it('says at once that an unknown SafeLink does not exist, without asking the refused list again', async () => {
    const { queryClient } = await renderApp('/en/app/receptions/not-a-link', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /receptions/links/not-a-link': reply(404, { error: { code: 'E_NOT_FOUND', message: 'This SafeLink does not exist' } }),
        'GET /receptions/deliveries': reply(422, { error: { code: 'E_VALIDATION', message: 'Invalid', fields: { source: 'Invalid filter' } } }),
      },
    })
    expect(await screen.findByText('This SafeLink does not exist')).toBeTruthy()
    const deliveries = () => queryClient.getQueryCache().findAll({ queryKey: ['receptions', 'deliveries'] })[0]?.state
    await waitFor(() => expect(deliveries()?.status).toBe('error'))
    expect(deliveries()?.fetchFailureCount).toBe(1)
    expect(screen.queryByText('The deliveries cannot be shown right now.')).toBeNull()
  })
})

describe('incoming page screen', () => {
  it('gives members the administrators-only notice without asking the server', async () => {
    const { requests } = await renderApp('/en/app/receptions/pages', { api: { 'GET /users/me': reply(200, member) } })
    expect(await screen.findByText('Administrators only')).toBeTruthy()
    expect(requests.some((request) => request.url.includes('/receptions/page'))).toBe(false)
  })

  it('lets an administrator activate it, choose recipients among the members and a password access, and copy its address', async () => {
    let saved: Record<string, unknown> | null = null
    const view = {
      uuid: 'p-uuid',
      active: false,
      color: null,
      recipients: [],
      access: 'PRIVATE',
      hasPassword: false,
      url: 'http://localhost/r/p-uuid',
    }
    const { user } = await renderApp('/en/app/receptions/pages', {
      api: {
        'GET /users/me': reply(200, admin),
        'GET /receptions/page': reply(200, view),
        'GET /organizations/o1/members': reply(200, {
          members: [
            { id: 'm1', userId: 'u2', firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.org' },
            { id: 'm2', userId: 'u3', firstname: 'Alan', lastname: 'Turing', email: 'alan@example.org' },
          ],
        }),
        'PUT /receptions/page': async (request) => {
          saved = (await request.json()) as Record<string, unknown>
          return reply(200, {
            ...view,
            active: true,
            access: 'PASSWORD',
            hasPassword: true,
            recipients: [{ id: 'u3', name: 'Alan Turing', email: 'alan@example.org' }],
          })
        },
      },
    })
    expect((await screen.findByTestId('reception-page-url')).textContent).toBe('http://localhost/en/r/p-uuid')
    expect(screen.getByRole('button', { name: 'Copy the address' })).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Settings' })
    await user.click(within(form).getByLabelText('Active (the page accepts files)'))
    await user.click(within(form).getByLabelText('Anyone with the password'))
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText('The password needs at least 8 characters')).toBeTruthy()
    expect(saved).toBeNull()

    await user.click(await within(form).findByRole('checkbox', { name: 'Alan Turing (alan@example.org)' }))
    await user.type(within(form).getByLabelText('Page password'), 'Open-Sesame-1')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Saved')).toBeTruthy()
    expect(saved).toEqual({ active: true, color: '#f1f5f9', recipientIds: ['u3'], access: 'PASSWORD', password: 'Open-Sesame-1' })
    expect(screen.getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe('http://localhost/en/r/p-uuid')
  })
})

describe('delivery screen', () => {
  const delivery = {
    id: 'd1',
    source: { kind: 'link', id: 'l1', title: 'Plans du chantier' },
    sender: { name: 'Jean Dupont', email: 'jean@example.org', verified: false },
    message: 'Voici les plans',
    fileCount: 2,
    totalBytes: 1034,
    state: 'complete',
    receivedAt: '2026-11-24T10:00:00.000Z',
    files,
    receipt,
    expiresAt: '2026-12-24T10:00:00.000Z',
    proofOfDelivery: true,
  }

  it('on an instance without a chain the receipt says it is not recorded on a blockchain, never pending', async () => {
    const chainless = { ...delivery, receipt: { ...receipt, anchor: { status: 'none', txHash: null } } }
    await renderApp('/en/app/receptions/l1/deliveries/d1', {
      api: { 'GET /users/me': reply(200, member), 'GET /receptions/deliveries/d1': reply(200, chainless) },
    })
    expect(await screen.findByText('Not recorded on a blockchain (this instance does not anchor)')).toBeTruthy()
    expect(screen.queryByText('Pending (next batch)')).toBeNull()
  })

  it('a download the server refused comes back here and is said: the archive, the receipt, the proof of delivery (links open as pages)', async () => {
    const api = { 'GET /users/me': reply(200, member), 'GET /receptions/deliveries/d1': reply(200, delivery) }
    for (const [asked, text] of [
      ['zip', 'Unable to download the archive.'],
      ['file', 'Unable to download the file.'],
      ['receipt', 'Unable to download the receipt.'],
      ['proofOfDelivery', 'Unable to download the proof of delivery.'],
    ]) {
      window.history.replaceState(null, '', `/en/app/receptions/l1/deliveries/d1?failed=${asked}&code=E_NOT_FOUND`)
      const { view } = await renderApp('/en/app/receptions/l1/deliveries/d1', { api })
      const said = await screen.findByTestId('download-failed')
      expect(said.getAttribute('role'), asked).toBe('alert')
      expect(said.textContent, asked).toBe(text)
      expect(window.location.search).toBe('')
      const links = ['Download rez.pdf', 'Download all (ZIP)', 'Download the receipt', 'Proof of delivery']
      for (const name of links) expect(screen.getByRole('link', { name }).hasAttribute('download'), name).toBe(false)
      view.unmount()
    }
    window.history.replaceState(null, '', '/app/receptions/l1/deliveries/d1?failed=receipt&code=E_RECEIPT_PENDING')
    await renderApp('/app/receptions/l1/deliveries/d1', { api })
    expect((await screen.findByTestId('download-failed')).textContent).toBe('Impossible de télécharger le reçu.')
  })

  it('shows the files with their SHA-256s, downloads one, a selection or all, protects a file, shows the receipt and deletes after asking', async () => {
    let deleted = false
    const { user, requests, router } = await renderApp('/en/app/receptions/l1/deliveries/d1', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /receptions/deliveries/d1': reply(200, delivery),
        'POST /receptions/deliveries/d1/files/f1/protect': reply(200, { requested: true }),
        'DELETE /receptions/deliveries/d1': () => {
          deleted = true
          return reply(204)
        },
        'GET /receptions/deliveries': reply(200, page([])),
        'GET /receptions/links/l1': reply(200, link()),
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery from Jean Dupont' })).toBeTruthy()
    expect(screen.getByText('Voici les plans')).toBeTruthy()
    const table = screen.getByTestId('delivery-files')
    expect(within(table).getByText('a'.repeat(64))).toBeTruthy()
    expect(within(table).getByRole('link', { name: 'Download rez.pdf' }).getAttribute('href')).toBe('/api/v2/receptions/deliveries/d1/files/f1')
    expect(screen.getByRole('link', { name: 'Download all (ZIP)' }).getAttribute('href')).toBe('/api/v2/receptions/deliveries/d1/zip')
    await user.click(within(table).getByLabelText('Select notes.txt'))
    expect(screen.getByText('1 file selected')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download the selection (1)' }).getAttribute('href')).toBe('/api/v2/receptions/deliveries/d1/zip?files=f2')

    // A paid deposit: its price and a confirmation first; cancelling sends nothing.
    await user.click(within(table).getByRole('button', { name: 'Protect rez.pdf' }))
    const question = within(table).getByRole('group', { name: /^Protecting “rez\.pdf” makes a deposit kept 3 years, charged €\d/ })
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/files/f1/protect'))).toBe(false)
    await user.click(within(table).getByRole('button', { name: 'Protect rez.pdf' }))
    await user.click(within(table).getByRole('button', { name: /^Confirm and pay €\d/ }))
    expect(await within(table).findByText('A deposit is being made')).toBeTruthy()
    const posted = requests.find((request) => request.method === 'POST' && request.url.endsWith('/files/f1/protect'))
    // The price confirmed goes with the request: the server charges exactly it (issue 25).
    expect(await posted!.clone().json()).toEqual({ priceCents: 400 })

    expect(screen.getByText('Sceau TSA')).toBeTruthy()
    expect(screen.getByText('Pending (next batch)')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download the receipt' }).getAttribute('href')).toBe('/api/v2/receptions/deliveries/d1/receipt')
    expect(screen.getByRole('link', { name: 'Proof of delivery' }).getAttribute('href')).toBe('/api/v2/receptions/deliveries/d1/proof-of-delivery')

    await user.click(screen.getByRole('button', { name: 'Delete the delivery' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/app/receptions/l1'))
    expect(deleted).toBe(true)
    // The SafeLink's own list: what it is, and its address.
    expect(await screen.findByRole('heading', { level: 1, name: 'Received through “Plans du chantier”' })).toBeTruthy()
    expect(screen.getByText('http://localhost/en/upload/link/TOKEN123')).toBeTruthy()
  })

  it('a price that changed since it was shown (409 E_PRICE_CHANGED): the new price is said and asked again; confirming sends it, cancelling sends nothing more', async () => {
    let changed = false
    const sent: unknown[] = []
    const { user } = await renderApp('/en/app/receptions/l1/deliveries/d1', {
      api: {
        // The plan changed meanwhile: the paid plan's 20 % off, once the server said so.
        'GET /users/me': () => reply(200, { ...member, premium: changed }),
        'GET /receptions/deliveries/d1': reply(200, delivery),
        'POST /receptions/deliveries/d1/files/f1/protect': async (request) => {
          const body = (await request.json()) as { priceCents: number }
          sent.push(body)
          if (body.priceCents === 320) return reply(202, { requested: true })
          changed = true
          return reply(409, {
            error: {
              code: 'E_PRICE_CHANGED',
              message: 'The deposit of this file now costs €3.20: check the new price and confirm again. Nothing was charged.',
            },
          })
        },
      },
    })
    const table = await screen.findByTestId('delivery-files')
    await user.click(within(table).getByRole('button', { name: 'Protect rez.pdf' }))
    await user.click(within(table).getByRole('button', { name: 'Confirm and pay €4' }))
    const said = await within(table).findByRole('alert')
    expect(said.textContent).toBe('The deposit of this file now costs €3.20: check the new price and confirm again. Nothing was charged.')
    const again = await within(table).findByRole('group', { name: 'Protecting “rez.pdf” makes a deposit kept 3 years, charged €3.20. Confirm?' })
    expect(within(table).queryByText('A deposit is being made')).toBeNull()
    await user.click(within(again).getByRole('button', { name: 'Confirm and pay €3.20' }))
    expect(await within(table).findByText('A deposit is being made')).toBeTruthy()
    expect(sent).toEqual([{ priceCents: 400 }, { priceCents: 320 }])
    expect(within(table).queryByRole('alert')).toBeNull()
  })

  it('a changed price asked again and cancelled sends nothing more', async () => {
    const sent: unknown[] = []
    const { user } = await renderApp('/en/app/receptions/l1/deliveries/d1', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /receptions/deliveries/d1': reply(200, delivery),
        'POST /receptions/deliveries/d1/files/f1/protect': async (request) => {
          sent.push(await request.json())
          return reply(409, {
            error: { code: 'E_PRICE_CHANGED', message: 'The deposit of this file now costs €4: check the new price and confirm again. Nothing was charged.' },
          })
        },
      },
    })
    const table = await screen.findByTestId('delivery-files')
    await user.click(within(table).getByRole('button', { name: 'Protect rez.pdf' }))
    await user.click(within(table).getByRole('button', { name: 'Confirm and pay €4' }))
    const again = await within(table).findByRole('group', { name: /^Protecting “rez\.pdf”/ })
    await user.click(within(again).getByRole('button', { name: 'Cancel' }))
    expect(within(table).getByRole('button', { name: 'Protect rez.pdf' })).toBeTruthy()
    expect(sent).toHaveLength(1)
  })
})

/** The upload client, faked: every file is sent at once (jsdom has no tus server). */
function fakeUploads() {
  return vi.spyOn(deliveryUploads, 'create').mockImplementation((options) => {
    let items: UploadItem[] = []
    const totals = (): UploadTotals => ({
      files: items.length,
      bytes: items.reduce((sum, item) => sum + item.size, 0),
      sentBytes: items.reduce((sum, item) => sum + item.sentBytes, 0),
      progress: 1,
      states: { waiting: 0, loading: 0, processing: 0, complete: items.length, loadingError: 0, sendingError: 0 },
    })
    return {
      add: (picked: PickedFile[]) => {
        items = picked.map((p, index): UploadItem => ({
          id: `i${index}`,
          relativePath: p.relativePath,
          name: p.file.name,
          size: p.file.size,
          sentBytes: p.file.size,
          state: 'complete',
          blobId: `b${index}`,
          failure: null,
          alreadySent: false,
        }))
        return items
      },
      start: () => setTimeout(() => options.onChange?.(items, totals()), 0),
      close: () => {},
      cancel: async () => {},
      retryFailed: () => {},
      get totals() {
        return totals()
      },
    } as unknown as ReturnType<typeof deliveryUploads.create>
  })
}

describe('public reception page', () => {
  it('says in plain words why nobody can send: expired link, private page (docs/product.md §6 notice), unknown address', async () => {
    await renderApp('/en/upload/link/OLD', { api: { 'GET /receptions/public/link/OLD': reply(200, publicReception({ state: 'expired' })) } })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This link has expired')
  })

  it('private incoming page: the access-denied notice', async () => {
    await renderApp('/r/p-uuid', { api: { 'GET /receptions/public/page/p-uuid': reply(200, publicReception({ kind: 'page', state: 'private' })) } })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Accès refusé')
    expect(screen.getByText('Cette page est privée. Contactez le gestionnaire de la page.')).toBeTruthy()
  })

  it('unknown address and members-only links', async () => {
    await renderApp('/en/upload/link/NOPE', {
      api: { 'GET /receptions/public/link/NOPE': reply(404, { error: { code: 'E_NOT_FOUND', message: 'Not found' } }) },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unknown address')
  })

  it('password link: asks for it (docs/product.md wording), shows the server’s refusal, then the sending form with its checks', async () => {
    const { user, requests } = await renderApp('/en/upload/link/TOKEN123', {
      api: {
        'GET /receptions/public/link/TOKEN123': reply(200, publicReception({ requires: 'password' })),
        'POST /receptions/public/link/TOKEN123/unlock': async (request) => {
          const { password } = (await request.json()) as { password: string }
          return password === 'Open-Sesame-1'
            ? reply(200, { grant: 'g1' })
            : reply(422, { error: { code: 'E_VALIDATION', message: 'Incorrect Password', fields: { password: 'Incorrect Password' } } })
        },
      },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Plans du chantier')
    expect(screen.getByTestId('reception-page').getAttribute('style')).toContain('background-color')
    expect(screen.getByTestId('reception-page').getAttribute('style')).not.toContain('background-image')
    await user.click(screen.getByRole('button', { name: 'Unlock' }))
    expect(await screen.findByText('You Must Enter a Valid Password')).toBeTruthy()
    await user.type(screen.getByLabelText('Password'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Unlock' }))
    expect(await screen.findByText('Incorrect Password')).toBeTruthy()
    await user.clear(screen.getByLabelText('Password'))
    await user.type(screen.getByLabelText('Password'), 'Open-Sesame-1')
    await user.click(screen.getByRole('button', { name: 'Unlock' }))

    const form = await screen.findByRole('form', { name: 'Your files' })
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    expect(within(form).getByText('Add at least one file')).toBeTruthy()
    expect(within(form).getByText('Required field')).toBeTruthy()
    expect(within(form).getByText('Please enter an email address')).toBeTruthy()
    const many = ['a', 'b', 'c', 'd'].map((name) => new File(['x'], `${name}.txt`))
    fireEvent.change(screen.getByTestId('reception-files'), { target: { files: many } })
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    expect(within(form).getByText('File limit exceeded')).toBeTruthy()
    expect(requests.some((request) => request.url.includes('/deliveries'))).toBe(false)
  })

  it('verified-users link: e-mails a code, checks it, and keeps the confirmed address', async () => {
    const { user } = await renderApp('/en/upload/link/TOKEN123', {
      api: {
        'GET /receptions/public/link/TOKEN123': reply(200, publicReception({ requires: 'code' })),
        'POST /receptions/public/link/TOKEN123/code': reply(200, {}),
        'POST /receptions/public/link/TOKEN123/code/check': async (request) => {
          const { code, email } = (await request.json()) as { code: string; email: string }
          return code === '123456' && email === 'jean@example.org'
            ? reply(200, { grant: 'g2' })
            : reply(422, { error: { code: 'E_VALIDATION', message: 'Incorrect code', fields: { code: 'Incorrect code' } } })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }))
    expect(screen.getByText('Please enter an email address')).toBeTruthy()
    await user.type(screen.getByLabelText('Your email address'), 'jean@example.org')
    await user.click(screen.getByRole('button', { name: 'Send me a code' }))
    expect(await screen.findByText('We sent a code to jean@example.org.')).toBeTruthy()
    await user.type(screen.getByLabelText('Code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Check the code' }))
    expect(await screen.findByText('Incorrect code')).toBeTruthy()
    await user.clear(screen.getByLabelText('Code'))
    await user.type(screen.getByLabelText('Code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Check the code' }))
    const form = await screen.findByRole('form', { name: 'Your files' })
    const email = within(form).getByLabelText('Your email address') as HTMLInputElement
    expect(email.value).toBe('jean@example.org')
    expect(email.readOnly).toBe(true)
  })

  it('sends the files through the upload client, completes the delivery, then shows what was sent and the receipt', async () => {
    fakeUploads()
    let started: Record<string, unknown> | null = null
    const { user, requests } = await renderApp('/en/upload/link/TOKEN123', {
      api: {
        'GET /receptions/public/link/TOKEN123': reply(200, publicReception()),
        'POST /receptions/public/link/TOKEN123/deliveries': async (request) => {
          started = (await request.json()) as Record<string, unknown>
          return reply(201, { deliveryId: 'd9', senderToken: 'st', upload: { batchId: 'b1', token: 'ut', endpoint: '/api/v2/uploads', files: [] } })
        },
        'POST /receptions/public/deliveries/d9/complete': reply(200, {}),
        'GET /receptions/public/deliveries/d9/receipt': reply(409, { error: { code: 'E_RECEIPT_PENDING', message: 'The receipt is being prepared' } }),
        'GET /receptions/public/deliveries/d9': reply(200, {
          id: 'd9',
          files,
          receipt,
          organisation: { name: 'Atelier' },
          receivedAt: '2026-11-24T10:00:00.000Z',
        }),
      },
    })
    const form = await screen.findByRole('form', { name: 'Your files' })
    fireEvent.change(screen.getByTestId('reception-files'), { target: { files: [new File(['hello'], 'notes.txt')] } })
    await user.type(within(form).getByLabelText('Your name'), 'Jean Dupont')
    await user.type(within(form).getByLabelText('Your email address'), 'jean@example.org')
    await user.type(within(form).getByLabelText('Message'), 'Voici')
    await user.click(within(form).getByRole('button', { name: 'Send' }))

    expect((await screen.findByRole('heading', { level: 1, name: 'What you sent' })).textContent).toBe('What you sent')
    expect(started).toMatchObject({
      name: 'Jean Dupont',
      email: 'jean@example.org',
      message: 'Voici',
      files: [{ name: 'notes.txt', size: 5, path: 'notes.txt' }],
    })
    expect(deliveryUploads.create).toHaveBeenCalledWith(expect.objectContaining({ batchId: 'b1', token: 'ut' }))
    expect(await screen.findByText('a'.repeat(64))).toBeTruthy()
    // The sent view lives in the page's memory: the receipt is fetched in place, and a refusal said there.
    expect(screen.queryByTestId('download-failed')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Download the receipt' }))
    expect((await screen.findByTestId('download-failed')).textContent).toBe('Unable to download the receipt.')
    expect(requests.some((request) => request.url.endsWith('/api/v2/receptions/public/deliveries/d9/receipt?senderToken=st'))).toBe(true)
    expect(screen.getByRole('heading', { level: 1, name: 'What you sent' })).toBeTruthy()
  })

  it('after a reload, offers to resume the interrupted sending with the same files, without asking the password again', async () => {
    fakeUploads()
    const pending = {
      deliveryId: 'd7',
      senderToken: 'st7',
      upload: { batchId: 'b7', token: 'ut7', endpoint: '/api/v2/uploads', files: [{ name: 'notes.txt' }] },
      sender: { name: 'Jean Dupont', email: 'jean@example.org', message: 'Voici' },
    }
    localStorage.setItem('sceau.receptions.pending.link.TOKEN123', JSON.stringify({ value: pending, savedAt: Date.now() }))
    const { user, requests } = await renderApp('/en/upload/link/TOKEN123', {
      api: {
        'GET /receptions/public/link/TOKEN123': reply(200, publicReception({ requires: 'password' })),
        'POST /receptions/public/deliveries/d7/complete': reply(200, {}),
        'GET /receptions/public/deliveries/d7': reply(200, {
          id: 'd7',
          files,
          receipt: null,
          organisation: { name: 'Atelier' },
          receivedAt: '2026-11-24T10:00:00.000Z',
        }),
      },
    })
    expect(await screen.findByText('A sending was interrupted: add the same files again to resume it.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull()
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Jean Dupont')
    fireEvent.change(screen.getByTestId('reception-files'), { target: { files: [new File(['hello'], 'notes.txt')] } })
    await user.click(screen.getByRole('button', { name: 'Resume sending' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'What you sent' })).toBeTruthy()
    expect(deliveryUploads.create).toHaveBeenCalledWith(expect.objectContaining({ batchId: 'b7', token: 'ut7' }))
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/link/TOKEN123/deliveries'))).toBe(false)
    expect(await screen.findByText('The receipt is being prepared…')).toBeTruthy()
    expect(localStorage.getItem('sceau.receptions.pending.link.TOKEN123')).toBeNull()
  })

  it('asks for the password again when the one given earlier no longer opens the link', async () => {
    sessionStorage.setItem('sceau.receptions.grant.link.TOKEN123', JSON.stringify({ grant: 'old', email: null }))
    const { user } = await renderApp('/en/upload/link/TOKEN123', {
      api: {
        'GET /receptions/public/link/TOKEN123': reply(200, publicReception({ requires: 'password' })),
        'POST /receptions/public/link/TOKEN123/deliveries': reply(401, { error: { code: 'E_PASSWORD_REQUIRED', message: 'Enter the password again' } }),
      },
    })
    const form = await screen.findByRole('form', { name: 'Your files' })
    fireEvent.change(screen.getByTestId('reception-files'), { target: { files: [new File(['hello'], 'notes.txt')] } })
    await user.type(within(form).getByLabelText('Your name'), 'Jean Dupont')
    await user.type(within(form).getByLabelText('Your email address'), 'jean@example.org')
    await user.click(within(form).getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeTruthy()
    expect(screen.getByText('Enter the password again')).toBeTruthy()
  })
})

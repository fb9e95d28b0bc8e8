/* The transfer plugin's screens in the real app: the recipient page's password card and file tree, the creation card's checks. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SESSION_QUERY_KEY } from '@sceau/plugin-sdk/web/hooks'
import { member as baseMember, renderApp, reply } from './test/renderApp'
import { lockedDownloadApi, passPasswordCard } from './test/passwordCard'
import {
  anonymousCapabilities,
  DOWNLOAD_TOKEN,
  downloadView,
  memberCapabilities,
  savedDraft,
  transferDetail,
  transferLimits,
  transfersPageApi,
} from './test/fixtures'

const TOKEN = DOWNLOAD_TOKEN
/** A free plan that may protect (a paid deposit) what it sends. */
const protectingCapabilities = memberCapabilities({ tier: 'free', expiryDays: { min: 1, max: 7, default: 7 }, protect: true })

describe('transfer screens', () => {
  it('download page: the password card, then the files in their folders, selection and "being analysed"', async () => {
    await renderApp(`/en/download/${TOKEN}`, { api: lockedDownloadApi() })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Plans')
    await passPasswordCard()

    const tree = await screen.findByTestId('file-tree', {}, { timeout: 4000 })
    expect(within(tree).getByText('plans/')).toBeTruthy()
    expect(within(tree).getByText('etage/')).toBeTruthy()
    expect(screen.getByText('Bonne lecture')).toBeTruthy()
    expect(within(tree).getByText('Being analyzed')).toBeTruthy()
    expect((within(tree).getByLabelText('Select notes.txt') as HTMLInputElement).disabled).toBe(true)
    const download = within(tree).getAllByRole('link', { name: /^Download / })[0] as HTMLAnchorElement
    expect(download.href).toContain(`/api/v2/transfer/downloads/${TOKEN}/files/`)
    expect(download.href).toContain('access=cap')

    fireEvent.click(within(tree).getByLabelText('Select rez.pdf'))
    expect(screen.getByText('1 file selected')).toBeTruthy()
    const selection = screen.getByRole('link', { name: 'Download the selection (1)' }) as HTMLAnchorElement
    expect(new URL(selection.href).searchParams.get('files')).toBe('1')
    fireEvent.click(screen.getByLabelText('Select all'))
    expect(screen.getByText('2 files selected')).toBeTruthy()
  })

  it('download page: each file’s download link is named after its file', async () => {
    await renderApp(`/en/download/${TOKEN}`, {
      api: {
        'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }),
        [`GET /transfer/downloads/${TOKEN}`]: reply(200, downloadView(false)),
      },
    })
    const link = await screen.findByRole('link', { name: 'Download rez.pdf' })
    expect(link.getAttribute('href')).toContain('/files/1')
    expect(screen.getByRole('link', { name: 'Download r1.pdf' }).getAttribute('href')).toContain('/files/2')
  })

  it('download page: a download the server refused comes back here and is said in the product’s words, once', async () => {
    // The server sends a browser whose download failed back to the page with ?failed=…&code=… (download_navigation.ts).
    window.history.replaceState(null, '', `/en/download/${TOKEN}?failed=zip&code=E_NOT_FOUND`)
    const first = await renderApp(`/en/download/${TOKEN}`, { api: { [`GET /transfer/downloads/${TOKEN}`]: reply(200, downloadView(false)) } })
    const said = await screen.findByTestId('download-failed', {}, { timeout: 4000 })
    expect(said.getAttribute('role')).toBe('alert')
    expect(said.textContent).toBe('Unable to download the archive.')
    expect(window.location.search).toBe('')
    // The links open as pages (no download attribute), so that a failure can come back here.
    expect(screen.getByRole('link', { name: 'Download all' }).hasAttribute('download')).toBe(false)
    expect(screen.getByRole('link', { name: 'Download rez.pdf' }).hasAttribute('download')).toBe(false)
    first.view.unmount()

    window.history.replaceState(null, '', `/download/${TOKEN}?failed=file&code=E_FILE_ANALYSING`)
    const analysing = await renderApp(`/download/${TOKEN}`, { api: { [`GET /transfer/downloads/${TOKEN}`]: reply(200, downloadView(false)) } })
    expect((await screen.findByTestId('download-failed', {}, { timeout: 4000 })).textContent).toBe(
      'Ce fichier est en cours d’analyse : réessayez dans un instant'
    )
    analysing.view.unmount()

    window.history.replaceState(null, '', `/en/download/${TOKEN}?failed=file&code=E_NOT_FOUND`)
    await renderApp(`/en/download/${TOKEN}`, { api: { [`GET /transfer/downloads/${TOKEN}`]: reply(200, downloadView(false)) } })
    expect((await screen.findByTestId('download-failed', {}, { timeout: 4000 })).textContent).toBe('Unable to download the file.')
  })

  it('download page: an expired link says so clearly', async () => {
    await renderApp(`/download/${TOKEN}`, {
      api: {
        [`GET /transfer/downloads/${TOKEN}`]: reply(410, {
          error: { code: 'E_TRANSFER_EXPIRED', message: 'Ce transfert a expiré : ses fichiers ont été supprimés' },
        }),
      },
    })
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Transfert expiré')
    expect(screen.getByTestId('download-expired')).toBeTruthy()
  })

  it('creation card: anonymous senders need files, recipients and their own address (docs/product.md §5 texts), nothing is sent until then', async () => {
    const { requests } = await renderApp('/en/transfer', {
      api: {
        'GET /transfer/limits': reply(200, transferLimits),
        'GET /transfer/capabilities': reply(200, anonymousCapabilities),
      },
    })
    const submit = await screen.findByRole('button', { name: 'Transfer' })
    await screen.findByLabelText('Your email address')
    fireEvent.click(submit)
    expect(await screen.findByText('Add at least one file')).toBeTruthy()
    expect(screen.getByText('Recipients required')).toBeTruthy()
    expect(screen.getByText('Missing email information')).toBeTruthy()

    const input = screen.getByTestId('transfer-files') as HTMLInputElement
    const files = [new File(['hello'], 'a.txt'), new File(['x'], '.DS_Store')]
    fireEvent.change(input, { target: { files } })
    expect(await screen.findByText('1 file, 5 bytes · up to 2 GB')).toBeTruthy()
    // Files added: their error went with the problem; the others stay until their field changes.
    expect(screen.queryByText('Add at least one file')).toBeNull()
    expect(screen.getByText('Missing email information')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: 'ada@' } })
    expect(screen.queryByText('Missing email information')).toBeNull()
    fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: 'not-an-address' } })
    fireEvent.blur(screen.getByLabelText('Recipients'))
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
  })

  it('creation card: after a reload, the interrupted transfer resumes with its files only (the fields it was created with are not asked again)', async () => {
    const draft = savedDraft({ email: 'ada@example.org', expiresAt: '2099-01-01T00:00:00.000Z' })
    localStorage.setItem('sceau.transfer.draft', JSON.stringify({ draft, verified: true, savedAt: Date.now() }))
    const { requests } = await renderApp('/en/transfer', {
      api: {
        'GET /transfer/limits': reply(200, transferLimits),
        'GET /transfer/capabilities': reply(200, anonymousCapabilities),
      },
    })
    expect(await screen.findByText('A transfer was interrupted. Add the same files to resume it where it stopped.')).toBeTruthy()
    // Recipients, sender, title and message belong to the interrupted transfer: not shown, not required.
    expect(screen.queryByLabelText('Your email address')).toBeNull()
    expect(screen.queryByLabelText('Recipients')).toBeNull()
    const resume = screen.getByRole('button', { name: 'Resume the transfer' }) as HTMLButtonElement
    await waitFor(() => expect(resume.disabled).toBe(false))
    fireEvent.click(resume)
    expect(await screen.findByText('Add at least one file')).toBeTruthy()
    fireEvent.change(screen.getByTestId('transfer-files'), { target: { files: [new File(['hello'], 'a.txt')] } })
    fireEvent.click(resume)
    expect(await screen.findByText(/^Transfer in progress/)).toBeTruthy()
    expect(screen.queryByText('Recipients required')).toBeNull()
    expect(screen.queryByText('Missing email information')).toBeNull()
    // The same draft goes on: no second transfer is created.
    expect(requests.some((request) => request.method === 'POST' && request.url.includes('/transfer/'))).toBe(false)
    localStorage.clear()
  })

  it('creation card: the address book suggests contacts to a user whose plan has it, and a pick becomes a recipient', async () => {
    const searches: string[] = []
    const withBook = { ...baseMember, permissions: { ...baseMember.permissions, addressBook: true } }
    const { user } = await renderApp('/en/app/transfers', {
      api: {
        ...transfersPageApi(
          withBook,
          memberCapabilities({ tier: 'premium', maxBytes: 20 * 1024 ** 3, expiryDays: { min: 1, max: 90, default: 7 }, password: true, protect: true })
        ),
        'GET /organizations/o1/contacts': (request) => {
          searches.push(new URL(request.url).searchParams.get('search') ?? '')
          return reply(200, {
            data: [{ id: 'c1', firstname: 'Bob', lastname: 'Martin', email: 'bob@example.org' }],
            meta: { total: 1, perPage: 6, currentPage: 1, lastPage: 1 },
          })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'New transfer' }))
    const field = await screen.findByRole('combobox', { name: 'Recipients' })
    await user.type(field, 'bo')
    const option = await screen.findByRole('option', { name: /Bob Martin/ })
    expect(searches.at(-1)).toBe('bo')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(within(screen.getByRole('list', { name: 'Recipients' })).getByText('bob@example.org')).toBeTruthy()
    expect(option.isConnected).toBe(false)
  })

  it('creation card: "Protect and send" shows the deposit price and asks for confirmation before anything is sent', async () => {
    const { requests, user } = await renderApp('/en/app/transfers', {
      api: {
        ...transfersPageApi(baseMember, protectingCapabilities),
      },
    })
    await user.click(await screen.findByRole('button', { name: 'New transfer' }))
    fireEvent.click(await screen.findByRole('radio', { name: 'Protect and send' }))
    expect(screen.getByText('Protection makes a paid deposit of the files: its price shows once files are chosen.')).toBeTruthy()
    fireEvent.change(screen.getByTestId('transfer-files'), { target: { files: [new File(['hello'], 'a.txt')] } })
    expect(await screen.findByText(/^Protection: a deposit of these files for 3 years, €4,/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: 'bob@example.org' } })
    fireEvent.blur(screen.getByLabelText('Recipients'))
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    const question = await screen.findByRole('group', { name: 'Protecting these files makes a deposit charged €4. Confirm?' })
    expect(within(question).getByRole('button', { name: 'Confirm and pay €4' })).toBeTruthy()
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeTruthy()
  })

  it('creation card: "Protect and send" sends the price confirmed; changed since shown (409 E_PRICE_CHANGED), the new price is asked again and sent', async () => {
    let premium = false
    const bodies: Record<string, unknown>[] = []
    const { user } = await renderApp('/en/app/transfers', {
      api: {
        ...transfersPageApi(baseMember, protectingCapabilities),
        // The plan changed meanwhile: the paid plan's 20 % off, once the server said so.
        'GET /users/me': () => reply(200, { ...baseMember, premium }),
        'POST /transfer/transfers': async (request) => {
          bodies.push((await request.json()) as Record<string, unknown>)
          if (bodies.length === 1) {
            premium = true
            return reply(409, {
              error: {
                code: 'E_PRICE_CHANGED',
                message: 'The deposit of these files now costs €3.20: check the new price and confirm again. Nothing was charged.',
              },
            })
          }
          // What follows the second request is not this test's subject.
          return reply(400, { error: { code: 'E_FILE_LIMIT', message: 'Stopped here' } })
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'New transfer' }))
    fireEvent.click(await screen.findByRole('radio', { name: 'Protect and send' }))
    fireEvent.change(screen.getByTestId('transfer-files'), { target: { files: [new File(['hello'], 'a.txt')] } })
    fireEvent.change(screen.getByLabelText('Recipients'), { target: { value: 'bob@example.org' } })
    fireEvent.blur(screen.getByLabelText('Recipients'))
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }))
    const question = await screen.findByRole('group', { name: 'Protecting these files makes a deposit charged €4. Confirm?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Confirm and pay €4' }))
    expect(await screen.findByText('The deposit of these files now costs €3.20: check the new price and confirm again. Nothing was charged.')).toBeTruthy()
    const again = await screen.findByRole('group', { name: 'Protecting these files makes a deposit charged €3.20. Confirm?' })
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({ type: 'protect_send', priceCents: 400, files: { count: 1, bytes: 5 } })
    fireEvent.click(within(again).getByRole('button', { name: 'Confirm and pay €3.20' }))
    await screen.findByText('Stopped here')
    expect(bodies.map((body) => body.priceCents)).toEqual([400, 320])
  })

  it('creation card: no suggestion without the address book (free plan)', async () => {
    const searches: string[] = []
    const { user } = await renderApp('/en/transfer', {
      api: {
        'GET /users/me': reply(200, { ...baseMember, permissions: { addressBook: false } }),
        'GET /transfer/limits': reply(200, transferLimits),
        'GET /organizations/o1/contacts': () => (searches.push('asked'), reply(403, { error: { code: 'E_NOT_ALLOWED_BY_SUBSCRIPTION', message: 'No' } })),
      },
    })
    await user.type(await screen.findByLabelText('Recipients'), 'bob')
    expect(screen.queryByRole('option')).toBeNull()
    expect(searches).toEqual([])
  })

  it("send pages: a member sees their organisation's send-page background around the creation card; without one, none", async () => {
    const background = 'http://localhost/api/v2/media/abcdefghijklmnopqrstuvwx.png'
    const branded = { ...baseMember, organization: { ...baseMember.organization, customisation: { sendBackgroundUrl: background } } }
    const { user } = await renderApp('/en/app/transfers', {
      api: transfersPageApi(branded),
    })
    await user.click(await screen.findByRole('button', { name: 'New transfer' }))
    const frame = await screen.findByTestId('send-background')
    expect(within(frame).getByRole('form', { name: 'New transfer' })).toBeTruthy()
    expect(frame.getAttribute('style')).toContain(`url("${background}")`)
  })

  /** The creation card at path: on the organisation's background for a member; alone for an anonymous visitor. */
  async function cardBackgroundAt(path: string) {
    const background = 'http://localhost/api/v2/media/abcdefghijklmnopqrstuvwx.png'
    const branded = { ...baseMember, organization: { ...baseMember.organization, customisation: { sendBackgroundUrl: background } } }
    const first = await renderApp(path, { api: { 'GET /users/me': reply(200, branded), 'GET /transfer/limits': reply(200, transferLimits) } })
    await waitFor(() => expect(screen.getByTestId('send-background').getAttribute('style')).toContain(`url("${background}")`))
    expect(within(screen.getByTestId('send-background')).getByRole('form', { name: 'New transfer' })).toBeTruthy()
    first.view.unmount()

    const anonymous = await renderApp(path, {
      api: {
        'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }),
        'GET /transfer/limits': reply(200, transferLimits),
      },
    })
    // Once the session query has answered (anonymous), the card stands on the page as before.
    await waitFor(() => expect(anonymous.queryClient.getQueryState(SESSION_QUERY_KEY)?.status).toBe('success'))
    // The card itself (a second app in one test: the slot's module is cached, its catalogue was loaded by the first).
    await waitFor(() => expect(screen.getByTestId('send-background').querySelector('form.card')).not.toBeNull())
    expect(screen.getByTestId('send-background').getAttribute('style')).toBeNull()
  }

  it('send pages: the /transfer page shows the background to a member, and nothing to an anonymous visitor', async () => {
    await cardBackgroundAt('/en/transfer')
  })

  it('home page: the creation card stands on the send-page background for a member, as on /transfer; an anonymous visitor sees the card alone', async () => {
    await cardBackgroundAt('/en/')
  })

  /** A member's transfer 7 with its one file, rez.pdf; each test adds what its deletions answer. */
  const detailApi = { 'GET /users/me': reply(200, { ...baseMember, permissions: {} }), 'GET /transfer/transfers/7': reply(200, transferDetail()) }

  it('transfer detail: deleting a file asks in the page (no browser confirm), Cancel keeps it, Confirm deletes it', async () => {
    const deleted: string[] = []
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const { user } = await renderApp('/en/app/transfers/7', {
      api: {
        ...detailApi,
        'DELETE /transfer/transfers/7/files/1': (request) => (deleted.push(request.url), reply(204)),
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    const question = screen.getByRole('group', { name: 'Delete rez.pdf?' })
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(deleted).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('group', { name: 'Delete rez.pdf?' })).getByRole('button', { name: 'Confirm' }))
    await expect.poll(() => deleted.length).toBe(1)
    expect(confirmSpy).not.toHaveBeenCalled()
  })

  it('transfer detail: a file or the transfer that cannot be deleted says so (docs/product.md §8), and the page stays', async () => {
    const deleted: string[] = []
    const confirmSpy = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const { user } = await renderApp('/en/app/transfers/7', {
      api: {
        ...detailApi,
        'DELETE /transfer/transfers/7/files/1': (request) => {
          deleted.push(request.url)
          throw new TypeError('Failed to fetch')
        },
        'DELETE /transfer/transfers/7': () => {
          throw new TypeError('Failed to fetch')
        },
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await user.click(within(screen.getByRole('group', { name: 'Delete rez.pdf?' })).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Unable to delete the file')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete the transfer' }))
    await user.click(within(screen.getByRole('group', { name: /Delete/ })).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Unable to delete the transfer')).toBeTruthy()
    // Still on the transfer's page: the reason stays on screen.
    expect(screen.getByRole('button', { name: 'Delete the transfer' })).toBeTruthy()
    expect(deleted).toHaveLength(1)
    confirmSpy.mockRestore()
  })

  it('transfer detail: a refused proof of delivery comes back here and is said in the product’s words, once; the link opens as a page', async () => {
    const detail = transferDetail({ id: '9', fileCount: 0, bytes: 0, downloads: 1, files: [], proofOfDelivery: true })
    // The server sends the sender's browser back with ?failed=proofOfDelivery&code=… (download_navigation.ts).
    window.history.replaceState(null, '', '/en/app/transfers/9?failed=proofOfDelivery&code=E_NOT_FOUND')
    const first = await renderApp('/en/app/transfers/9', { api: { 'GET /users/me': reply(200, baseMember), 'GET /transfer/transfers/9': reply(200, detail) } })
    const said = await screen.findByTestId('download-failed')
    expect(said.getAttribute('role')).toBe('alert')
    expect(said.textContent).toBe('Unable to download the proof of delivery.')
    expect(window.location.search).toBe('')
    expect(screen.getByRole('link', { name: 'Proof of delivery' }).hasAttribute('download')).toBe(false)
    first.view.unmount()

    window.history.replaceState(null, '', '/app/transfers/9?failed=proofOfDelivery&code=E_NOT_FOUND')
    const french = await renderApp('/app/transfers/9', { api: { 'GET /users/me': reply(200, baseMember), 'GET /transfer/transfers/9': reply(200, detail) } })
    expect((await screen.findByTestId('download-failed')).textContent).toBe('Impossible de télécharger la preuve de remise.')
    french.view.unmount()

    // Nothing failed: nothing said.
    window.history.replaceState(null, '', '/en/app/transfers/9')
    await renderApp('/en/app/transfers/9', { api: { 'GET /users/me': reply(200, baseMember), 'GET /transfer/transfers/9': reply(200, detail) } })
    await screen.findByRole('link', { name: 'Proof of delivery' })
    expect(screen.queryByTestId('download-failed')).toBeNull()
  })

  it('transfer detail: a recipient the server refused and a mail that failed are told to the sender (docs/product.md §8), above and in the history', async () => {
    const member = { ...baseMember, permissions: {} }
    const detail = transferDetail({
      id: '8',
      mode: 'email',
      recipients: ['bob@example.org', 'eve@example.org'],
      bytes: 10,
      history: [
        // Issue 25: "protect and send" whose deposit no longer cost the price confirmed; the sender reads it here.
        { id: '4', type: 'not_protected', at: '2026-11-24T10:06:00.000Z', file: null, recipient: null },
        { id: '3', type: 'email_error', at: '2026-11-24T10:05:00.000Z', file: null, recipient: 'eve@example.org' },
        { id: '2', type: 'email_failed', at: '2026-11-24T10:01:00.000Z', file: null, recipient: 'bob@example.org' },
        { id: '1', type: 'email_sent', at: '2026-11-24T10:00:00.000Z', file: null, recipient: 'bob@example.org' },
      ],
      files: [],
    })
    await renderApp('/app/transfers/8', { api: { 'GET /users/me': reply(200, member), 'GET /transfer/transfers/8': reply(200, detail) } })
    const failures = await screen.findByTestId('mail-failures')
    expect(within(failures.closest('[role="status"]') as HTMLElement).getByText('Des e-mails n’ont pas pu être envoyés :')).toBeTruthy()
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Une erreur est survenue lors de l’envoi de l’e-mail à eve@example.org', 'Impossible d’envoyer un e-mail à bob@example.org'])
    const history = within(screen.getByTestId('history'))
    expect(history.getByText('Impossible d’envoyer un e-mail à bob@example.org')).toBeTruthy()
    expect(history.getByText('E-mail envoyé à bob@example.org')).toBeTruthy()
    expect(
      history.getByText(
        'Non protégé : le dépôt ne coûtait plus le prix confirmé, rien n’a été facturé. Protégez à nouveau les fichiers par un nouveau transfert.'
      )
    ).toBeTruthy()
  })
})

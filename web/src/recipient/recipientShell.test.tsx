/* The light shell a recipient's browser loads on /download/{token} (src/main.tsx): the same page as the app's route, without router, query cache or i18next. */
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reply, stubApi } from '../test/renderApp'
import { DOWNLOAD_TOKEN, downloadView } from '../test/fixtures'
import { lockedDownloadApi, passPasswordCard } from '../test/passwordCard'
import { bootRecipient } from './bootRecipient'
import { downloadToken } from './downloadPath'

const TOKEN = DOWNLOAD_TOKEN

let root: Root | undefined

async function openPage(path: string) {
  window.history.replaceState(null, '', path)
  const container = document.body.appendChild(document.createElement('div'))
  container.id = 'root'
  const token = downloadToken(window.location.pathname)
  expect(token).toBe(TOKEN)
  root = await act(() => bootRecipient(token!, container))
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
})

describe('recipient light shell', () => {
  it('recognises download paths only', () => {
    expect(downloadToken(`/download/${TOKEN}`)).toBe(TOKEN)
    expect(downloadToken(`/pt/download/${TOKEN}/`)).toBe(TOKEN)
    expect(downloadToken('/de/download/x')).toBeNull()
    expect(downloadToken('/download/')).toBeNull()
    expect(downloadToken('/app/transfers/12')).toBeNull()
    expect(downloadToken('/download/a%2Fb')).toBe('a/b')
  })

  it('unlocks a protected transfer, then lists the files with their folders, selection and links', async () => {
    stubApi(lockedDownloadApi())
    await openPage(`/en/download/${TOKEN}`)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Plans')
    expect(document.documentElement.lang).toBe('en')
    expect(document.cookie).toContain('sceau_locale=en')
    await passPasswordCard()

    const tree = await screen.findByTestId('file-tree')
    expect(within(tree).getByText('etage/')).toBeTruthy()
    expect(screen.getByText('Bonne lecture')).toBeTruthy()
    expect(screen.getByText('3 files, 3 KB')).toBeTruthy()
    expect(within(tree).getByText('Being analyzed')).toBeTruthy()
    expect((within(tree).getByLabelText('Select notes.txt') as HTMLInputElement).disabled).toBe(true)
    const file = within(tree).getByRole('link', { name: 'Download rez.pdf' }) as HTMLAnchorElement
    expect(file.href).toContain(`/api/v2/transfer/downloads/${TOKEN}/files/1`)
    expect(file.href).toContain('access=cap')
    fireEvent.click(within(tree).getByLabelText('Select rez.pdf'))
    expect(screen.getByText('1 file selected')).toBeTruthy()
    const selection = screen.getByRole('link', { name: 'Download the selection (1)' }) as HTMLAnchorElement
    expect(new URL(selection.href).searchParams.get('files')).toBe('1')
    expect(new URL((screen.getByRole('link', { name: 'Download all' }) as HTMLAnchorElement).href).pathname).toBe(`/api/v2/transfer/downloads/${TOKEN}/zip`)
  })

  it('keeps the chrome of the download layout: home link, footer links in the page language, colour mode, language menu', async () => {
    stubApi({ [`GET /transfer/downloads/${TOKEN}`]: reply(200, downloadView(false)) })
    await openPage(`/en/download/${TOKEN}?from=mail#files`)
    await screen.findByTestId('file-tree')
    expect(screen.getByRole('link', { name: 'Sceau home page' }).getAttribute('href')).toBe('/en')
    expect(screen.getByRole('link', { name: 'Our commitments' }).getAttribute('href')).toBe('/en/infos/our-engagements')
    fireEvent.click(screen.getByRole('button', { name: 'Dark' }))
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Change language EN' }))
    const italian = await screen.findByRole('menuitem', { name: 'Italiano' }, { timeout: 10_000 })
    expect(italian.getAttribute('href')).toBe(`/it/download/${TOKEN}?from=mail#files`)
  })

  it('hands a crash over to the whole app, which shows its error page and reports it', async () => {
    // A page the screen cannot read; answered after the shell's first render (act would take the crash for the test's own).
    const requests = stubApi({
      [`GET /transfer/downloads/${TOKEN}`]: () => new Promise((resolve) => setTimeout(() => resolve(reply(200, { ...downloadView(false), files: null })))),
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await openPage(`/download/${TOKEN}`)
    expect(await screen.findByRole('heading', { name: 'Erreur interne' }, { timeout: 20_000 })).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST' && new URL(request.url).pathname === '/api/v2/client-errors')).toBe(true)
  })

  it("shows the failed request's identifier, from the server's X-Request-Id, when the transfer cannot be read", async () => {
    stubApi({
      [`GET /transfer/downloads/${TOKEN}`]: () =>
        new Response(JSON.stringify({ error: { code: 'E_INTERNAL', message: 'Erreur interne' } }), {
          status: 500,
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-5c1d' },
        }),
    })
    await openPage(`/en/download/${TOKEN}`)
    const failure = await screen.findByTestId('download-failure')
    expect(within(failure).getByText('req-5c1d').tagName).toBe('CODE')
  })

  it('says clearly that a link expired, in the page language', async () => {
    stubApi({
      [`GET /transfer/downloads/${TOKEN}`]: reply(410, {
        error: { code: 'E_TRANSFER_EXPIRED', message: 'Ce transfert a expiré : ses fichiers ont été supprimés' },
      }),
    })
    await openPage(`/download/${TOKEN}`)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Transfert expiré')
    expect(screen.getByTestId('download-expired')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Envoyer des fichiers' }).getAttribute('href')).toBe('/transfer')
  })
})

import { createHash } from 'node:crypto'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser, pngBytes, pngDataUrl, type FakeBrowserOptions } from '../../tests/fakeBrowser'
import { ACCESS_TOKEN_KEY } from '../lib/account'
import { Popup } from './Popup'

const PAGE = { url: 'https://news.example/article/caf%C3%A9?id=12', title: 'Un article' }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function renderPopup(options: FakeBrowserOptions = {}) {
  const browser = fakeBrowser({ tab: PAGE, ...options })
  render(<Popup api={browser.api} />)
  // The tab and the account state arrive asynchronously.
  await screen.findByText(/compte Sceau|Sceau account|cuenta de Sceau|account Sceau|conta Sceau/)
  return browser
}

describe('Popup', () => {
  it('shows the current page and the account state, in French by default', async () => {
    await renderPopup({ uiLanguage: 'de-DE' })
    expect(screen.getByRole('heading', { level: 1, name: 'Sceau' })).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Page actuelle' })).toBeDefined()
    expect(screen.getByText('Un article')).toBeDefined()
    expect(screen.getByText('https://news.example/article/café?id=12')).toBeDefined()
    expect(screen.getByText('Non connecté à un compte Sceau')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Capturer cette page' }).hasAttribute('disabled')).toBe(false)
    expect(document.documentElement.lang).toBe('fr')
  })

  it("speaks the browser's language when it is one of the five", async () => {
    await renderPopup({ uiLanguage: 'en-GB', storage: { [ACCESS_TOKEN_KEY]: 'sct_abc' } })
    expect(screen.getByRole('heading', { name: 'Current page' })).toBeDefined()
    expect(screen.getByText('Connected to your Sceau account')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Capture this page' })).toBeDefined()
  })

  it('names untitled pages and follows the token in storage', async () => {
    const browser = await renderPopup({ uiLanguage: 'it', tab: { url: 'https://example.org/', title: '' } })
    expect(screen.getByText('Pagina senza titolo')).toBeDefined()
    expect(screen.getByText('Non connesso a un account Sceau')).toBeDefined()
    act(() => browser.setStored(ACCESS_TOKEN_KEY, 'sct_new'))
    expect(screen.getByText('Connesso al tuo account Sceau')).toBeDefined()
  })

  it('captures the visible tab and shows the PNG, its SHA-256 and size, computed locally', async () => {
    const png = pngBytes(32, 20)
    const browser = await renderPopup({ uiLanguage: 'en', screenshot: pngDataUrl(png), tab: { ...PAGE, windowId: 5 } })
    fireEvent.click(screen.getByRole('button', { name: 'Capture this page' }))

    const hash = createHash('sha256').update(png).digest('hex')
    expect(await screen.findByText(hash)).toBeDefined()
    expect(browser.captures).toEqual([{ windowId: 5, format: 'png' }])
    expect(screen.getByRole('img', { name: 'Preview of the capture' }).getAttribute('src')).toBe(pngDataUrl(png))
    expect(screen.getByText(`${png.length} bytes`)).toBeDefined()
    expect(screen.getByText('Computed on this device. Nothing has been sent to Sceau.')).toBeDefined()
    expect(screen.getByText(/^Capture of the visible part of the page, taken at /)).toBeDefined()
  })

  it('copies the fingerprint, and says so when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'))
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    await renderPopup({ uiLanguage: 'pt' })
    fireEvent.click(screen.getByRole('button', { name: 'Capturar esta página' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Copiar' }))
    expect(await screen.findByRole('button', { name: 'Copiada' })).toBeDefined()
    expect(writeText).toHaveBeenCalledWith(createHash('sha256').update(pngBytes()).digest('hex'))
    fireEvent.click(screen.getByRole('button', { name: 'Copiada' }))
    expect(await screen.findByText('Não foi possível copiar a impressão digital')).toBeDefined()
  })

  it("shows the browser's refusal as an error", async () => {
    await renderPopup({ uiLanguage: 'es', screenshot: new Error('Cannot access contents of the page') })
    fireEvent.click(screen.getByRole('button', { name: 'Capturar esta página' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('No se puede capturar esta página.Cannot access contents of the page')
  })

  it('does not offer to capture pages the browser protects', async () => {
    const browser = await renderPopup({ uiLanguage: 'fr', tab: { url: 'chrome://settings/', title: 'Paramètres' } })
    expect(screen.getByRole('button', { name: 'Capturer cette page' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText(/Le navigateur n’autorise pas la capture de cette page/)).toBeDefined()
    expect(browser.captures).toEqual([])
  })

  it('says when there is no page in the window', async () => {
    await renderPopup({ tab: null })
    await waitFor(() => expect(screen.getByText('Aucune page à afficher dans cette fenêtre.')).toBeDefined())
    expect(screen.getByRole('button', { name: 'Capturer cette page' }).hasAttribute('disabled')).toBe(true)
  })
})

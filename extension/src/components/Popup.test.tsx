import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { PageCapture } from '@sceau/capture'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi, MIB, type FakeApiOptions } from '../../tests/fakeApi'
import { fakeBrowser, pngBytes, type FakeBrowserOptions } from '../../tests/fakeBrowser'
import { ACCESS_TOKEN_KEY } from '../lib/account'
import { CaptureJobs, JOB_KEY, type CaptureJobDeps } from '../lib/captureJob'
import { INSTANCE_KEY } from '../lib/settings'
import { createTranslator, formatEuros, formatMegabytes } from '../lib/i18n'
import { Popup, type PopupServices } from './Popup'

const PAGE = { url: 'https://news.example/article/caf%C3%A9?id=12', title: 'Un article' }
const INSTANCE = 'https://sceau.test'

afterEach(() => cleanup())

function renderPopup(options: FakeBrowserOptions & { search?: string; captureError?: Error; hold?: Promise<void>; api?: FakeApiOptions } = {}) {
  const browser = fakeBrowser({ tab: PAGE, ...options, storage: { [INSTANCE_KEY]: INSTANCE, ...options.storage } })
  const api = fakeApi({ instance: INSTANCE, ...options.api })
  const captured: number[] = []
  // The background's job runner on the same (fake) storage: the popup only asks it to start.
  const jobs = new CaptureJobs({
    storage: browser.api.storage.local as CaptureJobDeps['storage'],
    async capturePage(tabId) {
      captured.push(tabId)
      await options.hold
      if (options.captureError) throw options.captureError
      const capture: PageCapture = {
        url: PAGE.url,
        title: PAGE.title,
        capturedAt: new Date('2026-11-25T18:00:00Z'),
        exchanges: [
          {
            url: PAGE.url,
            method: 'GET',
            requestHeaders: [],
            status: 200,
            statusText: 'OK',
            responseHeaders: [],
            body: new Uint8Array([60]),
            timestamp: new Date(),
          },
        ],
        screenshot: { png: pngBytes(4, 9), width: 4, height: 9 },
        software: 'Sceau extension 0.1.0',
        browser: 'Chromium 156',
      }
      return capture
    },
    buildWacz: async () => new TextEncoder().encode('wacz'),
    uploader: () => api.uploader,
    fetch: api.fetch,
    pollMs: 1,
  })
  const services: PopupServices = {
    startCapture: (target) => jobs.start(target),
    confirmPrice: (priceCents) => jobs.confirmPrice(priceCents),
    cancelPrice: () => jobs.cancelPrice(),
    fetch: api.fetch,
  }
  const view = render(<Popup api={browser.api} services={services} search={options.search} />)
  return { browser, api, captured, jobs, services, view }
}

/** "Capture and deposit", then the price question's confirm button (nothing starts before it). */
async function captureConfirmed(capture: string, confirm: string | RegExp) {
  const button = screen.getByRole('button', { name: capture })
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
  fireEvent.click(button)
  fireEvent.click(await screen.findByRole('button', { name: confirm }))
}

const startBodies = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === 'POST' && request.path === '/capsules').map((request) => request.body)

describe('Popup: the deposit price is shown and confirmed before any capture (issue 25)', () => {
  it.each([
    ['fr', /^Prix du dépôt : 3,20\s€ pour 3 ans, pour une capture jusqu’à 10\sMo\.$/, /^Capturer et déposer pour 3,20\s€$/, 'Annuler'],
    ['en', /^Deposit price: €3\.20 for 3 years, for a capture up to 10 MB\.$/, /^Capture and deposit for €3\.20$/, 'Cancel'],
    ['es', /^Precio del depósito: 3,20\s€ por 3 años, para una captura de hasta 10\sMB\.$/, /^Capturar y depositar por 3,20\s€$/, 'Cancelar'],
    ['it', /^Prezzo del deposito: 3,20\s€ per 3 anni, per un’acquisizione fino a 10\sMB\.$/, /^Acquisisci e deposita per 3,20\s€$/, 'Annulla'],
    // As the web app writes euros in Portuguese.
    ['pt', /^Preço do depósito: €\s3,20 por 3 anos, para uma captura até 10\sMB\.$/, /^Capturar e depositar por €\s3,20$/, 'Cancelar'],
  ] as const)(
    'in %s: the quote of GET /capsules/status, then a question with that price; cancelling captures and sends nothing',
    async (uiLanguage, quote, confirm, cancel) => {
      const { api, captured } = renderPopup({ uiLanguage, storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' } })
      expect(await screen.findByText(quote)).toBeDefined()
      expect(api.requests.find((request) => request.path === '/capsules/status')).toMatchObject({ method: 'GET', authorization: 'Bearer sct_valid' })
      const t = createTranslator(uiLanguage)
      const capture = screen.getByRole('button', { name: t('capture.button') })
      fireEvent.click(capture)
      const question = await screen.findByRole('group', { name: t('price.question', { price: formatEuros(320, uiLanguage), years: 3 }) })
      expect(question.textContent).toContain(createTranslator(uiLanguage)('price.upTo', { size: formatMegabytes(10 * MIB, uiLanguage) }))
      expect(screen.getByRole('button', { name: confirm })).toBeDefined()
      fireEvent.click(screen.getByRole('button', { name: cancel }))
      expect(await screen.findByRole('button', { name: createTranslator(uiLanguage)('capture.button') })).toBeDefined()
      expect(captured).toEqual([])
      expect(startBodies(api)).toEqual([])
    }
  )

  it('without a price from Sceau nothing can be captured, and the popup says so', async () => {
    const { api, captured } = renderPopup({ uiLanguage: 'en', storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' }, api: { statusError: 503 } })
    expect(await screen.findByText(/^The deposit price could not be obtained from Sceau/)).toBeDefined()
    expect(screen.getByRole('button', { name: 'Capture and deposit this page' }).hasAttribute('disabled')).toBe(true)
    expect(captured).toEqual([])
    expect(startBodies(api)).toEqual([])
  })

  it('sends the price confirmed with the capture (POST /capsules priceCents)', async () => {
    const { api, captured } = renderPopup({ uiLanguage: 'en', storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' } })
    await screen.findByText('Connected as Ada Lovelace')
    fireEvent.click(await screen.findByRole('button', { name: 'Capture and deposit this page' }))
    expect(captured).toEqual([])
    expect(await screen.findByRole('group', { name: 'Capture this page and deposit it for €3.20 (3 years)?' })).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Capture and deposit for €3.20' }))
    expect(await screen.findByText('Deposit no. 2026-000042')).toBeDefined()
    expect(startBodies(api)).toMatchObject([{ priceCents: 320 }])
  })

  it('a capture the price does not cover (409 E_PRICE_CHANGED) shows its own price and asks again; confirming deposits that same capture at it', async () => {
    const { api, captured, browser } = renderPopup({
      uiLanguage: 'en',
      storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' },
      api: { waczPrice: { cents: 480, years: 3, upToBytes: 100 * MIB } },
    })
    await captureConfirmed('Capture and deposit this page', 'Capture and deposit for €3.20')
    expect(
      await screen.findByText(
        'The deposit of this capture costs €4.80 (3 years), not €3.20 as shown: it is larger than that price covers, or your plan changed. Nothing has been sent or charged.'
      )
    ).toBeDefined()
    // Quoted for the archive's size; nothing uploaded, nothing completed.
    expect(api.requests.some((request) => request.path === '/capsules/status' && request.method === 'GET')).toBe(true)
    expect(api.uploaded).toEqual([])
    expect(browser.store.get(JOB_KEY)).toMatchObject({ state: { phase: 'priceChanged', price: { cents: 480 }, confirmedCents: 320 } })
    fireEvent.click(screen.getByRole('button', { name: 'Deposit for €4.80' }))
    expect(await screen.findByText('Deposit no. 2026-000042')).toBeDefined()
    expect(startBodies(api).map((body) => (body as { priceCents: number }).priceCents)).toEqual([320, 480])
    // The same capture: the page was recorded once.
    expect(captured).toEqual([7])
    expect(api.uploaded).toHaveLength(2)
  })

  it('declining the new price drops the capture: nothing is sent or charged', async () => {
    const { api, browser, jobs } = renderPopup({
      uiLanguage: 'fr',
      storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' },
      api: { waczPrice: { cents: 480, years: 3, upToBytes: 100 * MIB } },
    })
    await captureConfirmed('Capturer et déposer cette page', /^Capturer et déposer pour 3,20\s€$/)
    expect(await screen.findByText(/^Le dépôt de cette capture coûte 4,80\s€ \(3 ans\), et non 3,20\s€ comme affiché/)).toBeDefined()
    await jobs.done
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(browser.store.get(JOB_KEY)).toMatchObject({ state: { phase: 'idle' } }))
    expect(screen.queryByRole('button', { name: /^Déposer pour/ })).toBeNull()
    expect(startBodies(api)).toHaveLength(1)
    expect(api.uploaded).toEqual([])
  })

  it('a new price confirmed after the browser stopped the background captures the page again at that price', async () => {
    const { api, captured, browser } = renderPopup({
      uiLanguage: 'en',
      storage: {
        [ACCESS_TOKEN_KEY]: 'sct_valid',
        [JOB_KEY]: {
          tabId: 7,
          url: PAGE.url,
          title: PAGE.title,
          startedAt: '2026-11-25T18:00:00Z',
          priceCents: 320,
          state: { phase: 'priceChanged', price: { cents: 480, years: 3, upToBytes: 100 * MIB }, confirmedCents: 320 },
        },
      },
      api: { waczPrice: { cents: 480, years: 3, upToBytes: 100 * MIB } },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit for €4.80' }))
    expect(await screen.findByText('Deposit no. 2026-000042')).toBeDefined()
    expect(captured).toEqual([7])
    expect(startBodies(api)).toMatchObject([{ priceCents: 480 }])
    expect(browser.store.get(JOB_KEY)).toMatchObject({ priceCents: 480 })
  })
})

describe('Popup', () => {
  it('shows the current page and offers to connect, in French by default', async () => {
    renderPopup({ uiLanguage: 'de-DE' })
    expect(await screen.findByText('Non connecté à un compte Sceau')).toBeDefined()
    expect(screen.getByRole('heading', { level: 1, name: 'Sceau' })).toBeDefined()
    expect(screen.getByText('Un article')).toBeDefined()
    expect(screen.getByText('https://news.example/article/café?id=12')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Capturer et déposer cette page' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText(/Connectez l’extension à votre compte Sceau/)).toBeDefined()
    expect(document.documentElement.lang).toBe('fr')
  })

  it("pairs: asks for the instance's origin only, then opens the pairing page", async () => {
    const { browser } = renderPopup({ uiLanguage: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Connect to Sceau' }))
    // In the user's language: the English pages are under /en.
    await waitFor(() => expect(browser.created).toEqual([{ url: 'https://sceau.test/en/app/integrations?pair=extension' }]))
    expect(browser.permissionRequests).toEqual([{ origins: ['https://sceau.test/*'] }])
  })

  it('says so when the permission is refused, and opens nothing', async () => {
    const { browser } = renderPopup({ uiLanguage: 'es', grantPermissions: false })
    fireEvent.click(await screen.findByRole('button', { name: 'Conectar con Sceau' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/La extensión no recibió permiso/)
    expect(browser.created).toEqual([])
  })

  it('shows who is connected once the background stores the token, and forgets it on disconnect', async () => {
    const { browser } = renderPopup({ uiLanguage: 'it' })
    await screen.findByText('Non connesso a un account Sceau')
    await browser.api.storage.local.set({ [ACCESS_TOKEN_KEY]: 'sct_valid' })
    expect(await screen.findByText('Connesso come Ada Lovelace')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnetti' }))
    expect(await screen.findByText('Non connesso a un account Sceau')).toBeDefined()
    expect(browser.store.has(ACCESS_TOKEN_KEY)).toBe(false)
  })

  it('asks to connect again when the token was revoked', async () => {
    renderPopup({ uiLanguage: 'pt', storage: { [ACCESS_TOKEN_KEY]: 'sct_revoked' } })
    expect(await screen.findByText('O acesso da extensão foi revogado ou expirou. Ligue-a novamente.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Ligar ao Sceau' })).toBeDefined()
  })

  it('captures and deposits the tab: progress, deposit number and link to the capture', async () => {
    const { api, captured } = renderPopup({ uiLanguage: 'en', storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' } })
    await screen.findByText('Connected as Ada Lovelace')
    await captureConfirmed('Capture and deposit this page', 'Capture and deposit for €3.20')
    expect(await screen.findByText('Deposit no. 2026-000042')).toBeDefined()
    expect(screen.getByText('Capture deposited and timestamped.')).toBeDefined()
    expect(screen.getByRole('link', { name: 'See the capture on Sceau' }).getAttribute('href')).toBe('https://sceau.test/en/app/integrations/capsules/cap_1')
    expect(captured).toEqual([7])
    expect(api.uploaded).toHaveLength(2)
  })

  it('a popup closed during the capture shows the job when opened again: the job ran in the background', async () => {
    let release = () => {}
    const hold = new Promise<void>((resolve) => (release = resolve))
    const first = renderPopup({ uiLanguage: 'en', storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' }, hold })
    await screen.findByText('Connected as Ada Lovelace')
    await captureConfirmed('Capture and deposit this page', 'Capture and deposit for €3.20')
    await screen.findByText(/^Recording the page/)
    first.view.unmount()
    release()
    await first.jobs.done
    expect((first.browser.store.get(JOB_KEY) as { state: { phase: string } }).state.phase).toBe('deposited')

    // Opened again on the same storage: the job's page, its deposit number and link.
    render(<Popup api={first.browser.api} services={first.services} />)
    expect(await screen.findByText('Deposit no. 2026-000042')).toBeDefined()
    expect(screen.getByText('Capture of “Un article”')).toBeDefined()
    expect(first.api.uploaded).toHaveLength(2)
  })

  it('a job still marked running when the background starts again was interrupted: the popup says so, and capturing is offered again', async () => {
    const { browser, jobs } = renderPopup({
      uiLanguage: 'en',
      storage: {
        [ACCESS_TOKEN_KEY]: 'sct_valid',
        [JOB_KEY]: { tabId: 7, url: PAGE.url, title: PAGE.title, startedAt: '2026-11-25T18:00:00Z', state: { phase: 'uploading', fraction: 0.4 } },
      },
    })
    expect(await screen.findByText('Uploading: 40%')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Capturing…' }).hasAttribute('disabled')).toBe(true)
    await jobs.recover()
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The capture was interrupted/)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Capture and deposit this page' }).hasAttribute('disabled')).toBe(false))
    expect(browser.store.get(JOB_KEY)).toMatchObject({ state: { phase: 'failed', kind: 'interrupted' } })
  })

  it('captures the tab named by ?tabId= when the popup page is opened in a tab', async () => {
    const { captured } = renderPopup({ uiLanguage: 'en', search: '?tabId=7', storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' } })
    await screen.findByText('Connected as Ada Lovelace')
    await captureConfirmed('Capture and deposit this page', 'Capture and deposit for €3.20')
    await screen.findByText('Deposit no. 2026-000042')
    expect(captured).toEqual([7])
  })

  it('says what to do when the page cannot be recorded', async () => {
    renderPopup({ uiLanguage: 'fr', storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' }, captureError: new Error('Another debugger is already attached') })
    await screen.findByText('Connecté en tant que Ada Lovelace')
    await captureConfirmed('Capturer et déposer cette page', /^Capturer et déposer pour 3,20\s€$/)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Cette page n’a pas pu être enregistrée\. .*Another debugger is already attached$/)
  })

  it('does not offer to capture pages the browser protects', async () => {
    renderPopup({ uiLanguage: 'fr', tab: { url: 'chrome://settings/', title: 'Paramètres' }, storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' } })
    await screen.findByText('Connecté en tant que Ada Lovelace')
    expect(screen.getByRole('button', { name: 'Capturer et déposer cette page' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText(/Le navigateur n’autorise pas la capture de cette page/)).toBeDefined()
  })

  it('saves a valid instance address (and disconnects), refuses an invalid one', async () => {
    const { browser } = renderPopup({ uiLanguage: 'en', storage: { [ACCESS_TOKEN_KEY]: 'sct_valid' } })
    await screen.findByText('Connected as Ada Lovelace')
    const field = screen.getByLabelText('Sceau address') as HTMLInputElement
    expect(field.value).toBe(INSTANCE)
    fireEvent.change(field, { target: { value: 'http://sceau.example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Enter an https address/)
    expect(browser.store.get(INSTANCE_KEY)).toBe(INSTANCE)
    expect(browser.store.get(ACCESS_TOKEN_KEY)).toBe('sct_valid')

    fireEvent.change(field, { target: { value: 'sceau.example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Address saved.')).toBeDefined()
    expect(browser.store.get(INSTANCE_KEY)).toBe('https://sceau.example.org')
    expect(browser.store.has(ACCESS_TOKEN_KEY)).toBe(false)
  })

  it('says when there is no page in the window', async () => {
    renderPopup({ tab: null })
    expect(await screen.findByText('Aucune page à afficher dans cette fenêtre.')).toBeDefined()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { SceauDepositElement, STATE_CHANGE_EVENT, TAG_NAME, type StateChangeDetail } from './index.js'
import type { DepositSummary } from './summary.js'

const SHA = '3f2a9c1d' + '0'.repeat(48) + '0b7e44aa'
const SUMMARY: DepositSummary = {
  fileName: 'contrat-de-cession.pdf',
  sha256: SHA,
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  depositedAt: '2025-03-12T12:00:00Z',
  certificateToken: 'Xy7Kp2Qr9Lm4',
  size: 2048,
  number: null,
  state: 'protected',
  qualified: true,
  tsa: 'Qualified TSA',
  anchor: { state: 'pending' },
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function mount(attributes: Record<string, string> = {}, parent: HTMLElement = document.body): SceauDepositElement {
  const element = document.createElement(TAG_NAME)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  parent.append(element)
  return element
}

/* Lets pending fetches resolve, then waits for Lit to render. */
async function settle(element: SceauDepositElement) {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    await element.updateComplete
  }
}

function text(element: SceauDepositElement): string {
  return (element.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

function find<T extends Element = HTMLElement>(element: SceauDepositElement, selector: string): T {
  const found = element.shadowRoot?.querySelector<T>(selector)
  if (!found) throw new Error(`${selector} not rendered; shadow text: "${text(element)}"`)
  return found
}

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('lang')
  vi.unstubAllGlobals()
})

describe('<sceau-deposit> with data', () => {
  it('renders the badge in French without fetching', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const element = mount({ 'api-base': 'https://sceau.test' })
    element.data = SUMMARY
    await settle(element)

    expect(element.depositState).toBe('ready')
    expect(text(element)).toContain('Sceau · Dépôt horodaté')
    expect(text(element)).toContain('Déposé le 12 mars 2025')
    const terms = [...element.shadowRoot!.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
    expect(terms).toEqual([
      ['Fichier', 'contrat-de-cession.pdf'],
      ['Empreinte SHA-256', '3f2a9c1d…0b7e44aa'],
    ])
    expect(find(element, 'code').title).toBe(SHA)
    expect(find(element, 'time').getAttribute('datetime')).toBe('2025-03-12T12:00:00.000Z')

    const link = find<HTMLAnchorElement>(element, 'a[part=link]')
    expect(link.href).toBe('https://sceau.test/certificate/Xy7Kp2Qr9Lm4')
    expect(link.target).toBe('_blank')
    expect(link.rel).toBe('noopener')
    expect(link.getAttribute('aria-label')).toBe('Voir le certificat de dépôt de contrat-de-cession.pdf (s’ouvre dans un nouvel onglet)')
    expect(find(element, 'section').getAttribute('aria-label')).toBe('Sceau: Dépôt horodaté')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the error state for data of the wrong shape, without a retry button', async () => {
    const element = mount()
    element.data = { ...SUMMARY, sha256: 'not-a-hash' }
    await settle(element)
    expect(element.depositState).toBe('error')
    expect(text(element)).toBe('Impossible de récupérer les données du dépôt.')
    expect(element.shadowRoot?.querySelector('button')).toBeNull()
  })

  it('renders nothing without a deposit or data', async () => {
    const element = mount()
    await settle(element)
    expect(element.depositState).toBe('idle')
    expect(text(element)).toBe('')
  })
})

describe('<sceau-deposit deposit="…">', () => {
  it('shows loading, then the summary fetched from the platform', async () => {
    let answer!: (response: Response) => void
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetch)
    const element = mount({ deposit: 'emb_42', 'api-base': 'https://sceau.test/', lang: 'en' })
    await settle(element)

    expect(element.depositState).toBe('loading')
    expect(find(element, '[role=status]').getAttribute('aria-busy')).toBe('true')
    expect(text(element)).toBe('Loading the deposit…')
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]).toEqual([
      'https://sceau.test/api/v2/consignment/embed/emb_42',
      expect.objectContaining({ credentials: 'omit', headers: { Accept: 'application/json', 'Accept-Language': 'en' } }),
    ])

    answer(json(200, SUMMARY))
    await settle(element)
    expect(element.depositState).toBe('ready')
    expect(text(element)).toContain('Deposited on March 12, 2025')
    expect(find<HTMLAnchorElement>(element, 'a[part=link]').href).toBe('https://sceau.test/en/certificate/Xy7Kp2Qr9Lm4')
  })

  it('says when the deposit does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { error: { code: 'E_NOT_FOUND', message: 'Not found' } }))
    )
    const element = mount({ deposit: 'missing', 'api-base': 'https://sceau.test' })
    await settle(element)
    expect(element.depositState).toBe('not-found')
    expect(text(element)).toBe('Ce dépôt est introuvable.')
  })

  it('shows an error with a retry button that fetches again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(503, { error: { code: 'E_UNAVAILABLE', message: 'Down' } }))
      .mockResolvedValueOnce(json(200, SUMMARY))
    vi.stubGlobal('fetch', fetch)
    const element = mount({ deposit: 'emb_42', 'api-base': 'https://sceau.test', lang: 'es' })
    await settle(element)
    expect(element.depositState).toBe('error')
    expect(text(element)).toBe('No se pueden recuperar los datos del depósito. Reintentar')

    find(element, 'button').click()
    await settle(element)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(element.depositState).toBe('ready')
    expect(text(element)).toContain('Depositado el 12 de marzo de 2025')
  })

  it('treats a network failure as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    )
    const element = mount({ deposit: 'emb_42', 'api-base': 'https://sceau.test' })
    await settle(element)
    expect(element.depositState).toBe('error')
  })

  it('cancels the previous request when the deposit changes', async () => {
    const signals: AbortSignal[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signals.push(init.signal!)
        return new Promise<Response>(() => {})
      })
    )
    const element = mount({ deposit: 'first', 'api-base': 'https://sceau.test' })
    await settle(element)
    element.deposit = 'second'
    await settle(element)
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false])
    element.remove()
    expect(signals[1].aborted).toBe(true)
  })

  it('announces each state change with an event', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, SUMMARY))
    )
    const states: StateChangeDetail[] = []
    document.body.addEventListener(STATE_CHANGE_EVENT, (event) => states.push((event as CustomEvent<StateChangeDetail>).detail))
    const element = mount({ deposit: 'emb_42', 'api-base': 'https://sceau.test' })
    await settle(element)
    expect(states).toEqual([
      { state: 'loading', summary: undefined },
      { state: 'ready', summary: SUMMARY },
    ])
  })
})

describe('languages', () => {
  const expected = {
    fr: ['Déposé le 12 mars 2025', 'Voir le certificat', '/certificate/'],
    en: ['Deposited on March 12, 2025', 'View the certificate', '/en/certificate/'],
    es: ['Depositado el 12 de marzo de 2025', 'Ver el certificado', '/es/certificate/'],
    it: ['Depositato il 12 marzo 2025', 'Vedi il certificato', '/it/certificate/'],
    pt: ['Depositado em 12 de março de 2025', 'Ver o certificado', '/pt/certificate/'],
  }

  for (const [lang, [date, link, path]] of Object.entries(expected)) {
    it(`speaks ${lang}`, async () => {
      const element = mount({ lang, 'api-base': 'https://sceau.test' })
      element.data = SUMMARY
      await settle(element)
      expect(text(element)).toContain(date)
      expect(find(element, 'a[part=link]').textContent).toBe(link)
      expect(find<HTMLAnchorElement>(element, 'a[part=link]').pathname).toBe(`${path}Xy7Kp2Qr9Lm4`)
      expect(find(element, 'section').getAttribute('lang')).toBe(lang)
    })
  }

  it('switches language when the lang attribute or property changes', async () => {
    const element = mount({ lang: 'fr' })
    element.data = SUMMARY
    await settle(element)
    expect(text(element)).toContain('Déposé le')
    element.setAttribute('lang', 'it')
    await settle(element)
    expect(text(element)).toContain('Depositato il')
    element.lang = 'pt'
    await settle(element)
    expect(text(element)).toContain('Depositado em')
  })

  it("follows the page's language when it has none of its own, French when that is unsupported", async () => {
    const wrapper = document.createElement('div')
    wrapper.lang = 'en-GB'
    document.body.append(wrapper)
    const inWrapper = mount({}, wrapper)
    inWrapper.data = SUMMARY
    document.documentElement.lang = 'de'
    const onPage = mount()
    onPage.data = SUMMARY
    await settle(inWrapper)
    await settle(onPage)
    expect(text(inWrapper)).toContain('Deposited on')
    expect(text(onPage)).toContain('Déposé le')
  })
})

describe('definition', () => {
  it('is defined once, and importing the module again does not throw', async () => {
    expect(customElements.get(TAG_NAME)).toBe(SceauDepositElement)
    const again = './index.js?again'
    await expect(import(/* @vite-ignore */ again)).resolves.toHaveProperty('TAG_NAME', TAG_NAME)
  })
})

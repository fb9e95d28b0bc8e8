import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SceauDeposit } from './react.js'
import { SceauDepositElement, type FileCheckDetail, type StateChangeDetail } from './index.js'
import fr from '../locales/fr.json'

const SUMMARY = {
  fileName: 'plan.dwg',
  sha256: 'c0ffee'.padEnd(64, '1'),
  depositedAt: '2024-11-05T12:00:00Z',
  certificateToken: 'Tok3n',
  size: 10,
  number: 'D-2024-000007',
  state: 'protected' as const,
  qualified: false,
  tsa: null,
  anchor: { state: 'pending' as const },
}

// React's act() warns unless it knows it runs in a test environment.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root | undefined

const originalLoader = SceauDepositElement.loadVerifier

afterEach(() => {
  SceauDepositElement.loadVerifier = originalLoader
  act(() => root?.unmount())
  document.body.replaceChildren()
  vi.unstubAllGlobals()
})

async function render(ui: React.ReactNode): Promise<SceauDepositElement> {
  const container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  await act(async () => root!.render(ui))
  const element = container.querySelector('sceau-deposit')
  if (!element) throw new Error('no <sceau-deposit> rendered')
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    await element.updateComplete
  })
  return element
}

describe('SceauDeposit (React)', () => {
  it('passes data, lang and api-base through as properties and renders the badge', async () => {
    const onStateChange = vi.fn()
    const element = await render(<SceauDeposit data={SUMMARY} lang="it" apiBase="https://sceau.test" onStateChange={onStateChange} />)
    expect(element.data).toBe(SUMMARY)
    expect(element.apiBase).toBe('https://sceau.test')
    expect(element.currentLanguage).toBe('it')
    expect(element.shadowRoot?.textContent).toContain('Depositato il 5 novembre 2024')
    expect(element.shadowRoot?.querySelector('a[part=link]')?.getAttribute('href')).toBe('https://sceau.test/it/certificate/Tok3n')
    const details = onStateChange.mock.calls.map(([event]) => (event as CustomEvent<StateChangeDetail>).detail)
    expect(details).toContainEqual({ state: 'ready', summary: SUMMARY })
  })

  it('passes size and theme, and calls onFileCheck after a file check', async () => {
    const onFileCheck = vi.fn()
    SceauDepositElement.loadVerifier = async () => ({
      messages: { fr: fr.verify, en: fr.verify, es: fr.verify, it: fr.verify, pt: fr.verify },
      hashFile: async () => SUMMARY.sha256,
      verifyProof: vi.fn(),
    })
    const element = await render(<SceauDeposit data={SUMMARY} size="banner" theme="dark" onFileCheck={onFileCheck} />)
    expect(element.getAttribute('size')).toBe('banner')
    expect(element.getAttribute('theme')).toBe('dark')
    expect(element.shadowRoot?.querySelector('details.banner')).not.toBeNull()
    await act(async () => {
      await element.checkFile(new File(['x'], 'plan.dwg'))
    })
    expect(onFileCheck.mock.calls.map(([event]) => (event as CustomEvent<FileCheckDetail>).detail)).toEqual([
      { fileName: 'plan.dwg', sha256: SUMMARY.sha256, identical: true },
    ])
  })

  it('fetches by deposit id and follows prop changes', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(SUMMARY), { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    const element = await render(<SceauDeposit deposit="emb_7" apiBase="https://sceau.test" lang="en" />)
    expect(fetch).toHaveBeenCalledWith('https://sceau.test/api/v2/consignment/embed/emb_7', expect.anything())
    expect(element.shadowRoot?.textContent).toContain('Deposited on November 5, 2024')

    await act(async () => root!.render(<SceauDeposit deposit="emb_7" apiBase="https://sceau.test" lang="pt" />))
    await act(async () => element.updateComplete)
    expect(element.shadowRoot?.textContent).toContain('Depositado em 5 de novembro de 2024')
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

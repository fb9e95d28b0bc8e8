/* What the badge claims (qualified, anchored, sealed), in each size and theme, and its checks with a stand-in verifier. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FILE_CHECK_EVENT, PROOF_CHECK_EVENT, SceauDepositElement, TAG_NAME, type FileCheckDetail } from './index.js'
import type { DepositSummary } from './summary.js'
import type { EvidenceVerification, Verifier } from './verifier/api.js'
import fr from '../locales/fr.json'
import en from '../locales/en.json'
import es from '../locales/es.json'
import it_ from '../locales/it.json'
import pt from '../locales/pt.json'

const SHA = 'ab'.repeat(32)
const TX = '0x' + '5e'.repeat(32)
const SEALED: DepositSummary = {
  fileName: 'plan.pdf',
  sha256: SHA,
  size: 3,
  depositedAt: '2025-03-12T12:00:00Z',
  certificateToken: 'Tok3n',
  number: 'D-2025-000042',
  state: 'protected',
  qualified: false,
  tsa: 'Sceau embedded TSA',
  anchor: { state: 'pending' },
}
const ANCHORED: DepositSummary['anchor'] = { state: 'anchored', chainId: 31337, transactionHash: TX, blockNumber: 9 }

const originalLoader = SceauDepositElement.loadVerifier

afterEach(() => {
  document.body.replaceChildren()
  SceauDepositElement.loadVerifier = originalLoader
})

async function mount(summary: DepositSummary, attributes: Record<string, string> = {}) {
  const element = document.createElement(TAG_NAME)
  for (const [name, value] of Object.entries({ lang: 'en', 'api-base': 'https://sceau.test', ...attributes })) element.setAttribute(name, value)
  element.data = summary
  document.body.append(element)
  await settle(element)
  return element
}

async function settle(element: SceauDepositElement) {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    await element.updateComplete
  }
}

// A mark (✓, –, ✗) is aria-hidden and spaced by CSS: read it as a word.
const text = (node: Element | ShadowRoot | null | undefined) =>
  (node?.textContent ?? '')
    .replace(/([–✓✗])/g, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
const $ = (element: SceauDepositElement, selector: string) => element.shadowRoot!.querySelector<HTMLElement>(selector)

describe('what the badge claims', () => {
  it('says "not qualified" and "anchor pending" without a tick, and names the TSA', async () => {
    const element = await mount(SEALED)
    expect(text($(element, '.qualification'))).toBe('– Timestamp not qualified')
    expect($(element, '.qualification')!.title).toBe('Sceau embedded TSA')
    expect(text($(element, '.anchor'))).toBe('– Anchor pending')
    expect($(element, '.anchor')!.dataset.anchor).toBe('pending')
    expect(text($(element, '.number'))).toBe('D-2025-000042')
  })

  it('on an instance that does not anchor, says so in every language and never "pending"', async () => {
    const element = await mount({ ...SEALED, anchor: { state: 'none' } })
    expect(text($(element, '.anchor'))).toBe('– Not recorded on a blockchain (this instance does not anchor)')
    expect($(element, '.anchor')!.dataset.anchor).toBe('none')
    for (const [lang, catalogue] of Object.entries({ fr, es, it: it_, pt })) {
      element.setAttribute('lang', lang)
      await settle(element)
      expect(text($(element, '.anchor')), lang).toBe(`– ${catalogue.badge['anchor.none']}`)
    }
  })

  it('ticks a qualified timestamp and an anchor, linking the transaction when the instance gives a link', async () => {
    const explorerUrl = `https://explorer.test/tx/${TX}`
    const element = await mount({ ...SEALED, qualified: true, anchor: { ...ANCHORED, explorerUrl } })
    expect(text($(element, '.qualification'))).toBe('✓ Timestamp qualified')
    expect(text($(element, '.anchor'))).toBe('✓ Anchored on the blockchain: transaction 0x5e5e5e…5e5e5e5e')
    const link = $(element, '.anchor a') as HTMLAnchorElement
    expect(link.href).toBe(explorerUrl)
    expect(link.rel).toBe('noopener')
    expect(link.getAttribute('aria-label')).toBe(`View the transaction ${TX} (opens in a new tab)`)
  })

  it('shows the short transaction hash, not a link, without an explorer', async () => {
    const element = await mount({ ...SEALED, anchor: ANCHORED })
    expect($(element, '.anchor a')).toBeNull()
    expect($(element, '.anchor code')!.title).toBe(TX)
  })

  it.each([
    ['sealing', 'Deposit being sealed'],
    ['expired', 'Protection expired'],
    ['cancelled', 'Deposit canceled'],
  ] as const)('says a %s deposit is so', async (state, said) => {
    const element = await mount({ ...SEALED, state })
    expect(text($(element, '.status'))).toBe(`– ${said}`)
  })

  it('puts a check in the seal only for a sealed deposit, and offers the checks only then', async () => {
    const sealed = await mount(SEALED)
    expect(sealed.shadowRoot!.querySelector('svg.seal path')).not.toBeNull()
    expect($(sealed, '.actions')).not.toBeNull()
    const sealing = await mount({ ...SEALED, state: 'sealing' })
    expect(sealing.shadowRoot!.querySelector('svg.seal path')).toBeNull()
    expect($(sealing, '.actions')).toBeNull()
  })
})

describe('sizes and themes', () => {
  it('panel (default): the full card in a labelled section', async () => {
    const element = await mount(SEALED)
    expect(element.currentSize).toBe('panel')
    expect(element.getAttribute('size')).toBe('panel')
    expect($(element, 'section.panel')!.getAttribute('aria-label')).toBe('Sceau: Timestamped deposit')
    expect($(element, 'details')).toBeNull()
  })

  it('banner: one line that opens the card', async () => {
    const element = await mount(SEALED, { size: 'banner' })
    const details = $(element, 'details.banner') as HTMLDetailsElement
    expect(text(details.querySelector('summary'))).toBe('Sceau · Deposited on March 12, 2025 · Timestamp not qualified · Anchor pending')
    expect(details.open).toBe(false)
    expect(text(details.querySelector('.pop'))).toContain('View the certificate')
  })

  it('icon: the seal alone, with an accessible label, opening the card', async () => {
    const element = await mount({ ...SEALED, qualified: true, anchor: ANCHORED }, { size: 'icon', lang: 'fr' })
    const summary = $(element, 'details.icon summary')!
    expect(text(summary)).toBe('')
    expect(summary.getAttribute('aria-label')).toBe(
      'Sceau: Dépôt horodaté. Déposé le 12 mars 2025. Horodatage qualifié. Ancré sur la blockchain : transaction 0x5e5e5e…5e5e5e5e. Détails du dépôt'
    )
    expect($(element, 'details.icon .pop .actions')).not.toBeNull()
  })

  it('an unknown size or theme falls back to panel and light', async () => {
    const element = await mount(SEALED, { size: 'huge', theme: 'neon' })
    expect(element.currentSize).toBe('panel')
    expect(element.currentTheme).toBe('light')
  })

  it('reflects the theme so the styles can follow it (auto follows prefers-color-scheme)', async () => {
    const element = await mount(SEALED)
    expect(element.getAttribute('theme')).toBe('light')
    element.theme = 'dark'
    await settle(element)
    expect(element.getAttribute('theme')).toBe('dark')
    const css = SceauDepositElement.styles.toString()
    expect(css).toContain(":host([theme='dark'])")
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\s*\{\s*:host\(\[theme='auto'\]\)/)
  })
})

function fakeVerifier(overrides: Partial<Verifier> = {}): Verifier {
  return {
    messages: { fr: fr.verify, en: en.verify, es: es.verify, it: it_.verify, pt: pt.verify },
    hashFile: vi.fn(async (file: Blob, onProgress?: (hashed: number) => void) => {
      onProgress?.(file.size)
      return (await file.text()) === 'abc' ? SHA : 'cd'.repeat(32)
    }),
    verifyProof: vi.fn(),
    ...overrides,
  }
}

const VERIFICATION: EvidenceVerification = {
  ok: false,
  qualified: false,
  anchored: false,
  anchorStatus: 'pending',
  layers: {
    file: { ok: true, skipped: true, checkedBy: 'local', reason: 'no file given' },
    timestamp: { ok: false, checkedBy: 'local', reason: 'signature does not verify' },
    securityHash: { ok: true, checkedBy: 'local', reason: 'ok' },
    merkle: { ok: true, skipped: true, checkedBy: 'local', reason: 'anchor pending' },
    chain: { ok: true, skipped: true, checkedBy: 'server', reason: 'no public RPC' },
  },
}

describe('checks, with a stand-in verifier', () => {
  it('"Verify a file": hashes the chosen file with the verifier and says identical or different', async () => {
    const verifier = fakeVerifier()
    SceauDepositElement.loadVerifier = vi.fn(async () => verifier)
    const element = await mount(SEALED)
    const checks: FileCheckDetail[] = []
    element.addEventListener(FILE_CHECK_EVENT, (event) => checks.push((event as CustomEvent<FileCheckDetail>).detail))
    $(element, '.actions button')!.click()
    await settle(element)
    expect(text($(element, '.drop'))).toBe('Drop a file here or choose it The file is read in your browser and never sent.')

    await element.checkFile(new File(['abc'], 'plan.pdf'))
    await settle(element)
    expect($(element, '.file-check')!.dataset.match).toBe('identical')
    expect(text($(element, '.file-check'))).toBe('✓ Identical: plan.pdf is the deposited file.')

    await element.checkFile(new File(['abd'], 'plan-v2.pdf'))
    await settle(element)
    expect($(element, '.file-check')!.dataset.match).toBe('different')
    expect(text($(element, '.file-check'))).toBe('✗ Different: plan-v2.pdf is not the deposited file.')
    expect(checks.map((check) => check.identical)).toEqual([true, false])
    expect(SceauDepositElement.loadVerifier).toHaveBeenCalledTimes(1)
  })

  it('"Verify the proof": lists each layer, where it was checked, and the verdict', async () => {
    const verifier = fakeVerifier({ verifyProof: vi.fn(async () => VERIFICATION) })
    SceauDepositElement.loadVerifier = async () => verifier
    const element = await mount(SEALED)
    const verdicts: unknown[] = []
    element.addEventListener(PROOF_CHECK_EVENT, (event) => verdicts.push((event as CustomEvent).detail))
    $(element, '.actions button:last-child')!.click()
    await settle(element)
    expect(verifier.verifyProof).toHaveBeenCalledWith({ apiBase: 'https://sceau.test', certificateToken: 'Tok3n', fileSha256: undefined })
    expect($(element, '.proof-check')!.dataset.verdict).toBe('invalid')
    expect(text($(element, '.verdict'))).toBe('✗ Invalid proof: at least one check failed.')
    const timestamp = $(element, '[data-layer=timestamp]')!
    expect(timestamp.dataset.result).toBe('failed')
    expect(text(timestamp)).toBe(
      '✗ RFC 3161 timestamp token — failed, checked in your browser. The token does not verify: wrong signature, signed fingerprint or certificate chain.'
    )
    // The tooltip speaks the visitor's language, not the verifier's English reason.
    expect(timestamp.title).toBe('The token does not verify: wrong signature, signed fingerprint or certificate chain.')
    expect(text($(element, '[data-layer=chain]'))).toContain('not checked, taken from the server. Chain not queried')
    expect($(element, '[data-layer=qualified]')!.dataset.by).toBe('server')
    expect(verdicts).toEqual([{ verification: VERIFICATION }])
  })

  it('"Verify the proof" on an instance that does not anchor: the skipped Merkle and chain layers say so, not "pending"', async () => {
    SceauDepositElement.loadVerifier = async () => fakeVerifier({ verifyProof: vi.fn(async () => VERIFICATION) })
    const element = await mount({ ...SEALED, anchor: { state: 'none' } })
    await element.checkProof()
    await settle(element)
    const chain = text($(element, '[data-layer=chain]'))
    expect(chain).toContain('This instance does not anchor: there is no blockchain record to check.')
    expect(chain).not.toMatch(/pending/i)
  })

  it('the skipped layers’ tooltips say why in the visitor’s language (5 languages), never the verifier’s English reason', async () => {
    const expected: Record<string, { file: string; chain: string; anchoredChain: string; noChain: string }> = {
      fr: {
        file: 'Aucun fichier choisi : seule la preuve est vérifiée.',
        chain: 'Ancrage en attente : pas encore de transaction à consulter.',
        anchoredChain: 'La plateforme ne publie aucun nœud public : la transaction est reprise du serveur, elle n’est pas lue ici sur la blockchain.',
        noChain: 'Cette instance ne fait pas d’ancrage : aucune inscription en blockchain à vérifier.',
      },
      en: {
        file: 'No file chosen: only the proof is checked.',
        chain: 'Anchor pending: there is no transaction to look up yet.',
        anchoredChain: 'The platform publishes no public node: the transaction is taken from the server, not read from the blockchain here.',
        noChain: 'This instance does not anchor: there is no blockchain record to check.',
      },
      es: {
        file: es.verify['reason.file.skipped'],
        chain: 'Anclaje pendiente: aún no hay ninguna transacción que consultar.',
        anchoredChain: 'La plataforma no publica ningún nodo público: la transacción se toma del servidor, no se lee aquí en la blockchain.',
        noChain: 'Esta instancia no realiza anclajes: no hay ningún registro en blockchain que verificar.',
      },
      it: {
        file: it_.verify['reason.file.skipped'],
        chain: 'Ancoraggio in attesa: non c’è ancora alcuna transazione da consultare.',
        anchoredChain: 'La piattaforma non pubblica alcun nodo pubblico: la transazione è presa dal server, non letta qui sulla blockchain.',
        noChain: 'Questa istanza non effettua ancoraggi: non c’è alcuna registrazione su blockchain da verificare.',
      },
      pt: {
        file: pt.verify['reason.file.skipped'],
        chain: 'Ancoragem pendente: ainda não há transação a consultar.',
        anchoredChain: 'A plataforma não publica nenhum nó público: a transação é obtida do servidor, não lida aqui na blockchain.',
        noChain: 'Esta instância não faz ancoragem: não há registo em blockchain a verificar.',
      },
    }
    const anchored: EvidenceVerification = {
      ...VERIFICATION,
      anchored: true,
      anchorStatus: 'anchored',
      layers: { ...VERIFICATION.layers, merkle: { ok: true, checkedBy: 'local', reason: 'path ok' } },
    }
    const none: EvidenceVerification = { ...VERIFICATION, anchorStatus: 'none' }
    for (const [lang, words] of Object.entries(expected)) {
      const english = /anchor pending|no public RPC|no file given/
      const pending = await mount(SEALED, { lang })
      SceauDepositElement.loadVerifier = async () => fakeVerifier({ verifyProof: vi.fn(async () => VERIFICATION) })
      await pending.checkProof()
      await settle(pending)
      expect($(pending, '[data-layer=file]')!.title, lang).toBe(words.file)
      expect($(pending, '[data-layer=chain]')!.title, lang).toBe(words.chain)
      for (const layer of pending.shadowRoot!.querySelectorAll<HTMLElement>('[data-layer]')) expect(layer.title, lang).not.toMatch(english)

      const onChain = await mount(SEALED, { lang })
      SceauDepositElement.loadVerifier = async () => fakeVerifier({ verifyProof: vi.fn(async () => anchored) })
      await onChain.checkProof()
      await settle(onChain)
      expect($(onChain, '[data-layer=chain]')!.title, lang).toBe(words.anchoredChain)

      // No chain: the evidence's anchorStatus says it even where the summary would not.
      const chainless = await mount(SEALED, { lang })
      SceauDepositElement.loadVerifier = async () => fakeVerifier({ verifyProof: vi.fn(async () => none) })
      await chainless.checkProof()
      await settle(chainless)
      for (const layer of ['merkle', 'chain']) {
        expect($(chainless, `[data-layer=${layer}]`)!.title, `${lang} ${layer}`).toBe(words.noChain)
        expect(text($(chainless, `[data-layer=${layer}]`)), `${lang} ${layer}`).toContain(words.noChain)
      }
    }
  })

  it('says when the verifier cannot be loaded, and tries again on the next click', async () => {
    SceauDepositElement.loadVerifier = vi.fn(async () => Promise.reject(new TypeError('integrity mismatch')))
    const element = await mount(SEALED, { lang: 'it' })
    await element.checkProof()
    await settle(element)
    expect(text($(element, '[data-verifier]'))).toBe('Impossibile caricare il verificatore.')
    await element.checkProof()
    expect(SceauDepositElement.loadVerifier).toHaveBeenCalledTimes(2)
  })

  it('says when the proof cannot be fetched', async () => {
    SceauDepositElement.loadVerifier = async () => fakeVerifier({ verifyProof: async () => Promise.reject(new Error('HTTP 404')) })
    const element = await mount(SEALED, { lang: 'pt' })
    await element.checkProof()
    await settle(element)
    expect($(element, '.proof-check')!.dataset.verdict).toBe('unavailable')
    expect(text($(element, '.proof-check'))).toBe('Não foi possível obter a prova da plataforma.')
  })
})

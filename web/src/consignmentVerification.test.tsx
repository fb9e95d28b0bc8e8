/*
 * Issue 14 in the real app: the public certificate verifies its evidence in the browser (real tokens
 * from the embedded TSA, real Ed25519 security hash), /decode checks the signature in the browser,
 * the deposit detail's badge code generator, and the embed page's versioned widget.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CertificateView, WidgetManifest } from '../../plugins/consignment/shared/types'
import { embeddedTsaEvidence, withTamperedToken, type EvidenceCase } from '../../packages/proof/tests/evidence_fixtures'
import { encodeSecurityHash, generateSecurityHashKey, importSecurityHashSigningKey } from '../../packages/proof/src/security_hash'
import { certificateView, depositDetail, sealedFile, timestampView } from './test/fixtures'
import { member, renderApp, reply } from './test/renderApp'

const anonymous = { 'GET /users/me': reply(401, { error: { code: 'E_UNAUTHORIZED', message: 'Log in' } }) }

afterEach(() => {
  for (const script of document.querySelectorAll('script[data-sceau-widget]')) script.remove()
})

const certificateOf = (sample: EvidenceCase): CertificateView =>
  certificateView({
    number: sample.evidence.number,
    createdAt: timestampView.genTime,
    fileName: sample.evidence.file.name,
    size: sample.evidence.file.size,
    mime: 'text/plain',
    checksum: sample.evidence.file.sha256,
    securityHash: sample.evidence.securityHash!,
    authors: ['Alice Martin'],
    depositor: 'Alice Martin',
    anchor: { state: 'anchored', chainId: 31337, transactionHash: sample.evidence.anchor!.transactionHash, blockNumber: 42 },
  })

/** Screens load lazily: on a busy machine the first render takes more than Testing Library's default second. */
const LOAD = { timeout: 15_000 }

const layer = (name: string) => document.querySelector(`[data-layer="${name}"]`) as HTMLElement

describe('public certificate: verification in the browser', { timeout: 30_000 }, () => {
  let sample: EvidenceCase
  beforeAll(async () => {
    sample = await embeddedTsaEvidence()
  }, 30_000)

  const api = (evidence: unknown = sample.evidence) => ({
    ...anonymous,
    'GET /consignment/certificates/TOKEN': reply(200, certificateOf(sample)),
    'GET /consignment/evidence/TOKEN': reply(200, evidence),
    'GET /consignment/trust': reply(200, sample.trust),
  })

  it('checks the token, the security hash and the Merkle path in the browser and says what is the server’s word', async () => {
    await renderApp('/en/certificate/TOKEN', { api: api() })
    const section = await screen.findByRole('region', { name: 'Verification in your browser' }, LOAD)
    await waitFor(() => expect(screen.getByTestId('browser-verification').dataset.verdict).toBe('ok'), LOAD)
    expect(within(section).getByText('Proof verified in your browser: every check made passed.')).toBeTruthy()
    expect(layer('timestamp').dataset.status).toBe('local')
    expect(layer('timestamp').textContent).toContain('Checked in your browser')
    expect(layer('timestamp').textContent).toContain('Timestamp not qualified.')
    expect(layer('securityHash').dataset.status).toBe('local')
    expect(layer('merkle').dataset.status).toBe('local')
    // No public RPC in this trust: the transaction is repeated from the server, and said so.
    expect(layer('chain').dataset.status).toBe('server')
    expect(layer('chain').textContent).toContain('Taken from the server')
    expect(layer('file').dataset.status).toBe('skipped')
  })

  it('a copy dropped on the page is hashed locally: the original is identical, a changed one different', async () => {
    const { requests } = await renderApp('/en/certificate/TOKEN', { api: api() })
    await screen.findByTestId('browser-verification', {}, LOAD)
    await waitFor(() => expect(screen.getByTestId('browser-verification').dataset.verdict).toBe('ok'), LOAD)
    const input = screen.getByLabelText('Choose a copy to verify')
    fireEvent.change(input, { target: { files: [new File([sample.file as BlobPart], 'copy.txt')] } })
    await waitFor(() => expect(screen.getByTestId('verify-result').dataset.match).toBe('yes'), LOAD)
    await waitFor(() => expect(layer('file').dataset.status).toBe('local'), LOAD)
    const changed = new Uint8Array(sample.file)
    changed[3]! ^= 1
    fireEvent.change(input, { target: { files: [new File([changed as BlobPart], 'changed.txt')] } })
    await waitFor(() => expect(screen.getByTestId('verify-result').dataset.match).toBe('no'), LOAD)
    expect(screen.getByTestId('verify-result').textContent).toContain('changed.txt does not conform')
    await waitFor(() => expect(layer('file').dataset.status).toBe('failed'), LOAD)
    // A different copy does not make the proof fail, and nothing was uploaded.
    expect(screen.getByTestId('browser-verification').dataset.verdict).toBe('ok')
    expect(requests.every((r) => r.method === 'GET')).toBe(true)
  })

  it('a tampered token fails in the browser, plainly', async () => {
    await renderApp('/en/certificate/TOKEN', { api: api(withTamperedToken(sample.evidence)) })
    await screen.findByTestId('browser-verification', {}, LOAD)
    await waitFor(() => expect(screen.getByTestId('browser-verification').dataset.verdict).toBe('failed'), LOAD)
    expect(screen.getByText(/Verification failed: at least one check did not pass/)).toBeTruthy()
    expect(layer('timestamp').dataset.status).toBe('failed')
    expect(layer('timestamp').textContent).toContain('Failed in your browser')
  })

  it('without the evidence the page says the browser checked nothing', async () => {
    await renderApp('/en/certificate/TOKEN', {
      api: { ...api(), 'GET /consignment/evidence/TOKEN': reply(404, { error: { code: 'E_NOT_FOUND', message: 'Not found' } }) },
    })
    expect(await screen.findByText('The proof material could not be loaded: your browser checked nothing.', {}, LOAD)).toBeTruthy()
  })
})

describe('/decode in the browser', { timeout: 30_000 }, () => {
  it('checks the Ed25519 signature with the published keys, never sends the hash, and refuses a changed one', async () => {
    const key = await generateSecurityHashKey('k7')
    const hash = await encodeSecurityHash(
      {
        filename: 'invention.txt',
        fileId: 'f1',
        checksum: 'c'.repeat(64),
        size: 1234,
        depositor: 'Ada Lovelace',
        depositorEmail: 'ada@example.org',
        coAuthors: [{ firstname: 'Alan', lastname: 'Turing', email: 'alan@example.org' }],
        depositDate: new Date('2026-11-24T10:01:00Z'),
        endOfConservationDate: new Date('2029-11-24T10:01:00Z'),
      },
      await importSecurityHashSigningKey('k7', key.privateKeyPem)
    )
    const { user, requests } = await renderApp('/en/decode', {
      api: { ...anonymous, 'GET /consignment/keys': reply(200, { algorithm: 'Ed25519', keys: [{ keyId: 'k7', publicKeyPem: key.publicKeyPem }] }) },
    })
    await user.click(await screen.findByRole('button', { name: 'Decode' }, LOAD))
    expect(screen.getByText('Please enter your security hash')).toBeTruthy()
    await user.click(screen.getByLabelText('Security hash'))
    await user.paste(hash)
    await user.click(screen.getByRole('button', { name: 'Decode' }))
    expect(await screen.findByText('Signature checked in your browser (key k7).', {}, LOAD)).toBeTruthy()
    const decoded = screen.getByTestId('decoded')
    expect(decoded.textContent).toContain('invention.txt')
    expect(decoded.textContent).toContain('c'.repeat(64))
    expect(decoded.textContent).toContain('Alan Turing')
    expect(requests.some((r) => r.url.endsWith('/consignment/decode'))).toBe(false)

    // A changed byte of the signature: the browser says the signature is invalid, not that data is missing.
    const changed = `${hash.slice(0, -3)}${hash.at(-3) === 'A' ? 'B' : 'A'}${hash.slice(-2)}`
    await user.clear(screen.getByLabelText('Security hash'))
    await user.paste(changed)
    await user.click(screen.getByRole('button', { name: 'Decode' }))
    expect(await screen.findByText('Invalid signature: this security hash was not issued by Sceau, or it was changed.', {}, LOAD)).toBeTruthy()
    expect(screen.queryByTestId('decoded')).toBeNull()
    await user.clear(screen.getByLabelText('Security hash'))
    await user.paste('not a hash at all!')
    await user.click(screen.getByRole('button', { name: 'Decode' }))
    expect(await screen.findByText('Invalid security hash: it was changed or not copied whole.', {}, LOAD)).toBeTruthy()
  })
})

describe('/certificate without a token', () => {
  it('is a lookup form: the pasted address opens its certificate, anything else says what is wrong', async () => {
    const { user, router } = await renderApp('/en/certificate', { api: { ...anonymous } })
    const field = await screen.findByLabelText('Certificate address or code', {}, LOAD)
    await user.click(screen.getByRole('button', { name: 'Show the certificate' }))
    expect(screen.getByText('Paste the certificate’s address')).toBeTruthy()
    await user.type(field, 'https://example.org/nothing')
    await user.click(screen.getByRole('button', { name: 'Show the certificate' }))
    expect(screen.getByText('This is not the address of a Sceau certificate: check that it was copied whole.')).toBeTruthy()
    await user.clear(field)
    await user.type(field, 'http://localhost/en/certificate/AbCdEfGh12345678XyZ')
    await user.click(screen.getByRole('button', { name: 'Show the certificate' }))
    expect(router.state.location.pathname).toBe('/en/certificate/AbCdEfGh12345678XyZ')
    expect(document.title).toBe('Deposit certificate · Sceau')
  })
})

const manifest: WidgetManifest = {
  version: '1.4.0',
  files: {
    module: { url: 'http://localhost/api/v2/consignment/widget/1.4.0/sceau-deposit.js', integrity: 'sha384-MODULEHASH', bytes: 30000, gzipBytes: 12000 },
    classic: { url: 'http://localhost/api/v2/consignment/widget/1.4.0/sceau-deposit.iife.js', integrity: 'sha384-CLASSICHASH', bytes: 31000, gzipBytes: 12500 },
    verifier: { url: 'http://localhost/api/v2/consignment/widget/1.4.0/verifier.js', integrity: 'sha384-VERIFIERHASH', bytes: 90000, gzipBytes: 30000 },
  },
}

const detail = depositDetail({
  id: 'd7',
  number: 'D2026-000042',
  title: 'My invention',
  state: 'protected',
  fileName: 'invention.txt',
  bytes: 1234,
  createdAt: '2026-11-24T10:00:30.000Z',
  depositedAt: timestampView.genTime,
  expiresAt: '2029-11-24T10:00:30.000Z',
  integrationToken: 'EMBED42',
  price: { totalCents: 320, baseCents: 400, status: 'approved', method: 'credits' },
  files: [sealedFile({ name: 'invention.txt', size: 1234, mime: 'text/plain', downloadable: false })],
})

describe('deposit detail: the badge code generator', { timeout: 30_000 }, () => {
  const snippet = () => screen.getByTestId('badge-snippet')
  const origin = window.location.origin

  it('gives the versioned scripts with their integrity hash, React and the iframe, following the choices', async () => {
    const { user } = await renderApp('/en/app/consignments/d7', {
      api: {
        'GET /users/me': reply(200, member),
        'GET /consignment/deposits/d7': reply(200, detail),
        'GET /consignment/widget/manifest.json': reply(200, manifest),
      },
    })
    const card = await screen.findByRole('region', { name: 'Badge for your site' }, LOAD)
    await waitFor(() => expect(snippet().dataset.kind).toBe('classic'))
    expect(snippet().textContent).toBe(
      '<script src="http://localhost/api/v2/consignment/widget/1.4.0/sceau-deposit.iife.js" integrity="sha384-CLASSICHASH" crossorigin="anonymous" defer></script>\n' +
        `<sceau-deposit deposit="EMBED42" size="banner" theme="auto" lang="en" api-base="${origin}"></sceau-deposit>`
    )
    await user.selectOptions(within(card).getByLabelText('Size'), 'panel')
    await user.selectOptions(within(card).getByLabelText('Theme'), 'dark')
    await user.selectOptions(within(card).getByLabelText('Language'), 'it')
    expect(snippet().textContent).toContain('size="panel" theme="dark" lang="it"')

    await user.click(within(card).getByRole('tab', { name: 'HTML (module)' }))
    expect(snippet().textContent).toContain(
      '<script type="module" src="http://localhost/api/v2/consignment/widget/1.4.0/sceau-deposit.js" integrity="sha384-MODULEHASH" crossorigin="anonymous">'
    )
    await user.click(within(card).getByRole('tab', { name: 'React' }))
    expect(snippet().textContent).toContain("import { SceauDeposit } from '@sceau/embed/react'")
    expect(snippet().textContent).toContain(`<SceauDeposit deposit="EMBED42" size="panel" theme="dark" lang="it" apiBase="${origin}" />`)
    await user.click(within(card).getByRole('tab', { name: 'iframe' }))
    expect(snippet().textContent).toContain(`<iframe src="${origin}/it/embed/consignment/EMBED42?size=panel&amp;theme=dark"`)

    // The live preview is the badge itself, loaded from the versioned module with its integrity hash.
    const preview = within(screen.getByTestId('badge-preview')).getByText((_, element) => element?.tagName === 'SCEAU-DEPOSIT')
    expect(preview.getAttribute('deposit')).toBe('EMBED42')
    expect(preview.getAttribute('size')).toBe('panel')
    const script = document.querySelector<HTMLScriptElement>('script[data-sceau-widget]')!
    // The module's path, loaded from the page's own origin (its CSP allows only itself).
    expect(script.src).toBe(new URL(new URL(manifest.files.module.url).pathname, location.href).href)
    expect(script.integrity).toBe('sha384-MODULEHASH')
  })

  it('offers only the iframe when the widget is not built on the instance', async () => {
    await renderApp('/en/app/consignments/d7', {
      api: { 'GET /users/me': reply(200, member), 'GET /consignment/deposits/d7': reply(200, detail) },
    })
    const card = await screen.findByRole('region', { name: 'Badge for your site' }, LOAD)
    expect(await within(card).findByText('The badge’s script is not built on this instance.', {}, LOAD)).toBeTruthy()
    expect(
      within(card)
        .getAllByRole('tab')
        .map((tab) => tab.textContent)
    ).toEqual(['iframe'])
    expect(snippet().textContent).toContain('/en/embed/consignment/EMBED42?size=banner&amp;theme=auto')
    expect(within(card).queryByTestId('badge-preview')).toBeNull()
  })
})

describe('embed page', { timeout: 30_000 }, () => {
  it('loads the versioned module with its integrity hash and passes size and theme from the address', async () => {
    await renderApp('/en/embed/consignment/AbC123?size=icon&theme=dark', {
      api: { ...anonymous, 'GET /consignment/widget/manifest.json': reply(200, manifest) },
    })
    await waitFor(() => expect(document.querySelector('script[data-sceau-widget]')).not.toBeNull(), LOAD)
    const script = document.querySelector<HTMLScriptElement>('script[data-sceau-widget]')!
    // The module's path, loaded from the page's own origin (its CSP allows only itself).
    expect(script.src).toBe(new URL(new URL(manifest.files.module.url).pathname, location.href).href)
    expect(script.integrity).toBe('sha384-MODULEHASH')
    expect(script.crossOrigin).toBe('anonymous')
    const badge = document.querySelector('sceau-deposit')!
    expect(badge.getAttribute('deposit')).toBe('AbC123')
    expect(badge.getAttribute('size')).toBe('icon')
    expect(badge.getAttribute('theme')).toBe('dark')
    expect(badge.getAttribute('lang')).toBe('en')
  })

  it('falls back to the unversioned widget without a manifest, and ignores unknown sizes', async () => {
    await renderApp('/embed/consignment/AbC123?size=huge', { api: anonymous })
    await waitFor(() => expect(document.querySelector('script[data-sceau-widget]')?.getAttribute('src')).toBe('/api/v2/consignment/widget.js'), LOAD)
    expect(document.querySelector('sceau-deposit')!.hasAttribute('size')).toBe(false)
  })
})

describe('deposit downloads refused: the page says it in the product’s words (docs/product.md §8)', { timeout: 30_000 }, () => {
  it('the deposit page: certificate, proof folder, file and invoice, once each', async () => {
    const api = { 'GET /users/me': reply(200, member), 'GET /consignment/deposits/d7': reply(200, detail) }
    for (const [asked, text] of [
      ['certificate', 'Unable to download the certificate.'],
      ['proofFolder', 'Unable to download the proof folder.'],
      ['file', 'Unable to download the file.'],
      ['invoice', 'Unable to download the invoice.'],
    ]) {
      window.history.replaceState(null, '', `/en/app/consignments/d7?failed=${asked}&code=E_NOT_SEALED`)
      const { view } = await renderApp('/en/app/consignments/d7', { api })
      const said = await screen.findByTestId('download-failed', {}, LOAD)
      expect(said.getAttribute('role'), asked).toBe('alert')
      expect(said.textContent, asked).toBe(text)
      expect(window.location.search).toBe('')
      view.unmount()
    }
  })

  it('the public certificate page: its PDF, in French', async () => {
    const sample = await embeddedTsaEvidence()
    window.history.replaceState(null, '', '/certificate/TOKEN?failed=certificate&code=E_NOT_FOUND')
    await renderApp('/certificate/TOKEN', {
      api: {
        ...anonymous,
        'GET /consignment/certificates/TOKEN': reply(200, certificateOf(sample)),
        'GET /consignment/evidence/TOKEN': reply(200, sample.evidence),
        'GET /consignment/trust': reply(200, sample.trust),
      },
    })
    expect((await screen.findByTestId('download-failed', {}, LOAD)).textContent).toBe('Impossible de télécharger le certificat.')
  })
})

describe('an instance that does not anchor (no chain configured)', { timeout: 30_000 }, () => {
  const none = { ...detail, anchor: 'none' as const, files: detail.files.map((file) => ({ ...file, anchor: { state: 'none' as const } })) }

  it('the deposit says the file is not recorded on a blockchain, never "pending"', async () => {
    await renderApp('/en/app/consignments/d7', {
      api: { 'GET /users/me': reply(200, member), 'GET /consignment/deposits/d7': reply(200, none) },
    })
    expect(await screen.findByText('Not recorded on a blockchain (this instance does not anchor)', {}, LOAD)).toBeTruthy()
    expect(document.querySelector('[data-deposit-anchor]')?.textContent).toBe('No blockchain anchor')
    expect(document.body.textContent).not.toMatch(/pending/i)
  })

  it('the public certificate says so in French, the default language', async () => {
    const sample = await embeddedTsaEvidence()
    const certificate = { ...certificateOf(sample), anchor: { state: 'none' as const } }
    await renderApp('/certificate/TOKEN', {
      api: {
        ...anonymous,
        'GET /consignment/certificates/TOKEN': reply(200, certificate),
        'GET /consignment/evidence/TOKEN': reply(200, { ...sample.evidence, anchor: null }),
        'GET /consignment/trust': reply(200, sample.trust),
      },
    })
    expect(await screen.findByText('Non inscrit sur une blockchain (cette instance ne fait pas d’ancrage)', {}, LOAD)).toBeTruthy()
    // The browser check of the chain layer says why it was skipped, without promising an anchor.
    expect(
      (await screen.findAllByText('Cette instance ne fait pas d’ancrage : aucune inscription en blockchain à vérifier.', {}, LOAD)).length
    ).toBeGreaterThan(0)
    expect(screen.queryByText('Ancrage en attente')).toBeNull()
    expect(screen.queryByText('Ancrage en attente.')).toBeNull()
  })
})

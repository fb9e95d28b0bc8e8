import { createHash, X509Certificate } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { PlatformInfo } from '@sceau/plugin-sdk/server'
import {
  EVIDENCE_FORMAT,
  fromBase64,
  parseDepositEvidence,
  parseEvidenceTrust,
  sha256Sync,
  toHex,
  verifyDepositEvidence,
  type DepositEvidence,
  type EvidenceTrust,
} from '@sceau/proof'
import { file, needs } from '@sceau/testing/requirements'
import type { EmbedSummary, WidgetManifest } from '../shared/index.js'
import { WidgetFiles } from '../server/services/widget_files.js'
import { Browser, deposit, sealed, signUp, testFile, waitFor } from './support/deposits.js'
import { localChain } from './support/local_chain.js'

const api = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${Browser.baseUrl()}/api/v2${path}`, { headers: { origin: 'http://127.0.0.1:1', ...headers } })

/** What a third-party page needs of every answer here: readable from its origin, and no cookie. */
function assertCrossOrigin(assert: { equal: (a: unknown, b: unknown, m?: string) => void }, response: Response, what: string) {
  assert.equal(response.headers.get('access-control-allow-origin'), '*', `${what}: CORS`)
  assert.equal(response.headers.get('set-cookie'), null, `${what}: no cookie`)
}

/** Checks the answers with @sceau/proof as the browser's verifier does: shapes parsed, then every layer against the published trust. */
async function verify(evidence: unknown, trust: unknown, file?: Uint8Array) {
  const parsed = parseDepositEvidence(evidence)
  const published = parseEvidenceTrust(trust)
  if (!parsed || !published) throw new Error('the evidence or the trust answer does not have its shape')
  return verifyDepositEvidence(parsed, { trust: published, fileSha256: file ? toHex(sha256Sync(file)) : undefined })
}

test.group('Consignment: evidence for browsers (embed summary, evidence, trust)', (group) => {
  const chain = localChain(group)

  test('a sealed deposit: the badge says not qualified and, without a chain, not anchored (never pending); the evidence verifies with @sceau/proof; once anchored, the transaction and its link; a renewal follows the original token', async ({
    assert,
  }) => {
    const account = await signUp({ language: 'en' })
    const file = testFile('evidence.txt', 'checked in the browser')
    const created = await deposit(account.browser, [file])
    const done = await sealed(account.browser, created.deposit.id)
    const fileView = done.files[0]!

    const embedAnswer = await api(`/consignment/embed/${done.integrationToken}`)
    assertCrossOrigin(assert, embedAnswer, 'embed')
    const embed = (await embedAnswer.json()) as EmbedSummary
    assert.deepEqual(embed, {
      fileName: 'evidence.txt',
      sha256: fileView.sha256!,
      size: file.bytes.length,
      depositedAt: done.depositedAt!,
      certificateToken: fileView.certificateToken!,
      number: done.number,
      state: 'protected',
      qualified: false,
      tsa: fileView.timestamp!.tsa,
      anchor: { state: 'none', explorerUrl: null },
    })

    const trustAnswer = await api('/consignment/trust')
    assertCrossOrigin(assert, trustAnswer, 'trust')
    assert.equal(trustAnswer.headers.get('cache-control'), 'public, max-age=300')
    const trust = (await trustAnswer.json()) as EvidenceTrust
    const roots = trust.tsaRootsPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []
    assert.isAbove(roots.length, 0)
    for (const pem of roots) assert.isTrue(new X509Certificate(pem).ca, 'a root is a CA certificate')
    assert.isAbove(trust.securityHashKeys.length, 0)
    assert.match(trust.securityHashKeys[0]!.publicKeyPem, /BEGIN PUBLIC KEY/)
    assert.deepEqual(trust.chain, { chainId: null, rpcUrl: null, explorerTxUrl: null }, 'the off driver publishes no chain')

    const evidenceAnswer = await api(`/consignment/evidence/${fileView.certificateToken}`)
    assertCrossOrigin(assert, evidenceAnswer, 'evidence')
    const evidence = (await evidenceAnswer.json()) as DepositEvidence
    assert.include(evidence, {
      format: EVIDENCE_FORMAT,
      version: 1,
      number: done.number,
      qualified: false,
      securityHash: fileView.securityHash,
      anchor: null,
      anchorStatus: 'none',
    })
    assert.deepEqual(evidence.file, { name: 'evidence.txt', size: file.bytes.length, sha256: fileView.sha256! })
    assert.equal(evidence.depositedAt, fileView.timestamp!.genTime)
    assert.lengthOf(evidence.timestamps, 1)
    const checked = await verify(evidence, trust, file.bytes)
    assert.isTrue(checked.ok, JSON.stringify(checked.layers))
    assert.deepInclude(checked.layers.timestamp, { ok: true, checkedBy: 'local' })
    assert.deepInclude(checked.layers.securityHash, { ok: true, checkedBy: 'local' })
    assert.deepInclude(checked.layers.file, { ok: true, checkedBy: 'local' })
    assert.isTrue(checked.layers.merkle.skipped, 'no chain: nothing to recompute')
    // The instance does not anchor (driver off): the evidence says so, and the verifier never calls it pending.
    assert.equal(checked.anchorStatus, 'none')
    assert.match(checked.layers.chain.reason, /does not record deposits on a blockchain/)
    assert.notMatch(JSON.stringify(checked.layers), /pending/i)
    assert.isFalse(checked.qualified)
    assert.isFalse((await verify(evidence, trust, Buffer.from('another file'))).layers.file.ok)
    // The token is the proof: one changed byte and it no longer verifies.
    const token = fromBase64(evidence.timestamps[0]!)
    token[token.length - 10]! ^= 0xff
    const tampered = await verify({ ...evidence, timestamps: [Buffer.from(token).toString('base64')] }, trust)
    assert.isFalse(tampered.layers.timestamp.ok)

    // Anchored on a local chain whose operator published a transaction link (ANCHOR_EXPLORER_TX_URL).
    const service = await chain.service()
    // No ANCHOR_CHAIN_ID: the chain id is learned from the RPC, then published.
    assert.isNull(service.publicChain().chainId)
    await waitFor(async () => service.publicChain().chainId === 31337 || null, 'the chain id learned from the RPC')
    const publicChain = service.publicChain.bind(service)
    service.publicChain = () => ({ ...publicChain(), rpcUrl: chain.url(), explorerTxUrl: 'http://127.0.0.1:1/tx/{tx}' })
    await chain.anchor(chain.use(service))

    const anchoredEmbed = (await (await api(`/consignment/embed/${done.integrationToken}`)).json()) as EmbedSummary
    assert.equal(anchoredEmbed.anchor.state, 'anchored')
    assert.match(anchoredEmbed.anchor.transactionHash!, /^0x[0-9a-f]{64}$/)
    assert.equal(anchoredEmbed.anchor.explorerUrl, `http://127.0.0.1:1/tx/${anchoredEmbed.anchor.transactionHash}`)
    const anchoredTrust = (await (await api('/consignment/trust')).json()) as EvidenceTrust
    assert.deepEqual(anchoredTrust.chain, { chainId: 31337, rpcUrl: chain.url(), explorerTxUrl: 'http://127.0.0.1:1/tx/{tx}' })
    const anchoredEvidence = (await (await api(`/consignment/evidence/${fileView.certificateToken}`)).json()) as DepositEvidence
    assert.notProperty(anchoredEvidence.anchor!, 'confirmations')
    assert.equal(anchoredEvidence.anchor!.transactionHash, anchoredEmbed.anchor.transactionHash)
    assert.equal(anchoredEvidence.anchor!.leaf, fileView.sha256)
    // The Merkle path recomputed to the root, and the root read from the transaction through the published RPC.
    const anchoredCheck = await verify(anchoredEvidence, anchoredTrust, file.bytes)
    assert.isTrue(anchoredCheck.ok, JSON.stringify(anchoredCheck.layers))
    assert.deepInclude(anchoredCheck.layers.merkle, { ok: true, checkedBy: 'local' })
    assert.deepInclude(anchoredCheck.layers.chain, { ok: true, checkedBy: 'local' })
    assert.equal(anchoredCheck.transactionHash, anchoredEmbed.anchor.transactionHash)

    // A renewal: the archive timestamp follows the original, and the chain still verifies with the new security hash.
    await db
      .from('consignment_deposits')
      .where('uid', done.id)
      .update({ expires_at: new Date(Date.now() + 30 * 24 * 3600 * 1000) })
    assert.equal((await account.browser.post(`/consignment/deposits/${done.id}/renew`, { years: 1 })).status, 200)
    const renewed = (await (await api(`/consignment/evidence/${fileView.certificateToken}`)).json()) as DepositEvidence
    assert.lengthOf(renewed.timestamps, 2)
    assert.equal(renewed.timestamps[0], evidence.timestamps[0], 'the original token first')
    assert.notEqual(renewed.securityHash, evidence.securityHash)
    const renewedCheck = await verify(renewed, anchoredTrust, file.bytes)
    assert.isTrue(renewedCheck.ok, JSON.stringify(renewedCheck.layers))
  })

  test("unknown tokens: the certificate's 404, readable cross-origin", async ({ assert }) => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-a-token']) {
      const answer = await api(`/consignment/evidence/${token}`, { 'accept-language': 'en' })
      assert.equal(answer.status, 404)
      assertCrossOrigin(assert, answer, 'evidence 404')
      assert.equal(((await answer.json()) as { error: { message: string } }).error.message, 'Error: unable to retrieve proof')
    }
  })
})

test.group('Consignment: versioned widget files', (group) => {
  let dir: string
  const files = {
    module: { file: 'sceau-deposit.js', text: 'export const badge = "module";\n'.repeat(40) },
    classic: { file: 'sceau-deposit.iife.js', text: '(function(){var badge="classic"})();\n'.repeat(40) },
    verifier: { file: 'sceau-verifier.js', text: 'export const verifier = true;\n'.repeat(40) },
  }
  const integrity = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`

  group.setup(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sceau-widget-'))
    const manifest = { version: '0.2.0', files: {} as Record<string, unknown> }
    for (const [kind, { file, text }] of Object.entries(files)) {
      await writeFile(join(dir, file), text)
      manifest.files[kind] = { file, integrity: integrity(text), bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length }
    }
    // The module is precompressed (br and gzip), the classic script only with gzip, the verifier not at all.
    await writeFile(join(dir, `${files.module.file}.br`), brotliCompressSync(files.module.text))
    await writeFile(join(dir, `${files.module.file}.gz`), gzipSync(files.module.text))
    await writeFile(join(dir, `${files.classic.file}.gz`), gzipSync(files.classic.text))
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest))
    await writeFile(join(dir, 'package.json'), '{}')
    app.container.swap(WidgetFiles, () => new WidgetFiles(dir))
    return async () => {
      app.container.restore(WidgetFiles)
      await rm(dir, { recursive: true, force: true })
    }
  })

  test('manifest: absolute versioned URLs with their SRI hashes; each file serves with CORS, CORP, an immutable cache and an ETag', async ({ assert }) => {
    const appUrl = (await app.container.make(PlatformInfo)).appUrl
    const answer = await api('/consignment/widget/manifest.json')
    assert.equal(answer.status, 200)
    assertCrossOrigin(assert, answer, 'manifest')
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=300')
    const manifest = (await answer.json()) as WidgetManifest
    assert.equal(manifest.version, '0.2.0')
    for (const [kind, { file, text }] of Object.entries(files)) {
      const entry = manifest.files[kind as keyof WidgetManifest['files']]
      assert.equal(entry.url, `${appUrl}/api/v2/consignment/widget/0.2.0/${file}`)
      assert.equal(entry.integrity, integrity(text))

      const served = await api(`/consignment/widget/0.2.0/${file}`, { 'accept-encoding': 'identity' })
      assert.equal(served.status, 200, file)
      assertCrossOrigin(assert, served, file)
      assert.equal(served.headers.get('content-type'), 'text/javascript; charset=utf-8')
      assert.equal(served.headers.get('cross-origin-resource-policy'), 'cross-origin')
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable')
      assert.isNull(served.headers.get('content-encoding'))
      assert.include(served.headers.get('vary') ?? '', 'Accept-Encoding')
      assert.equal(await served.text(), text)
      // What the browser checks for <script integrity>: the bytes it received hash to the manifest's value.
      const etag = served.headers.get('etag')!
      assert.equal(etag, `"${entry.integrity}"`)
      const again = await api(`/consignment/widget/0.2.0/${file}`, { 'accept-encoding': 'identity', 'if-none-match': etag })
      assert.equal(again.status, 304)
    }
  })

  test('precompressed files by Accept-Encoding: br, then gzip, else the plain file', async ({ assert }) => {
    const cases: [string, string, string | null][] = [
      [files.module.file, 'gzip, deflate, br', 'br'],
      [files.module.file, 'gzip', 'gzip'],
      [files.module.file, 'br;q=0, gzip', 'gzip'],
      [files.classic.file, 'gzip, br', 'gzip'],
      [files.verifier.file, 'gzip, br', null],
    ]
    for (const [file, accept, expected] of cases) {
      const served = await api(`/consignment/widget/0.2.0/${file}`, { 'accept-encoding': accept })
      assert.equal(served.status, 200)
      assert.equal(served.headers.get('content-encoding'), expected, `${file} for "${accept}"`)
      const text = Object.values(files).find((f) => f.file === file)!.text
      assert.equal(await served.text(), text, 'the decoded body is the file')
    }
  })

  test('another version, an unlisted file, a path out of the folder: 404 (readable cross-origin); widget.js is the moving alias of the module', async ({
    assert,
  }) => {
    for (const path of [
      '/consignment/widget/0.1.0/sceau-deposit.js',
      '/consignment/widget/0.2.0/sceau-deposit.js.br',
      '/consignment/widget/0.2.0/package.json',
      '/consignment/widget/0.2.0/..%2fpackage.json',
      '/consignment/widget/0.2.0/..%2f..%2fpackage.json',
      '/consignment/widget/..%2f/manifest.json',
    ]) {
      const answer = await api(path)
      assert.equal(answer.status, 404, path)
      assertCrossOrigin(assert, answer, path)
    }
    const alias = await api('/consignment/widget.js')
    assert.equal(alias.status, 200)
    assertCrossOrigin(assert, alias, 'widget.js')
    assert.equal(alias.headers.get('cache-control'), 'public, max-age=3600')
    assert.equal(alias.headers.get('cross-origin-resource-policy'), 'cross-origin')
    assert.equal(await alias.text(), files.module.text)
  })

  test('before the widget is built: the manifest answers a translated 404', async ({ assert }) => {
    const empty = await mkdtemp(join(tmpdir(), 'sceau-widget-empty-'))
    app.container.swap(WidgetFiles, () => new WidgetFiles(empty))
    try {
      const answer = await api('/consignment/widget/manifest.json', { 'accept-language': 'en' })
      assert.equal(answer.status, 404)
      assertCrossOrigin(assert, answer, 'manifest 404')
      assert.equal(((await answer.json()) as { error: { message: string } }).error.message, 'The widget is not built on this server.')
      assert.equal((await api('/consignment/widget/0.2.0/sceau-deposit.js')).status, 404)
    } finally {
      app.container.swap(WidgetFiles, () => new WidgetFiles(dir))
      await rm(empty, { recursive: true, force: true })
    }
  })
})

test.group('Consignment: the built widget (embed/dist)', () => {
  const built = needs('built widget test', [file(fileURLToPath(new URL('../../../embed/dist/manifest.json', import.meta.url)), 'node scripts/sceau.mjs build')])

  test('each file the manifest lists is served, plain and precompressed, with the bytes its SRI hash names', async ({ assert }) => {
    built.assertPresent()
    const manifest = (await (await api('/consignment/widget/manifest.json')).json()) as WidgetManifest
    for (const entry of Object.values(manifest.files)) {
      const path = new URL(entry.url).pathname.replace(/^\/api\/v2/, '')
      for (const encoding of ['identity', 'br', 'gzip']) {
        const served = await api(path, { 'accept-encoding': encoding })
        assert.equal(served.status, 200, `${path} (${encoding})`)
        const bytes = Buffer.from(await served.arrayBuffer())
        assert.equal(bytes.length, entry.bytes)
        assert.equal(`sha384-${createHash('sha384').update(bytes).digest('base64')}`, entry.integrity, `${path} (${encoding})`)
      }
    }
  })
})

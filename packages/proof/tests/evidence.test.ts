import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  EVIDENCE_LAYERS,
  encodeSecurityHash,
  evidenceTransactionUrl,
  fromBase64,
  generateSecurityHashKey,
  generateTsaCredentials,
  importSecurityHashSigningKey,
  parseDepositEvidence,
  parseEvidenceTrust,
  sha256,
  toHex,
  verifyDepositEvidence,
} from '../src/index.ts'
import type { DepositEvidence, EvidenceVerification } from '../src/index.ts'
import { embeddedTsaEvidence, opensslTsaEvidence, withTamperedToken } from './evidence_fixtures.ts'
import type { EvidenceCase } from './evidence_fixtures.ts'
import { startRpcNode } from './fixtures.ts'
import { opensslSync as openssl, tempDir } from '@sceau/testing/openssl'

const states = (result: EvidenceVerification) =>
  Object.fromEntries(EVIDENCE_LAYERS.map((layer) => [layer, result.layers[layer].skipped ? 'skipped' : result.layers[layer].ok ? 'ok' : 'failed']))

describe.each([
  ['embedded TSA', embeddedTsaEvidence],
  ['openssl ts -reply', opensslTsaEvidence],
] as const)('deposit evidence with tokens from the %s', (_name, make) => {
  let c: EvidenceCase & { remove?: () => void }
  beforeAll(async () => {
    c = await make()
  })
  afterAll(() => c.remove?.())

  it('verifies every layer it can check locally and says what it takes from the server', async () => {
    const result = await verifyDepositEvidence(c.evidence, { trust: c.trust })
    expect(states(result)).toEqual({ file: 'skipped', timestamp: 'ok', securityHash: 'ok', merkle: 'ok', chain: 'skipped' })
    expect(result.ok).toBe(true)
    expect(result.layers.timestamp.checkedBy).toBe('local')
    expect(result.layers.timestamp.details!.some((d) => /original token signature: ok/.test(d))).toBe(true)
    expect(result.layers.timestamp.details!.some((d) => /original token chain: ok/.test(d))).toBe(true)
    expect(result.layers.timestamp.details!.some((d) => /original token validity: ok/.test(d))).toBe(true)
    expect(result.layers.merkle.checkedBy).toBe('local')
    expect(result.layers.chain).toMatchObject({ checkedBy: 'server', skipped: true })
    expect(result.layers.chain.reason).toMatch(/server's word/)
    expect(result.genTime).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(Math.abs(Date.parse(result.genTime!) - Date.now())).toBeLessThan(60_000)
    expect(result.tsaName).toBeTruthy()
    expect(result).toMatchObject({ qualified: false, anchored: true, transactionHash: c.evidence.anchor!.transactionHash })
    // The server's claim is copied, never computed.
    expect((await verifyDepositEvidence({ ...c.evidence, qualified: true }, { trust: c.trust })).qualified).toBe(true)
  })

  it('compares a file hashed locally: identical, different', async () => {
    const same = await verifyDepositEvidence(c.evidence, { trust: c.trust, fileSha256: toHex(await sha256(c.file)).toUpperCase() })
    expect(same.layers.file).toMatchObject({ ok: true, checkedBy: 'local' })
    expect(same.layers.file.reason).toMatch(/^identical/)
    expect(same.ok).toBe(true)
    const other = await verifyDepositEvidence(c.evidence, { trust: c.trust, fileSha256: toHex(await sha256(new Uint8Array([1, 2, 3]))) })
    expect(other.layers.file.ok).toBe(false)
    expect(other.layers.file.reason).toMatch(/^different/)
    expect(other.ok).toBe(false)
  })

  it('reports a token with one byte changed as invalid', async () => {
    const result = await verifyDepositEvidence(withTamperedToken(c.evidence), { trust: c.trust })
    expect(states(result)).toMatchObject({ timestamp: 'failed', securityHash: 'ok', merkle: 'ok' })
    expect(result.ok).toBe(false)
    expect(result.layers.timestamp.details!.some((d) => /signature: FAILED/.test(d))).toBe(true)
    expect(result.genTime).toBeUndefined()
  })

  it('refuses a token whose imprint is not the deposit SHA-256', async () => {
    const wrong = toHex(await sha256(new TextEncoder().encode('another file')))
    const result = await verifyDepositEvidence({ ...c.evidence, file: { ...c.evidence.file, sha256: wrong } }, { trust: c.trust })
    expect(states(result)).toMatchObject({ timestamp: 'failed', securityHash: 'failed', merkle: 'failed' })
    expect(result.layers.timestamp.reason).toMatch(/imprint: FAILED/)
  })

  it('fails the chain of trust for roots the instance does not publish', async () => {
    const stranger = await generateTsaCredentials()
    const result = await verifyDepositEvidence(c.evidence, { trust: { ...c.trust, tsaRootsPem: stranger.root.certificatePem } })
    expect(result.layers.timestamp.ok).toBe(false)
    expect(result.layers.timestamp.reason).toMatch(/chain: FAILED/)
    const none = await verifyDepositEvidence(c.evidence, { trust: { ...c.trust, tsaRootsPem: '' } })
    expect(none.layers.timestamp.reason).toMatch(/no trusted roots/)
  })

  it('recomputes the Merkle path: a changed sibling fails only that layer', async () => {
    const anchor = c.evidence.anchor!
    const path = [...anchor.proof.path]
    path[1] = `${path[1]!.slice(0, -1)}${path[1]!.endsWith('0') ? '1' : '0'}`
    const result = await verifyDepositEvidence({ ...c.evidence, anchor: { ...anchor, proof: { ...anchor.proof, path } } }, { trust: c.trust })
    expect(states(result)).toMatchObject({ timestamp: 'ok', securityHash: 'ok', merkle: 'failed' })
    expect(result.layers.merkle.reason).toMatch(/not the recorded root/)
    const foreignLeaf = await verifyDepositEvidence({ ...c.evidence, anchor: { ...anchor, leaf: '11'.repeat(32) } }, { trust: c.trust })
    expect(foreignLeaf.layers.merkle.ok).toBe(false)
  })

  it('skips the anchor layers while the anchor is pending, as the server says', async () => {
    const result = await verifyDepositEvidence({ ...c.evidence, anchor: null }, { trust: c.trust })
    expect(result.layers.merkle).toMatchObject({ ok: true, skipped: true, checkedBy: 'server' })
    expect(result.layers.merkle.reason).toMatch(/anchor pending/)
    expect(result.layers.chain).toMatchObject({ skipped: true, checkedBy: 'server' })
    expect(result).toMatchObject({ ok: true, anchored: false, anchorStatus: 'pending' })
    expect(result.transactionHash).toBeUndefined()
  })

  it("evidence of an instance that does not anchor ('none'): the anchor layers are skipped for good, never 'pending'", async () => {
    const evidence = parseDepositEvidence({ ...c.evidence, anchor: null, anchorStatus: 'none' })!
    expect(evidence.anchorStatus).toBe('none')
    const result = await verifyDepositEvidence(evidence, { trust: c.trust })
    expect(result).toMatchObject({ ok: true, anchored: false, anchorStatus: 'none' })
    for (const layer of ['merkle', 'chain'] as const) {
      expect(result.layers[layer]).toMatchObject({ ok: true, skipped: true, checkedBy: 'server' })
      expect(result.layers[layer].reason).toMatch(/does not record deposits on a blockchain/)
    }
    expect(JSON.stringify(result.layers)).not.toMatch(/pending/i)
    // A status that contradicts the anchor is not evidence.
    expect(parseDepositEvidence({ ...c.evidence, anchorStatus: 'none' })).toBeNull()
    expect(parseDepositEvidence({ ...c.evidence, anchor: null, anchorStatus: 'anchored' })).toBeNull()
    expect(parseDepositEvidence({ ...c.evidence, anchor: null, anchorStatus: 'maybe' })).toBeNull()
  })
})

describe('deposit evidence: renewals, security hash, chain, guards', () => {
  let c: EvidenceCase
  beforeAll(async () => {
    c = await embeddedTsaEvidence()
  })

  it('checks the archive renewal against the original token', async () => {
    const ok = await verifyDepositEvidence(c.evidence, { trust: c.trust })
    expect(ok.layers.timestamp.reason).toMatch(/1 renewal/)
    // A renewal of some other token does not cover this one.
    const other = await embeddedTsaEvidence()
    const result = await verifyDepositEvidence({ ...c.evidence, timestamps: [c.evidence.timestamps[0]!, other.evidence.timestamps[1]!] }, { trust: c.trust })
    expect(result.layers.timestamp.ok).toBe(false)
    expect(result.layers.timestamp.reason).toMatch(/renewal 1/)
  })

  it('refuses a security hash that is altered, signed by an unknown key, or of another file', async () => {
    const token = c.evidence.securityHash!
    const altered = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`
    const bad = await verifyDepositEvidence({ ...c.evidence, securityHash: altered }, { trust: c.trust })
    expect(bad.layers.securityHash).toMatchObject({ ok: false, checkedBy: 'local' })
    expect(bad.ok).toBe(false)
    const unknownKey = await verifyDepositEvidence(c.evidence, { trust: { ...c.trust, securityHashKeys: [] } })
    expect(unknownKey.layers.securityHash.reason).toMatch(/unknown_key/)
    const otherKey = await generateSecurityHashKey('k1')
    const wrongKey = await verifyDepositEvidence(c.evidence, {
      trust: { ...c.trust, securityHashKeys: [{ keyId: 'k1', publicKeyPem: otherKey.publicKeyPem }] },
    })
    expect(wrongKey.layers.securityHash.reason).toMatch(/bad_signature/)
    const garbageKey = await verifyDepositEvidence(c.evidence, { trust: { ...c.trust, securityHashKeys: [{ keyId: 'k1', publicKeyPem: 'nope' }] } })
    expect(garbageKey.layers.securityHash.ok).toBe(false)
    const otherFile = await encodeSecurityHash(
      {
        filename: c.evidence.file.name,
        fileId: 'dep_x',
        checksum: c.evidence.file.sha256,
        size: c.evidence.file.size + 1,
        depositor: 'A',
        depositorEmail: 'a@example.fr',
        coAuthors: [],
        depositDate: new Date(),
        endOfConservationDate: new Date(),
      },
      await importSecurityHashSigningKey('k1', c.key.privateKeyPem)
    )
    const mismatch = await verifyDepositEvidence({ ...c.evidence, securityHash: otherFile }, { trust: c.trust })
    expect(mismatch.layers.securityHash.reason).toMatch(/differ from the deposit: size/)
    const none = await verifyDepositEvidence({ ...c.evidence, securityHash: null }, { trust: c.trust })
    expect(none.layers.securityHash).toMatchObject({ ok: true, skipped: true })
  })

  it('checks the transaction through the published RPC when there is one', async () => {
    const rpc = await startRpcNode(c.evidence.anchor!)
    try {
      const trust = { ...c.trust, chain: { chainId: 31337, rpcUrl: rpc.url, explorerTxUrl: 'http://127.0.0.1:1/tx/{tx}' } }
      const result = await verifyDepositEvidence(c.evidence, { trust })
      expect(result.layers.chain).toMatchObject({ ok: true, checkedBy: 'local' })
      expect(result.ok).toBe(true)
      expect(evidenceTransactionUrl(trust, result.transactionHash!)).toBe(`http://127.0.0.1:1/tx/${c.evidence.anchor!.transactionHash}`)
      expect(evidenceTransactionUrl(c.trust, result.transactionHash!)).toBeNull()
      const notAsked = await verifyDepositEvidence(c.evidence, { trust, checkChain: false })
      expect(notAsked.layers.chain).toMatchObject({ skipped: true, checkedBy: 'server' })
      rpc.calldata = `a0b1c2d3${'00'.repeat(32)}`
      const missing = await verifyDepositEvidence(c.evidence, { trust })
      expect(missing.layers.chain).toMatchObject({ ok: false, checkedBy: 'local' })
      expect(missing.ok).toBe(false)
    } finally {
      await rpc.close()
    }
  })

  it('never throws for evidence of the wrong shape', async () => {
    for (const bad of [{}, null, { ...c.evidence, timestamps: ['%%%'] }, { ...c.evidence, timestamps: [] }, { ...c.evidence, file: null }]) {
      const result = await verifyDepositEvidence(bad as unknown as DepositEvidence, { trust: c.trust })
      expect(result.ok).toBe(false)
      expect(result.layers.timestamp.ok).toBe(false)
    }
  })

  it('parse guards accept the published shape and refuse anything else', () => {
    const json = JSON.parse(JSON.stringify(c.evidence)) as Record<string, unknown>
    expect(parseDepositEvidence(json)).toEqual(c.evidence)
    expect(parseDepositEvidence({ ...json, anchor: null })).toMatchObject({ anchor: null })
    for (const patch of [
      { format: 'other' },
      { version: 2 },
      { file: { ...c.evidence.file, sha256: 'abc' } },
      { file: { ...c.evidence.file, size: -1 } },
      { timestamps: 'x' },
      { timestamps: [1] },
      { qualified: 'yes' },
      { securityHash: 3 },
      { anchor: { ...c.evidence.anchor, root: 'zz' } },
      { certificatesPem: undefined },
    ]) {
      expect(parseDepositEvidence({ ...json, ...patch }), JSON.stringify(patch)).toBeNull()
    }
    expect(parseDepositEvidence('evidence')).toBeNull()
    expect(parseEvidenceTrust(JSON.parse(JSON.stringify(c.trust)))).toEqual(c.trust)
    expect(parseEvidenceTrust({ ...c.trust, securityHashKeys: [{ keyId: 1 }] })).toBeNull()
    expect(parseEvidenceTrust({ ...c.trust, chain: { chainId: '1', rpcUrl: null, explorerTxUrl: null } })).toBeNull()
    expect(parseEvidenceTrust({ ...c.trust, tsaRootsPem: null })).toBeNull()
    const chain = (rpcUrl: string | null, explorerTxUrl: string | null) => ({ ...c.trust, chain: { chainId: 1, rpcUrl, explorerTxUrl } })
    expect(parseEvidenceTrust(chain('http://127.0.0.1:8545', 'https://explorer.test/tx/{tx}'))).not.toBeNull()
    expect(parseEvidenceTrust(chain('javascript:alert(1)', null))).toBeNull()
    expect(parseEvidenceTrust(chain(null, 'data:text/html,{tx}'))).toBeNull()
    expect(parseEvidenceTrust(chain('/rpc', null))).toBeNull()
    expect(evidenceTransactionUrl({ ...c.trust, chain: { chainId: 1, rpcUrl: null, explorerTxUrl: 'javascript:{tx}' } }, '0x01')).toBeNull()
    expect(parseEvidenceTrust(null)).toBeNull()
  })
})

describe('openssl agrees', () => {
  it('openssl ts -verify accepts the evidence tokens our verifier accepts', async () => {
    const c = await opensslTsaEvidence()
    try {
      const token = fromBase64(c.evidence.timestamps[0]!)
      const tmp = tempDir()
      try {
        tmp.write('token.der', token)
        tmp.write('roots.pem', c.trust.tsaRootsPem)
        tmp.write('untrusted.pem', c.evidence.certificatesPem)
        const args = [
          'ts',
          '-verify',
          '-token_in',
          '-in',
          'token.der',
          '-digest',
          c.evidence.file.sha256,
          '-CAfile',
          'roots.pem',
          '-untrusted',
          'untrusted.pem',
        ]
        expect(openssl(args, { cwd: tmp.path }).ok).toBe(true)
        tmp.write('token.der', fromBase64(withTamperedToken(c.evidence).timestamps[0]!))
        expect(openssl(args, { cwd: tmp.path }).ok).toBe(false)
      } finally {
        tmp.remove()
      }
    } finally {
      c.remove()
    }
  })
})

describe('the browser entry @sceau/proof/evidence', () => {
  // The widget lazily loads this entry: it must not drag the ZIP writer, the TSA signer/CA or Node modules along.
  it('imports nothing heavy or Node-only', () => {
    const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src')
    const seen = new Set<string>()
    const external = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const match of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
        const target = match[1]!
        if (target.startsWith('.')) visit(join(dirname(file), target))
        else external.add(target)
      }
    }
    visit(join(src, 'evidence_entry.ts'))
    const modules = [...seen].map((f) => f.slice(src.length + 1)).sort()
    expect(modules).toContain('evidence_verify.ts')
    for (const heavy of ['bundle.ts', 'bundle_verify.ts', 'tsa_signer.ts', 'tsa_ca.ts', 'verify_md.ts', 'index.ts']) expect(modules).not.toContain(heavy)
    expect([...external].sort()).toEqual(['@noble/hashes/sha2.js', 'asn1js', 'cborg', 'pkijs'])
    const pkg = JSON.parse(readFileSync(join(src, '../package.json'), 'utf8')) as { exports: Record<string, Record<string, string>> }
    expect(pkg.exports['./evidence']).toEqual({
      '@sceau/source': './src/evidence_entry.ts',
      types: './build/evidence_entry.d.ts',
      default: './build/evidence_entry.js',
    })
  })
})

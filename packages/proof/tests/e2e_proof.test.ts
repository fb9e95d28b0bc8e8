/*
 * The proof of one file of an end-to-end encrypted transfer (docs/e2e-format.md §7): made from a
 * commitment list, a real RFC 3161 token over it and one file's opening; it reveals that file only,
 * sceau-verify checks it (token, opening, file, anchor) and stock OpenSSL checks the token.
 */
import { randomBytes } from 'node:crypto'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildMerkleTree,
  createE2eProofBundle,
  createTimeStampRequest,
  createTsaSigner,
  e2eCommitment,
  e2eCommitmentList,
  e2eProofFileName,
  generateTsaCredentials,
  inclusionProofToJson,
  isDeliveryProof,
  isE2eProof,
  parseE2eCommitmentList,
  sha256Sync,
  toHex,
  verifyE2eProof,
} from '../src/index.ts'
import type { AnchorRecord, E2eProofInput } from '../src/index.ts'
import { runVerifyCli } from '../src/cli/verify.ts'
import { opensslSync as openssl, tempDir } from '@sceau/testing/openssl'

const hex = (n: number) => randomBytes(n).toString('hex')
const FILES = [
  { path: 'dossier/lettre.txt', bytes: new TextEncoder().encode('Maître, voici la lettre.\n') },
  { path: 'dossier/releve.pdf', bytes: new Uint8Array(randomBytes(5000)) },
  { path: 'secret.txt', bytes: new TextEncoder().encode('nothing to see') },
]
const CERTIFIED = new Date('2026-11-20T10:00:00Z')

async function cli(args: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = []
  const code = await runVerifyCli(args, { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) })
  return { code, out: lines.join('\n') }
}

/** ZIP with one member replaced. */
function rezip(zip: Uint8Array, path: string, change: (bytes: Uint8Array) => Uint8Array): Uint8Array {
  const files = unzipSync(zip)
  files[path] = new Uint8Array(change(files[path]!))
  return zipSync(files)
}

describe('proof of one end-to-end encrypted file', () => {
  const dir = tempDir('sceau-e2e-proof-')
  const manifest = FILES.map((file) => ({ id: hex(16), path: file.path, size: file.bytes.length, sha256: toHex(sha256Sync(file.bytes)), salt: hex(32) }))
  const commitments = manifest.map((entry) => ({ id: entry.id, commitment: e2eCommitment(entry.salt, entry.sha256) }))
  let input: E2eProofInput
  let chainPem: string
  let rootPem: string

  beforeAll(async () => {
    // Valid before CERTIFIED, the token's fixed time.
    const credentials = await generateTsaCredentials({ notBefore: new Date('2026-01-01T00:00:00Z') })
    const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
    const signed = await signer.sign(createTimeStampRequest(sha256Sync(e2eCommitmentList(commitments))).der, { genTime: CERTIFIED })
    chainPem = credentials.tsa.certificatePem + credentials.root.certificatePem
    rootPem = credentials.root.certificatePem
    const entry = manifest[0]!
    input = { commitments, token: signed.token!, chainPem, opening: { id: entry.id, salt: entry.salt, sha256: entry.sha256 } }
    for (const file of FILES) dir.write(file.path.replace('/', '_'), file.bytes)
  })

  afterAll(() => dir.remove())

  it('holds the commitment list byte for byte, the token, the chain, and the opening of that file only', () => {
    const zip = createE2eProofBundle({ ...input, createdAt: new Date('2026-11-21T08:00:00Z') })
    expect(isE2eProof(zip)).toBe(true)
    expect(isDeliveryProof(zip)).toBe(false)
    const files = unzipSync(zip)
    expect(Object.keys(files).sort()).toEqual(['VERIFY.md', 'commitments.tsr', 'commitments.txt', 'opening.json', 'tsa-chain.pem'])
    expect(toHex(files['commitments.txt']!)).toBe(toHex(e2eCommitmentList(commitments)))
    expect(parseE2eCommitmentList(files['commitments.txt']!)).toEqual(commitments)
    const opening = JSON.parse(strFromU8(files['opening.json']!))
    expect(opening).toEqual({
      format: 'sceau-e2e-proof',
      version: 1,
      id: manifest[0]!.id,
      salt: manifest[0]!.salt,
      sha256: manifest[0]!.sha256,
      file: null,
      certifiedAt: CERTIFIED.toISOString(),
      createdAt: '2026-11-21T08:00:00.000Z',
    })
    // Nothing of the other files but their commitments: no salt, hash or name.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n')
    for (const entry of manifest.slice(1)) for (const secret of [entry.salt, entry.sha256, entry.path]) expect(everything).not.toContain(secret)
    expect(everything).not.toContain('lettre')
    expect(e2eProofFileName(input.opening)).toBe(`${manifest[0]!.id.slice(0, 12)}.sceau-proof.zip`)
    expect(e2eProofFileName(input.opening, { path: 'dossier/lettre.txt' })).toBe('lettre.txt.sceau-proof.zip')
  })

  it('names the file only when the recipient chooses to', () => {
    const zip = createE2eProofBundle({ ...input, file: { path: 'dossier/lettre.txt', size: FILES[0]!.bytes.length } })
    const opening = JSON.parse(strFromU8(unzipSync(zip)['opening.json']!))
    expect(opening.file).toEqual({ path: 'dossier/lettre.txt', size: FILES[0]!.bytes.length })
  })

  it('refuses parts that do not belong together', () => {
    expect(() => createE2eProofBundle({ ...input, commitments: commitments.slice(1) })).toThrow(/does not cover/)
    expect(() => createE2eProofBundle({ ...input, opening: { ...input.opening, sha256: manifest[1]!.sha256 } })).toThrow(/not the listed commitment/)
    expect(() => createE2eProofBundle({ ...input, opening: { ...input.opening, id: hex(16) } })).toThrow(/not in the commitment list/)
    expect(() => createE2eProofBundle({ ...input, chainPem: '' })).toThrow(/no certificate/)
  })

  it('verifies offline: token over the list, opening, file; a wrong file, a tampered opening or list fail', async () => {
    const zip = createE2eProofBundle({ ...input, file: { path: 'dossier/lettre.txt', size: FILES[0]!.bytes.length } })
    const ok = await verifyE2eProof(zip, { fileSha256: sha256Sync(FILES[0]!.bytes), fileSize: FILES[0]!.bytes.length })
    expect(ok.ok).toBe(true)
    expect(ok.certifiedAt).toBe(CERTIFIED.toISOString())
    expect(ok.layers.file).toMatchObject({ ok: true })
    expect(ok.layers.merkle).toMatchObject({ skipped: true })

    const wrongFile = await verifyE2eProof(zip, { fileSha256: sha256Sync(FILES[1]!.bytes) })
    expect(wrongFile.ok).toBe(false)
    expect(wrongFile.layers.file.reason).toMatch(/differs from the certified/)

    const tampered = rezip(zip, 'opening.json', (bytes) => {
      const opening = JSON.parse(strFromU8(bytes))
      return strToU8(JSON.stringify({ ...opening, sha256: manifest[1]!.sha256 }))
    })
    const refused = await verifyE2eProof(tampered)
    expect(refused.ok).toBe(false)
    expect(refused.layers.opening.ok).toBe(false)
    expect(refused.layers.timestamp.ok).toBe(true)

    // Another list (a commitment swapped for the forger's): the token no longer covers it.
    const forged = rezip(zip, 'commitments.txt', () =>
      e2eCommitmentList([{ id: manifest[0]!.id, commitment: commitments[0]!.commitment }, ...commitments.slice(2)])
    )
    const forgedCheck = await verifyE2eProof(forged)
    expect(forgedCheck.ok).toBe(false)
    expect(forgedCheck.layers.timestamp.ok).toBe(false)

    // Trusting another root: the token's chain does not lead there.
    const otherRoot = (await generateTsaCredentials()).root.certificatePem
    expect((await verifyE2eProof(zip, { trustedRoots: [otherRoot] })).layers.timestamp.ok).toBe(false)
    expect((await verifyE2eProof(zip, { trustedRoots: [rootPem] })).ok).toBe(true)
  })

  it('checks the anchor path from the list digest to the root', async () => {
    const digest = sha256Sync(e2eCommitmentList(commitments))
    const leaves = Array.from({ length: 6 }, (_, i) => (i === 4 ? digest : new Uint8Array(32).fill(i + 1)))
    const tree = buildMerkleTree(leaves)
    const anchor: AnchorRecord = {
      leaf: toHex(digest),
      proof: inclusionProofToJson(tree.proof(4)),
      root: toHex(tree.root),
      chainId: 31337,
      transactionHash: `0x${'cd'.repeat(32)}`,
      blockNumber: 7,
    }
    const zip = createE2eProofBundle({ ...input, anchor })
    const result = await verifyE2eProof(zip)
    expect(result.ok).toBe(true)
    expect(result.layers.merkle).toMatchObject({ ok: true })
    expect(result.layers.merkle.skipped).toBeUndefined()
    const moved = rezip(zip, 'anchor.json', (bytes) => strToU8(JSON.stringify({ ...JSON.parse(strFromU8(bytes)), root: 'ee'.repeat(32) })))
    expect((await verifyE2eProof(moved)).layers.merkle.ok).toBe(false)
    expect(() => createE2eProofBundle({ ...input, anchor: { ...anchor, leaf: 'ab'.repeat(32) } })).toThrow(/anchor leaf/)
  })

  it('sceau-verify says VALID with the file, INVALID with another file or a tampered opening; openssl ts -verify checks the token', async () => {
    const zip = createE2eProofBundle({ ...input, file: { path: 'dossier/lettre.txt', size: FILES[0]!.bytes.length } })
    const path = dir.write('lettre.txt.sceau-proof.zip', zip)
    const valid = await cli([path, '--file', dir.file('dossier_lettre.txt')])
    expect(valid.code, valid.out).toBe(0)
    expect(valid.out).toContain('(dossier/lettre.txt)')
    expect(valid.out).toMatch(/\[ ok \] file\s+SHA-256 [0-9a-f]{64} matches/)
    expect(valid.out).toContain('Result: VALID')
    const wrong = await cli([path, '--file', dir.file('dossier_releve.pdf')])
    expect(wrong.code).toBe(1)
    expect(wrong.out).toMatch(/\[FAIL\] file/)
    const tampered = dir.write(
      'tampered.zip',
      rezip(zip, 'opening.json', (bytes) => strToU8(JSON.stringify({ ...JSON.parse(strFromU8(bytes)), salt: hex(32) })))
    )
    const refused = await cli([tampered, '--file', dir.file('dossier_lettre.txt')])
    expect(refused.code).toBe(1)
    expect(refused.out).toMatch(/\[FAIL\] opening/)
    expect((await cli([path, '--file', dir.file('dossier_lettre.txt'), '--file', dir.file('secret.txt')])).code).toBe(2)

    // Stock OpenSSL, with the command docs/e2e-format.md gives, on the bundle's own files.
    const out = tempDir('sceau-e2e-proof-openssl-')
    for (const [name, bytes] of Object.entries(unzipSync(zip))) out.write(name, bytes)
    const verified = openssl(['ts', '-verify', '-in', 'commitments.tsr', '-data', 'commitments.txt', '-CAfile', 'tsa-chain.pem'], { cwd: out.path })
    expect(verified.output).toContain('Verification: OK')
    out.write('commitments.txt', e2eCommitmentList(commitments.slice(1)))
    expect(openssl(['ts', '-verify', '-in', 'commitments.tsr', '-data', 'commitments.txt', '-CAfile', 'tsa-chain.pem'], { cwd: out.path }).ok).toBe(false)
    expect(strFromU8(unzipSync(zip)['VERIFY.md']!)).toContain('openssl ts -verify -in commitments.tsr -data commitments.txt -CAfile tsa-chain.pem')
    out.remove()
  })
})

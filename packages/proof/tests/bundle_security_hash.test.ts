import { describe, expect, it } from 'vitest'
import { encodeSecurityHash, generateSecurityHashKey, importSecurityHashSigningKey, verifyProofBundle } from '../src/index.ts'
import { formatReport } from '../src/cli/verify.ts'
import { bundleOf, makeDeposit } from './fixtures.ts'

/** A deposit fixture whose manifest carries a security hash signed by a fresh platform key. */
async function signedDeposit() {
  const deposit = await makeDeposit()
  const material = await generateSecurityHashKey('k1')
  const key = await importSecurityHashSigningKey(material.keyId, material.privateKeyPem)
  const fields = {
    filename: deposit.fileName,
    fileId: deposit.input.deposit.id,
    checksum: deposit.fileSha256,
    size: deposit.file.length,
    depositor: 'Ada Lovelace',
    depositorEmail: 'ada@example.org',
    coAuthors: [],
    depositDate: deposit.input.deposit.depositedAt,
    endOfConservationDate: deposit.input.deposit.expiresAt!,
  }
  const hash = await encodeSecurityHash(fields, key)
  return { deposit, material, key, fields, hash }
}

describe('proof bundle: the security hash layer', () => {
  it('checks the signature with the key shipped in the bundle (and says so), or a given key', async () => {
    const { deposit, material, hash } = await signedDeposit()
    const zip = bundleOf(deposit, { deposit: { ...deposit.input.deposit, securityHash: hash }, securityHashPublicKeyPem: material.publicKeyPem })
    const shipped = await verifyProofBundle(zip, { file: deposit.file })
    expect(shipped.securityHash).toMatchObject({ ok: true })
    expect(shipped.securityHash!.reason).toContain('trusting the key shipped in the bundle')
    expect(shipped.ok).toBe(true)
    const given = await verifyProofBundle(zip, { file: deposit.file, securityHashKeyPem: material.publicKeyPem })
    expect(given.securityHash!.reason).not.toContain('trusting')
    expect(formatReport('proof.zip', given, false).some((line) => line.startsWith('[ ok ] security'))).toBe(true)
  })

  it('fails on a changed byte, another key, or fields that are not the manifest file', async () => {
    const { deposit, material, key, fields, hash } = await signedDeposit()
    const flipped = `${hash.slice(0, 30)}${hash[30] === 'A' ? 'B' : 'A'}${hash.slice(31)}`
    const tampered = await verifyProofBundle(
      bundleOf(deposit, { deposit: { ...deposit.input.deposit, securityHash: flipped }, securityHashPublicKeyPem: material.publicKeyPem }),
      { file: deposit.file }
    )
    expect(tampered.securityHash!.ok).toBe(false)
    expect(tampered.ok).toBe(false)

    const other = await generateSecurityHashKey('k2')
    const zip = bundleOf(deposit, { deposit: { ...deposit.input.deposit, securityHash: hash }, securityHashPublicKeyPem: material.publicKeyPem })
    expect((await verifyProofBundle(zip, { file: deposit.file, securityHashKeyPem: other.publicKeyPem })).securityHash!.ok).toBe(false)

    const elsewhere = await encodeSecurityHash({ ...fields, checksum: 'ab'.repeat(32) }, key)
    const mismatch = await verifyProofBundle(
      bundleOf(deposit, { deposit: { ...deposit.input.deposit, securityHash: elsewhere }, securityHashPublicKeyPem: material.publicKeyPem }),
      { file: deposit.file }
    )
    expect(mismatch.securityHash!.reason).toContain('checksum')
  })

  it('is skipped without a hash or without a key', async () => {
    const { deposit, hash } = await signedDeposit()
    expect((await verifyProofBundle(bundleOf(deposit), { file: deposit.file })).securityHash).toMatchObject({ ok: true, skipped: true })
    const noKey = await verifyProofBundle(bundleOf(deposit, { deposit: { ...deposit.input.deposit, securityHash: hash } }), { file: deposit.file })
    expect(noKey.securityHash).toMatchObject({ ok: true, skipped: true })
  })
})

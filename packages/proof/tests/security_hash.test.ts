import { beforeAll, describe, expect, it } from 'vitest'
import {
  BadSecurityHashSignatureError,
  MalformedSecurityHashError,
  SecurityHashError,
  UnknownSecurityHashKeyError,
  decodeSecurityHash,
  encodeSecurityHash,
  fromBase64Url,
  generateSecurityHashKey,
  importSecurityHashPublicKey,
  importSecurityHashSigningKey,
  toBase64Url,
} from '../src/index.ts'
import type { SecurityHashFields, SecurityHashKeyMaterial, SecurityHashSigningKey, WebCryptoKey } from '../src/index.ts'

const fields: SecurityHashFields = {
  filename: 'Contrat de cession — version finale.pdf',
  fileId: '01JD3Q8Z5Y7K2M4N6P8R0T2V4X',
  checksum: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
  size: 21_474_836_480,
  depositor: 'Camille Durand',
  depositorEmail: 'camille.durand@example.fr',
  coAuthors: [
    { firstname: 'Léa', lastname: 'Martin', email: 'lea.martin@example.fr' },
    { firstname: 'Hugo', lastname: 'Bernard', email: 'hugo@example.org' },
  ],
  depositDate: new Date('2026-11-21T08:15:42Z'),
  endOfConservationDate: new Date('2029-11-21T08:15:42Z'),
}

async function expectError(promise: Promise<unknown>, type: new (...args: never[]) => SecurityHashError, code: string) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e
  )
  expect(error).toBeInstanceOf(type)
  expect((error as SecurityHashError).code).toBe(code)
}

describe('security hash', () => {
  let material: SecurityHashKeyMaterial
  let signing: SecurityHashSigningKey
  let publicKey: WebCryptoKey
  beforeAll(async () => {
    material = await generateSecurityHashKey('k2026')
    signing = await importSecurityHashSigningKey(material.keyId, material.privateKeyPem)
    publicKey = await importSecurityHashPublicKey(material.publicKeyPem)
  })

  it('round-trips every decoded-signature field', async () => {
    const token = await encodeSecurityHash(fields, signing)
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/)
    const decoded = await decodeSecurityHash(token, { k2026: publicKey })
    expect(decoded).toEqual({ ...fields, version: 1, keyId: 'k2026' })
    // compact: CBOR payload + 64-byte signature
    expect(token.length).toBeLessThan(450)
    console.log(`security hash: ${token.length} characters`)
  })

  it('accepts a Map or a lookup function as keyring, and trims pasted whitespace', async () => {
    const token = await encodeSecurityHash({ ...fields, coAuthors: [] }, signing)
    expect((await decodeSecurityHash(` ${token}\n`, new Map([['k2026', publicKey]]))).coAuthors).toEqual([])
    expect((await decodeSecurityHash(token, async (id) => (id === 'k2026' ? publicKey : undefined))).fileId).toBe(fields.fileId)
  })

  it('detects one changed byte anywhere (bad signature or malformed, never a wrong answer)', async () => {
    const token = await encodeSecurityHash(fields, signing)
    const raw = fromBase64Url(token)
    for (let i = 0; i < raw.length; i++) {
      const tampered = new Uint8Array(raw)
      tampered[i]! ^= 0x04
      const error = await decodeSecurityHash(toBase64Url(tampered), { k2026: publicKey }).then(
        () => undefined,
        (e: unknown) => e
      )
      expect(error, `byte ${i}`).toBeInstanceOf(SecurityHashError)
      expect(['bad_signature', 'malformed', 'unknown_key']).toContain((error as SecurityHashError).code)
    }
    // a byte of the signature itself: bad signature precisely
    const sigTampered = new Uint8Array(raw)
    sigTampered[raw.length - 10]! ^= 0xff
    await expectError(decodeSecurityHash(toBase64Url(sigTampered), { k2026: publicKey }), BadSecurityHashSignatureError, 'bad_signature')
    // the depositor e-mail changed inside the payload: bad signature
    const emailAt = Buffer.from(raw).indexOf(Buffer.from('camille.durand'))
    const payloadTampered = new Uint8Array(raw)
    payloadTampered[emailAt] = 'k'.charCodeAt(0)
    await expectError(decodeSecurityHash(toBase64Url(payloadTampered), { k2026: publicKey }), BadSecurityHashSignatureError, 'bad_signature')
  })

  it('tells an unknown key from a bad signature', async () => {
    const token = await encodeSecurityHash(fields, signing)
    await expectError(decodeSecurityHash(token, {}), UnknownSecurityHashKeyError, 'unknown_key')
    const other = await generateSecurityHashKey('k2026')
    await expectError(
      decodeSecurityHash(token, { k2026: await importSecurityHashPublicKey(other.publicKeyPem) }),
      BadSecurityHashSignatureError,
      'bad_signature'
    )
    // prototype keys are not keys
    const forged = await encodeSecurityHash(fields, { ...signing, keyId: 'toString' })
    await expectError(decodeSecurityHash(forged, { k2026: publicKey }), UnknownSecurityHashKeyError, 'unknown_key')
  })

  it('reports malformed input', async () => {
    const keyring = { k2026: publicKey }
    for (const bad of ['', 'not base64!', 'abc', toBase64Url(new Uint8Array(80)), toBase64Url(new Uint8Array(200).fill(0x41))]) {
      await expectError(decodeSecurityHash(bad, keyring), MalformedSecurityHashError, 'malformed')
    }
  })

  it('refuses to sign invalid fields', async () => {
    await expect(encodeSecurityHash({ ...fields, checksum: 'abc' }, signing)).rejects.toThrow(/checksum/)
    await expect(encodeSecurityHash({ ...fields, size: -1 }, signing)).rejects.toThrow(/size/)
    await expect(generateSecurityHashKey('bad key id')).rejects.toThrow(/keyId/)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  archiveImprint,
  createTimeStampRequest,
  createTsaSigner,
  generateTsaCredentials,
  parseTimeStampRequest,
  parseTimeStampResponse,
  requestFields,
  sha256,
  toHex,
  verifyTimestamp,
  verifyTimestampChain,
  verifyTimestampResponse,
  verifyTimestampToken,
  fromPem,
  SCEAU_TSA_POLICY,
} from '../src/index.ts'
import type { TsaCredentials, TsaSigner } from '../src/index.ts'
import { createOpensslTsa, opensslSync as openssl, tempDir } from '@sceau/testing/openssl'
import type { OpensslTsa } from '@sceau/testing/openssl'

const data = new TextEncoder().encode('Sceau deposit: the quick brown fox\n')

function failedChecks(result: { checks: Record<string, { ok: boolean }> }): string[] {
  return Object.entries(result.checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name)
}

describe('TimeStampReq', () => {
  it('encodes a SHA-256 imprint, a 64-bit nonce and certReq', async () => {
    const imprint = await sha256(data)
    const request = createTimeStampRequest(imprint)
    const parsed = parseTimeStampRequest(request.der)
    expect(parsed.version).toBe(1)
    expect(parsed.hashAlgorithm).toBe('SHA-256')
    expect(toHex(parsed.imprint)).toBe(toHex(imprint))
    expect(parsed.certReq).toBe(true)
    expect(parsed.nonce).toBe(request.nonce)
    expect(request.nonce! > 0n && request.nonce! < 1n << 64n).toBe(true)
    expect(createTimeStampRequest(imprint).nonce).not.toBe(request.nonce)
  })

  it('requestFields says what parseTimeStampRequest reads from the DER (with and without a policy)', async () => {
    const imprint = await sha256(data)
    for (const request of [createTimeStampRequest(imprint), createTimeStampRequest(imprint, { policy: '1.2.3.4.5', certReq: false })]) {
      expect(requestFields(request)).toEqual(parseTimeStampRequest(request.der))
    }
  })

  it('is readable by openssl ts -query', async () => {
    const dir = tempDir()
    try {
      const request = createTimeStampRequest(await sha256(data), { policy: '1.2.3.4.5' })
      dir.write('req.tsq', request.der)
      const result = openssl(['ts', '-query', '-in', dir.file('req.tsq'), '-text'])
      expect(result.ok).toBe(true)
      expect(result.output).toContain('Hash Algorithm: sha256')
      expect(result.output).toContain('Policy OID: 1.2.3.4.5')
      expect(result.output).toContain('Certificate required: yes')
      expect(result.output.replace(/\s/g, '')).toContain(request.nonce!.toString(16).toUpperCase())
    } finally {
      dir.remove()
    }
  })
})

describe.each(['ec', 'rsa'] as const)('tokens made by openssl ts -reply (%s)', (keyType) => {
  let tsa: OpensslTsa
  beforeAll(() => {
    tsa = createOpensslTsa({ keyType })
  })
  afterAll(() => tsa.dir.remove())

  it('answers a request made by this library and verifies fully', async () => {
    const imprint = await sha256(data)
    const request = createTimeStampRequest(imprint)
    const response = tsa.reply(request.der)
    const parsed = parseTimeStampResponse(response)
    expect(parsed.granted).toBe(true)
    expect(parsed.token!.summary.policy).toBe(tsa.policy)
    expect(parsed.token!.summary.nonce).toBe(request.nonce)
    expect(parsed.token!.summary.accuracy).toEqual({ seconds: 1, millis: 500, micros: 100 })
    expect(parsed.token!.summary.tsaName).toContain('OpenSSL Test TSA')
    expect(parsed.token!.summary.ordering).toBe(true)
    expect(Math.abs(parsed.token!.summary.genTime.getTime() - Date.now())).toBeLessThan(60_000)

    const result = await verifyTimestampResponse(response, { imprint, nonce: request.nonce!, trustedRoots: [tsa.caPem] })
    expect(failedChecks(result)).toEqual([])
    expect(result.ok).toBe(true)
    expect(result.signer!.subject).toContain('OpenSSL Test TSA')
    expect(result.chain).toHaveLength(2)
    // the openssl verifier agrees
    expect(tsa.verify(response, { data }).output).toContain('Verification: OK')
  })

  it('rejects the wrong data, nonce and root', async () => {
    const imprint = await sha256(data)
    const request = createTimeStampRequest(imprint)
    const response = tsa.reply(request.der)
    const otherImprint = await sha256(new TextEncoder().encode('something else'))
    const wrongData = await verifyTimestamp(response, { imprint: otherImprint, trustedRoots: [tsa.caPem] })
    expect(wrongData.ok).toBe(false)
    expect(failedChecks(wrongData)).toEqual(['imprint'])
    const wrongNonce = await verifyTimestamp(response, { imprint, nonce: request.nonce! + 1n, trustedRoots: [tsa.caPem] })
    expect(failedChecks(wrongNonce)).toEqual(['nonce'])
    const otherRoot = await generateTsaCredentials()
    const wrongRoot = await verifyTimestamp(response, { imprint, trustedRoots: [otherRoot.root.certificatePem] })
    expect(failedChecks(wrongRoot)).toEqual(['chain'])
    const noRoot = await verifyTimestamp(response, { imprint, trustedRoots: [] })
    expect(noRoot.checks.chain.reason).toMatch(/no trusted roots/)
  })
})

describe.each(['ECDSA-P256', 'RSA-2048'] as const)('embedded TSA signer (%s)', (algorithm) => {
  let credentials: TsaCredentials
  let signer: TsaSigner
  const dir = tempDir()
  beforeAll(async () => {
    credentials = await generateTsaCredentials({ algorithm })
    signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
    dir.write('ca.pem', credentials.root.certificatePem)
    dir.write('tsa.pem', credentials.tsa.certificatePem)
    dir.write('data.bin', data)
  })
  afterAll(() => dir.remove())

  it('exports PEM certificates and PKCS#8 keys that openssl reads', () => {
    dir.write('tsa.key', credentials.tsa.privateKeyPem)
    const cert = openssl(['x509', '-in', dir.file('tsa.pem'), '-noout', '-text'])
    expect(cert.output).toMatch(/Extended Key Usage: critical\s+Time Stamping/)
    expect(cert.output).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/)
    expect(openssl(['pkey', '-in', dir.file('tsa.key'), '-noout']).ok).toBe(true)
    expect(openssl(['verify', '-CAfile', dir.file('ca.pem'), '-purpose', 'timestampsign', dir.file('tsa.pem')]).output).toContain('OK')
  })

  it('signs tokens that openssl ts -verify accepts (-data and -digest)', async () => {
    const imprint = await sha256(data)
    const request = createTimeStampRequest(imprint)
    const result = await signer.sign(request.der)
    expect(result.granted).toBe(true)
    dir.write('resp.tsr', result.response)
    const base = ['ts', '-verify', '-in', dir.file('resp.tsr'), '-CAfile', dir.file('ca.pem'), '-untrusted', dir.file('tsa.pem')]
    expect(openssl([...base, '-data', dir.file('data.bin')]).output).toContain('Verification: OK')
    expect(openssl([...base, '-digest', toHex(imprint)]).output).toContain('Verification: OK')
    // and a token-only file with the TSA certificate inside
    dir.write('token.der', result.token!)
    const tokenOnly = openssl(['ts', '-verify', '-token_in', '-in', dir.file('token.der'), '-data', dir.file('data.bin'), '-CAfile', dir.file('ca.pem')])
    expect(tokenOnly.output).toContain('Verification: OK')
    // openssl sees what we put in
    const text = openssl(['ts', '-reply', '-in', dir.file('resp.tsr'), '-text']).output
    expect(text).toContain(`Policy OID: ${SCEAU_TSA_POLICY}`)
    expect(text).toContain('Sceau TSA (not qualified)')
    // openssl prints whole bytes, so a nonce may gain a leading zero digit
    expect(text.replace(/\s/g, '')).toMatch(new RegExp(`Nonce:0x0?${request.nonce!.toString(16).toUpperCase()}`))
  })

  it('signs a request taken as fields (signRequest) as it signs its DER: openssl ts -verify accepts it', async () => {
    const imprint = await sha256(data)
    const request = createTimeStampRequest(imprint)
    const result = await signer.signRequest(requestFields(request))
    expect(result.granted).toBe(true)
    dir.write('fields.tsr', result.response)
    const verified = openssl([
      'ts',
      '-verify',
      '-in',
      dir.file('fields.tsr'),
      '-digest',
      toHex(imprint),
      '-CAfile',
      dir.file('ca.pem'),
      '-untrusted',
      dir.file('tsa.pem'),
    ])
    expect(verified.output).toContain('Verification: OK')
    const checked = await verifyTimestampResponse(result.response, { imprint, nonce: request.nonce, trustedRoots: [credentials.root.certificatePem] })
    expect(failedChecks(checked)).toEqual([])
    // The same checks as for a parsed request: a field it would refuse is refused.
    expect((await signer.signRequest({ ...requestFields(request), imprint: imprint.subarray(0, 20) })).granted).toBe(false)
  })

  it('encodes tokens in DER: openssl re-encodes them byte for byte', async () => {
    const { response, token } = await signer.sign(createTimeStampRequest(await sha256(data)).der)
    dir.write('der.tsr', response)
    expect(openssl(['ts', '-reply', '-in', dir.file('der.tsr'), '-token_out', '-out', dir.file('der.tst')]).ok).toBe(true)
    expect(toHex(dir.read('der.tst'))).toBe(toHex(token!))
    expect(openssl(['ts', '-reply', '-in', dir.file('der.tsr'), '-out', dir.file('der2.tsr')]).ok).toBe(true)
    expect(toHex(dir.read('der2.tsr'))).toBe(toHex(response))
  })

  it('is rejected by openssl when the data differs', async () => {
    const result = await signer.sign(createTimeStampRequest(await sha256(data)).der)
    dir.write('resp2.tsr', result.response)
    dir.write('other.bin', new TextEncoder().encode('other'))
    const check = openssl([
      'ts',
      '-verify',
      '-in',
      dir.file('resp2.tsr'),
      '-data',
      dir.file('other.bin'),
      '-CAfile',
      dir.file('ca.pem'),
      '-untrusted',
      dir.file('tsa.pem'),
    ])
    expect(check.ok).toBe(false)
    expect(check.output).toMatch(/message imprint mismatch/)
  })

  it('verifies with this library, and reports each tampering', async () => {
    const imprint = await sha256(data)
    const request = createTimeStampRequest(imprint)
    const { response, token } = await signer.sign(request.der)
    const good = await verifyTimestampToken(token!, { imprint, nonce: request.nonce!, trustedRoots: [credentials.root.certificatePem] })
    expect(failedChecks(good)).toEqual([])
    expect(good.tstInfo!.policy).toBe(SCEAU_TSA_POLICY)
    expect(good.tstInfo!.accuracy).toEqual({ seconds: 1, millis: 0, micros: 0 })

    // Flip one byte inside the signed TSTInfo (the imprint): messageDigest no longer matches.
    const tampered = new Uint8Array(response)
    const at = indexOf(tampered, imprint)
    tampered[at] ^= 0x01
    const bad = await verifyTimestampResponse(tampered, { imprint, trustedRoots: [credentials.root.certificatePem] })
    expect(bad.ok).toBe(false)
    expect(failedChecks(bad)).toContain('signature')
    expect(failedChecks(bad)).toContain('imprint')

    // Flip the last byte (inside the signature value).
    const badSignature = new Uint8Array(token!)
    badSignature[badSignature.length - 2] ^= 0x01
    const sig = await verifyTimestampToken(badSignature, { imprint, trustedRoots: [credentials.root.certificatePem] })
    expect(sig.ok).toBe(false)
    expect(failedChecks(sig)).toEqual(['signature'])

    // Garbage never throws.
    const garbage = await verifyTimestamp(new Uint8Array([1, 2, 3]), { imprint, trustedRoots: [] })
    expect(garbage.ok).toBe(false)
    expect(garbage.checks.parse.ok).toBe(false)
  })

  it('refuses a token made before the TSA certificate was valid', async () => {
    const imprint = await sha256(data)
    const early = await signer.sign(createTimeStampRequest(imprint).der, { genTime: new Date(Date.now() - 30 * 86400_000) })
    const result = await verifyTimestamp(early.response, { imprint, trustedRoots: [credentials.root.certificatePem] })
    expect(result.ok).toBe(false)
    expect(result.checks.validity.ok).toBe(false)
    expect(result.checks.chain.ok).toBe(false)
  })

  it('answers bad requests with a rejection status', async () => {
    const wrongPolicy = createTimeStampRequest(await sha256(data), { policy: '1.2.3' })
    const refused = await signer.sign(wrongPolicy.der)
    expect(refused.granted).toBe(false)
    const parsed = parseTimeStampResponse(refused.response)
    expect(parsed.status).toBe(2)
    expect(parsed.failInfo).toEqual([15])
    const garbage = await signer.sign(new Uint8Array([0x30, 0x00]))
    expect(parseTimeStampResponse(garbage.response).failInfo).toEqual([5])
    const result = await verifyTimestampResponse(refused.response, { imprint: new Uint8Array(32), trustedRoots: [] })
    expect(result.checks.status.ok).toBe(false)
  })
})

describe('TSA certificate requirements', () => {
  it('fails the EKU check for a signer whose timeStamping EKU is not critical', async () => {
    const tsa = createOpensslTsa({
      tsaExtensions: 'basicConstraints = CA:FALSE\nkeyUsage = critical, digitalSignature\nextendedKeyUsage = timeStamping, codeSigning',
    })
    try {
      const signer = await createTsaSigner({ certificatePem: tsa.tsaPem, privateKeyPem: tsa.dir.readText('tsa.key') })
      const imprint = await sha256(data)
      const { response } = await signer.sign(createTimeStampRequest(imprint).der)
      const result = await verifyTimestamp(response, { imprint, trustedRoots: [tsa.caPem] })
      expect(result.ok).toBe(false)
      expect(failedChecks(result)).toContain('extendedKeyUsage')
      expect(result.checks.extendedKeyUsage.reason).toMatch(/not critical/)
    } finally {
      tsa.dir.remove()
    }
  })

  it('fails the ESS check when the token names another certificate', async () => {
    const a = await generateTsaCredentials()
    const signer = await createTsaSigner({ certificatePem: a.tsa.certificatePem, privateKeyPem: a.tsa.privateKeyPem })
    const imprint = await sha256(data)
    const { token } = await signer.sign(createTimeStampRequest(imprint).der)
    // Swap the embedded TSA certificate for the root (same bytes length differs, so rebuild from a known good one).
    const tsaDer = fromPem(a.tsa.certificatePem, 'CERTIFICATE')
    const tampered = new Uint8Array(token!)
    const at = indexOf(tampered, tsaDer)
    expect(at).toBeGreaterThan(0)
    // Flip a byte inside the embedded certificate's signature: ESS certHash and the chain both break.
    tampered[at + tsaDer.length - 3] ^= 0x01
    const result = await verifyTimestampToken(tampered, { imprint, trustedRoots: [a.root.certificatePem] })
    expect(result.ok).toBe(false)
    expect(failedChecks(result)).toContain('signingCertificate')
    expect(failedChecks(result)).toContain('chain')
  })
})

describe('archive timestamps', () => {
  it('chains renewals: each token stamps the SHA-256 of the previous one', async () => {
    const credentials = await generateTsaCredentials()
    const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
    const tsa = createOpensslTsa()
    try {
      const imprint = await sha256(data)
      const first = (await signer.sign(createTimeStampRequest(imprint).der)).response
      // The renewal comes from another TSA (openssl), as a real renewal would.
      const second = tsa.reply(createTimeStampRequest(archiveImprint(first)).der)
      const third = (await signer.sign(createTimeStampRequest(archiveImprint(second)).der)).response
      const roots = [credentials.root.certificatePem, tsa.caPem]
      const chain = await verifyTimestampChain([first, second, third], { imprint, trustedRoots: roots })
      expect(chain.links.map((l) => [l.verification.ok, l.renewal.ok])).toEqual([
        [true, true],
        [true, true],
        [true, true],
      ])
      expect(chain.ok).toBe(true)

      // openssl agrees that the renewal covers the previous token's bytes
      const previousToken = parseTimeStampResponse(first).token!.der
      expect(tsa.verify(second, { data: previousToken }).output).toContain('Verification: OK')

      // Out of order, the chain breaks.
      const broken = await verifyTimestampChain([first, third, second], { imprint, trustedRoots: roots })
      expect(broken.ok).toBe(false)
      expect(broken.links[1]!.verification.checks.imprint.ok).toBe(false)
    } finally {
      tsa.dir.remove()
    }
  })
})

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
    return i
  }
  return -1
}

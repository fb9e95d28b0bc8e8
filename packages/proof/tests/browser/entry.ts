// Runs in Chromium: exercises the library through WebCrypto only (no Node APIs) and reports each step.
import {
  buildMerkleTree,
  createProofBundle,
  createTimeStampRequest,
  createTsaSigner,
  decodeSecurityHash,
  encodeSecurityHash,
  generateSecurityHashKey,
  generateTsaCredentials,
  importSecurityHashPublicKey,
  importSecurityHashSigningKey,
  inclusionProofToJson,
  sha256,
  sha256Stream,
  toHex,
  verifyInclusion,
  verifyProofBundle,
  verifyTimestampResponse,
} from '../../src/index.ts'

export async function run(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  const data = new TextEncoder().encode('browser deposit\n'.repeat(10000))
  const stream = new Blob([data]).stream()
  const streamed = await sha256Stream(stream)
  const digest = await sha256(data)
  out.sha256 = streamed.hex === toHex(digest) ? streamed.hex : 'mismatch'

  const credentials = await generateTsaCredentials()
  const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
  const request = createTimeStampRequest(digest)
  const { response } = await signer.sign(request.der)
  const verification = await verifyTimestampResponse(response, { imprint: digest, nonce: request.nonce!, trustedRoots: [credentials.root.certificatePem] })
  out.timestamp = verification.ok

  const leaves: Uint8Array[] = Array.from({ length: 1000 }, (_, i) => new Uint8Array(32).fill(i % 256))
  leaves[7] = digest
  const tree = buildMerkleTree(leaves)
  out.merkle = verifyInclusion(digest, tree.proof(7), tree.root)

  const key = await generateSecurityHashKey('web1')
  const token = await encodeSecurityHash(
    {
      filename: 'a.txt',
      fileId: 'f1',
      checksum: toHex(digest),
      size: data.length,
      depositor: 'A',
      depositorEmail: 'a@example.fr',
      coAuthors: [],
      depositDate: new Date('2026-01-01T00:00:00Z'),
      endOfConservationDate: new Date('2029-01-01T00:00:00Z'),
    },
    await importSecurityHashSigningKey('web1', key.privateKeyPem)
  )
  out.securityHash = (await decodeSecurityHash(token, { web1: await importSecurityHashPublicKey(key.publicKeyPem) })).checksum === toHex(digest)

  const zip = createProofBundle({
    file: { name: 'a.txt', size: data.length, sha256: toHex(digest) },
    deposit: { id: 'web', depositedAt: new Date() },
    timestamp: { response, chainPem: credentials.tsa.certificatePem + credentials.root.certificatePem, qualified: false },
    anchor: { leaf: toHex(digest), proof: inclusionProofToJson(tree.proof(7)), root: toHex(tree.root), chainId: 1, transactionHash: `0x${'22'.repeat(32)}` },
  })
  const bundle = await verifyProofBundle(zip, { file: data })
  out.bundle = bundle.ok
  out.usesNodeBuffer = typeof (globalThis as { Buffer?: unknown }).Buffer !== 'undefined'
  return out
}

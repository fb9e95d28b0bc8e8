// Test helper: a deposit's published evidence and the instance's trust, with tokens from the embedded TSA or from openssl.
import {
  archiveImprint,
  buildMerkleTree,
  createTimeStampRequest,
  createTsaSigner,
  encodeSecurityHash,
  extractTimeStampToken,
  generateSecurityHashKey,
  generateTsaCredentials,
  importSecurityHashSigningKey,
  inclusionProofToJson,
  sha256,
  toBase64,
  toHex,
} from '../src/index.ts'
import type { DepositEvidence, EvidenceTrust, SecurityHashKeyMaterial } from '../src/index.ts'
import { createOpensslTsa } from '@sceau/testing/openssl'

export interface EvidenceCase {
  file: Uint8Array
  evidence: DepositEvidence
  trust: EvidenceTrust
  key: SecurityHashKeyMaterial
  /** Signs one timestamp request (DER) into a response (DER), as the case's TSA. */
  stamp(imprint: Uint8Array): Promise<Uint8Array>
}

type Stamper = (imprint: Uint8Array) => Promise<Uint8Array>

async function evidenceWith(stamp: Stamper, certificatesPem: string, rootPem: string, options: { renewal?: boolean }): Promise<EvidenceCase> {
  const file = new TextEncoder().encode(`Sceau evidence ${Math.random()}\n`.repeat(500))
  const digest = await sha256(file)
  const response = await stamp(digest)
  const tokens = [extractTimeStampToken(response)]
  if (options.renewal) tokens.push(extractTimeStampToken(await stamp(archiveImprint(tokens[0]!))))
  const name = "plan d'affaires.txt"
  const key = await generateSecurityHashKey('k1')
  const securityHash = await encodeSecurityHash(
    {
      filename: name,
      fileId: 'dep_01JD3Q8Z5Y',
      checksum: toHex(digest),
      size: file.length,
      depositor: 'Alice Martin',
      depositorEmail: 'alice@example.fr',
      coAuthors: [],
      depositDate: new Date(),
      endOfConservationDate: new Date(Date.now() + 3 * 365 * 86400_000),
    },
    await importSecurityHashSigningKey('k1', key.privateKeyPem)
  )
  // The deposit is leaf 5 of a batch of 11 (not a power of two, on purpose).
  const tree = buildMerkleTree(Array.from({ length: 11 }, (_, i) => (i === 5 ? digest : new Uint8Array(32).fill(i + 1))))
  const evidence: DepositEvidence = {
    format: 'sceau-evidence',
    version: 1,
    file: { name, size: file.length, sha256: toHex(digest) },
    number: 'D-2026-000042',
    depositedAt: new Date().toISOString(),
    timestamps: tokens.map(toBase64),
    certificatesPem,
    qualified: false,
    securityHash,
    anchor: {
      leaf: toHex(digest),
      proof: inclusionProofToJson(tree.proof(5)),
      root: toHex(tree.root),
      chainId: 31337,
      transactionHash: `0x${'ab'.repeat(32)}`,
      blockNumber: 42,
      contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    },
  }
  const trust: EvidenceTrust = {
    tsaRootsPem: rootPem,
    securityHashKeys: [{ keyId: 'k1', publicKeyPem: key.publicKeyPem }],
    chain: { chainId: 31337, rpcUrl: null, explorerTxUrl: null },
  }
  return { file, evidence, trust, key, stamp }
}

/** Tokens from the embedded TSA (generateTsaCredentials + createTsaSigner), with one archive renewal. */
export async function embeddedTsaEvidence(): Promise<EvidenceCase> {
  const credentials = await generateTsaCredentials()
  const signer = await createTsaSigner({ certificatePem: credentials.tsa.certificatePem, privateKeyPem: credentials.tsa.privateKeyPem })
  const stamp: Stamper = async (imprint) => (await signer.sign(createTimeStampRequest(imprint).der)).response
  return evidenceWith(stamp, credentials.tsa.certificatePem + credentials.root.certificatePem, credentials.root.certificatePem, { renewal: true })
}

/** Tokens made by `openssl ts -reply` with an openssl-made CA and TSA certificate. */
export async function opensslTsaEvidence(): Promise<EvidenceCase & { remove(): void }> {
  const tsa = createOpensslTsa()
  const stamp: Stamper = async (imprint) => tsa.reply(createTimeStampRequest(imprint).der)
  return { ...(await evidenceWith(stamp, tsa.tsaPem, tsa.caPem, {})), remove: () => tsa.dir.remove() }
}

/** The same evidence with one byte of its original token flipped (the token's last byte: its signature). */
export function withTamperedToken(evidence: DepositEvidence): DepositEvidence {
  const token = Uint8Array.from(atob(evidence.timestamps[0]!), (c) => c.charCodeAt(0))
  token[token.length - 1]! ^= 0x01
  return { ...evidence, timestamps: [toBase64(token), ...evidence.timestamps.slice(1)] }
}

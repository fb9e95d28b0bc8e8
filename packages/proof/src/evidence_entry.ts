// Narrow browser entry (@sceau/proof/evidence): the evidence verifier alone, without the bundle writer, the TSA signer or Node modules.
export * from './evidence.ts'
export { verifyDepositEvidence, parseDepositEvidence, parseEvidenceTrust, evidenceTransactionUrl } from './evidence_verify.ts'
export { toHex, fromHex, toBase64, fromBase64, bytesEqual } from './bytes.ts'
export { createSha256, sha256, sha256Stream } from './sha256.ts'
export type { Sha256Hasher, ByteSource } from './sha256.ts'
export type { AnchorRecord } from './anchor.ts'

// What the platform publishes about one sealed file, so anyone can check it without trusting the platform.
import type { AnchorRecord } from './anchor.ts'

export const EVIDENCE_FORMAT = 'sceau-evidence'
export const EVIDENCE_VERSION = 1

/** GET /api/v2/consignment/evidence/{certificateToken}: the material of one sealed file's proof. */
export interface DepositEvidence {
  format: typeof EVIDENCE_FORMAT
  version: typeof EVIDENCE_VERSION
  file: { name: string; size: number; sha256: string }
  /** Deposit number (e.g. "D-2026-000123"), when it has one. */
  number: string | null
  /** The original token's genTime, ISO 8601 (what the server says; the verifier reads the token's own). */
  depositedAt: string
  /** Original token first, then the archive renewals: base64 DER TimeStampToken (CMS ContentInfo). */
  timestamps: string[]
  /** Every certificate seen in the tokens' chains (PEM), used as untrusted intermediates for path building. */
  certificatesPem: string
  /** The server's claim that the TSA is qualified (eIDAS); a verifier reports it as taken from the server. */
  qualified: boolean
  /** The signed security hash (base64url), when the file has one. */
  securityHash: string | null
  /** anchor.json once the batch is confirmed on chain; null while the anchor is pending, or when the instance does not anchor. */
  anchor: AnchorRecord | null
  /**
   * Why there is an anchor or not, as a proof folder's manifest says it: 'anchored', 'pending' (not confirmed
   * yet) or 'none' (the instance records nothing on a blockchain). Absent from older instances: read as
   * 'anchored' with an anchor, 'pending' without.
   */
  anchorStatus?: EvidenceAnchorStatus
}

export type EvidenceAnchorStatus = 'anchored' | 'pending' | 'none'

/** GET /api/v2/consignment/trust: what the instance publishes to check any of its evidence. */
export interface EvidenceTrust {
  /** Roots the instance trusts for timestamps (PEM, one or more certificates). */
  tsaRootsPem: string
  /** The security-hash public keys (Ed25519, SPKI PEM) by key id. */
  securityHashKeys: { keyId: string; publicKeyPem: string }[]
  /** Where a browser may check an anchor itself: a public JSON-RPC endpoint (CORS) and a transaction link ("{tx}" replaced). */
  chain: { chainId: number | null; rpcUrl: string | null; explorerTxUrl: string | null }
}

export const EVIDENCE_LAYERS = ['file', 'timestamp', 'securityHash', 'merkle', 'chain'] as const
export type EvidenceLayer = (typeof EVIDENCE_LAYERS)[number]

export interface EvidenceLayerResult {
  ok: boolean
  /** Not checked (no file given, anchor pending, no public RPC...): does not count against the verdict. */
  skipped?: boolean
  /** 'local': recomputed by this verifier (the visitor's browser, or the CLI); 'server': the platform's word, repeated. */
  checkedBy: 'local' | 'server'
  /** One sentence in English for logs; screens translate from the layer name and state. */
  reason: string
  details?: string[]
}

export interface EvidenceVerification {
  /** Every layer that was not skipped passed. */
  ok: boolean
  layers: Record<EvidenceLayer, EvidenceLayerResult>
  /** Read from the verified token (not from the server's JSON). */
  genTime?: string
  tsaName?: string
  /** The server's claim (evidence.qualified), reported as such. */
  qualified: boolean
  anchored: boolean
  /** The evidence's anchorStatus: 'none' says the Merkle and chain layers are skipped for good. */
  anchorStatus: EvidenceAnchorStatus
  transactionHash?: string
}

export interface EvidenceVerifyOptions {
  trust: EvidenceTrust
  /** SHA-256 (hex) of a file the visitor holds, hashed locally; the "file" layer compares it. */
  fileSha256?: string
  /** Ask trust.chain.rpcUrl for the transaction and compare its calldata with the root (default true when rpcUrl is set). */
  checkChain?: boolean
  fetch?: typeof fetch
}

/*
 * Proof services: RFC 3161 timestamps and blockchain anchoring. The platform binds one implementation
 * of each (config/sceau.ts picks the driver); plugins inject them (`@inject()`) to seal deposits.
 * Values are plain bytes and JSON so the results drop straight into @sceau/proof's bundle writer.
 */
import type { ChainAnchor } from '../shared/anchor.js'

/** One named check of a timestamp verification (same names as @sceau/proof's TIMESTAMP_CHECKS). */
export interface TimestampCheckResult {
  ok: boolean
  /** Not applicable here (e.g. no nonce to compare); does not count against the verdict. */
  skipped?: boolean
  reason: string
}

/** The outcome of a full verification against the configured roots. */
export interface TimestampVerificationSummary {
  ok: boolean
  /** parse, status, signature, signingCertificate, imprint, nonce, tsaName, chain, extendedKeyUsage, validity. */
  checks: Record<string, TimestampCheckResult>
  genTime?: Date
  /** Subject of the TSA certificate that signed. */
  signer?: string
  /** When the signing certificate expires: a renewal (archive timestamp) must happen before. */
  signerNotAfter?: Date
}

export interface TimestampOptions {
  /** What the token is for; kept with the issued token in the platform's timestamp log. */
  ref?: { owner: string; id: string }
}

export interface IssuedTimestamp {
  /** Row of the platform's timestamp log. */
  id: string
  /** DER TimeStampToken (CMS ContentInfo); `timestamp.tsr` of a bundle is made from it. */
  token: Uint8Array
  /** The SHA-256 the token covers (the file's, or the previous token's for a renewal). */
  imprint: Uint8Array
  genTime: Date
  /** Serial number of the token, lowercase hex. */
  serial: string
  /** TSA policy OID. */
  policy: string
  /** TSA name from the token (RFC 4514 form), when it carries one. */
  tsaName: string | null
  /** TSA certificate first, intermediates, trusted root last (PEM): `tsa-chain.pem` of a bundle. */
  chainPem: string
  /** False for the embedded TSA: every certificate and page made with it says "timestamp not qualified". */
  qualified: boolean
  /** The verification the token passed before it was returned. */
  verification: TimestampVerificationSummary
}

/** RFC 3161 timestamps: an embedded, not qualified TSA by default, a TSA over HTTP when configured. */
export abstract class TimestampService {
  abstract readonly driver: 'embedded' | 'rfc3161'
  abstract readonly qualified: boolean
  /** Timestamps a SHA-256 (32 bytes); the token is verified against the configured roots before it is returned. */
  abstract timestamp(sha256: Uint8Array, options?: TimestampOptions): Promise<IssuedTimestamp>
  /** Renewal: an archive timestamp over SHA-256(previous token), so the proof outlives the previous TSA certificate. */
  abstract timestampChain(previousToken: Uint8Array, options?: TimestampOptions): Promise<IssuedTimestamp>
  /** The roots tokens are verified against (PEM, one or more certificates). */
  abstract trustedRootsPem(): Promise<string>
  /** Full verification of a token (or TimeStampResp) for a SHA-256, against the configured roots. Never throws for a bad token. */
  abstract verify(token: Uint8Array, sha256: Uint8Array): Promise<TimestampVerificationSummary>
  /** Verifies [original, renewal1, ...]: each renewal must cover the token before it and be made while that one's signer was valid. */
  abstract verifyChain(tokens: Uint8Array[], sha256: Uint8Array): Promise<TimestampVerificationSummary & { links: TimestampVerificationSummary[] }>
}

/** Raised when no token could be obtained, or the TSA's token did not verify (it is then refused). */
export class TimestampError extends Error {
  constructor(
    readonly code: 'tsa_unreachable' | 'tsa_refused' | 'token_invalid',
    message: string
  ) {
    super(message)
    this.name = 'TimestampError'
  }
}

/** What a leaf belongs to: the owner (plugin id) and its own id for it (deposit id...). */
export interface AnchorRef {
  owner: string
  id: string
}

/** anchor.json of a proof bundle, plus what the platform saw. */
export interface AnchorProof extends ChainAnchor {
  /** Confirmations counted when the batch was marked anchored. */
  confirmations: number
}

export type AnchorStatus = { state: 'pending'; leaf: string; enqueuedAt: Date } | { state: 'anchored'; leaf: string; enqueuedAt: Date; proof: AnchorProof }

/** Where anyone may check an anchor without the platform: all null with the "off" driver. */
export interface PublicChainInfo {
  chainId: number | null
  /** A JSON-RPC endpoint browsers may call (CORS); never the platform's own, which may carry credentials. */
  rpcUrl: string | null
  /** A transaction page, "{tx}" standing for the transaction hash. */
  explorerTxUrl: string | null
}

/** Merkle batches of SHA-256 leaves, one root per period written on an EVM chain; "off" keeps everything pending. */
export abstract class AnchorService {
  abstract readonly driver: 'off' | 'evm'
  /** What the instance publishes about its chain (GET /consignment/trust, transaction links). */
  abstract publicChain(): PublicChainInfo
  /** Adds a leaf (32-byte SHA-256) to the next batch. Idempotent per ref; the same ref with another leaf throws. */
  abstract enqueue(leaf: Uint8Array, ref: AnchorRef): Promise<AnchorStatus>
  /** Pending until the batch holding the leaf has its confirmations; null for a ref never enqueued. */
  abstract status(ref: AnchorRef): Promise<AnchorStatus | null>
}

declare module './services.js' {
  interface PlatformEvents {
    /** A leaf's batch reached its confirmations: its status is now "anchored". */
    'anchor:confirmed': { owner: string; id: string; root: string; txHash: string; blockNumber: number }
  }
}

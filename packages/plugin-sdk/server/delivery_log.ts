/*
 * Proof of delivery (docs/proof-of-delivery.md): an append-only, hash-chained log per transfer and
 * per reception delivery, whose heads are timestamped and anchored. The platform keeps it; plugins
 * append what happened and export it; none keeps its own chain.
 */
import type { DeliveryLogActor, DeliveryLogEntry, DeliveryLogKind, JsonValue } from '@sceau/proof'

export type { DeliveryLogActor, DeliveryLogEntry, DeliveryLogKind } from '@sceau/proof'

/** Whose log: the plugin id and its own id for the transfer or delivery. */
export interface DeliveryLogRef {
  owner: string
  id: string
}

/**
 * Network facts of the request; the log keeps only a truncated IP and a salted hash of the user
 * agent, beside the entry (which hashes a salted commitment to them), until the organisation's
 * retention period ends.
 */
export interface DeliveryNetwork {
  ip?: string | null
  userAgent?: string | null
}

export interface DeliveryAppend {
  kind: DeliveryLogKind
  actor: DeliveryLogActor
  network?: DeliveryNetwork
  data?: { [key: string]: JsonValue }
  /** Timestamps the new head (RFC 3161) and adds it to the anchoring batch: "sent", "delivered", "expired". */
  seal?: string
  /** The organisation whose retention period applies to the log's network information (recorded on the log's first entry). */
  organisationId?: number | string | null
}

/** A response body that went out: the bytes [start, end] of a file or ZIP of `size` bytes. */
export interface DeliveredRange {
  start: number
  end: number
  size: number
}

export interface DeliveredSubject {
  /** What was downloaded: "file:12", "zip:all", "zip:3,4". */
  key: string
  /** The entry appended once every byte was sent to this visitor. */
  kind: 'file_delivered' | 'zip_delivered'
  data: { [key: string]: JsonValue }
}

/** A sealed head: the hash of entry `seq`, its RFC 3161 token (DER TimeStampToken). */
export interface SealedHead {
  seq: number
  hash: string
  reason: string
  genTime: Date
  token: Uint8Array
  /** The TSA certificate, intermediates and root the token was verified with (PEM). */
  chainPem: string
}

export abstract class DeliveryLogService {
  /** Appends one entry under a lock on the log (no two entries share a seq); creates the log on its first entry. */
  abstract append(ref: DeliveryLogRef, entry: DeliveryAppend): Promise<DeliveryLogEntry>
  /**
   * Records a body sent in full to a visitor (one write per answer, never per chunk); once the
   * visitor's ranges cover every byte, appends the subject's delivered entry (once per visitor) and seals it.
   */
  abstract delivered(ref: DeliveryLogRef, subject: DeliveredSubject, range: DeliveredRange, actor: DeliveryLogActor, network: DeliveryNetwork): Promise<void>
  abstract entries(ref: DeliveryLogRef): Promise<DeliveryLogEntry[]>
  abstract heads(ref: DeliveryLogRef): Promise<SealedHead[]>
  /**
   * The proof-of-delivery ZIP: log.json, heads/<seq>.tsr, tsa-chain.pem, VERIFY.md and
   * proof-of-delivery.pdf (the log summarised in `locale`, French by default). Null for a log never written.
   */
  abstract exportZip(ref: DeliveryLogRef, title: string, options?: { locale?: string }): Promise<Uint8Array | null>
  /** The organisation's retention period for proof-of-delivery records, in days (the default without one). */
  abstract retentionDays(organisationId: number | string | null): Promise<number>
  /** Removes a log, its entries, ranges and heads (a deleted transfer's proof once its retention period ended). */
  abstract remove(ref: DeliveryLogRef): Promise<void>
}

import { column, defineTable, type RowOf } from '@sceau/plugin-sdk/server'
import type { E2eCommitment, E2eTimestamp, HistoryEventType, TransferMode, TransferStatus, TransferType } from '../../shared/index.js'

/** The deposit protecting a transfer's files, as its recipients' mails show it. */
export interface TransferProtection {
  depositNumber: string
  certificates: { name: string; url: string }[]
}

/** The commitment list's token as kept: the answer's fields and the TSA chain it was verified with (absent on rows from before it was kept). */
export interface StoredE2eTimestamp extends E2eTimestamp {
  chainPem?: string
}

/** The transfer plugin's tables and their typed rows (dates and rows as docs/adr/0004 says). */
export const transferTable = defineTable('transfer_transfers', {
  id: column.number(),
  token: column.string(),
  senderTokenHash: column.string(),
  organisationId: column.number().nullable(),
  userId: column.number().nullable(),
  senderEmail: column.string(),
  senderLocale: column.string(),
  senderIp: column.string().nullable(),
  type: column.string<TransferType>(),
  mode: column.string<TransferMode>(),
  title: column.string().nullable(),
  message: column.string().nullable(),
  passwordHash: column.string().nullable(),
  passwordVersion: column.number(),
  status: column.string<TransferStatus>(),
  batchId: column.string(),
  expiryDays: column.number(),
  fileCount: column.number(),
  totalBytes: column.number(),
  verifiedAt: column.date().nullable(),
  sentAt: column.date().nullable(),
  expireAt: column.date().nullable(),
  firstDownloadedAt: column.date().nullable(),
  reminderSentAt: column.date().nullable(),
  expiredAt: column.date().nullable(),
  createdAt: column.date(),
  updatedAt: column.date(),
  /** Set when another plugin's request made the transfer (one transfer per request). */
  sourceRef: column.string().nullable(),
  /** What the recipients' mails say about the files' deposit; null for an ordinary transfer. */
  protection: column.json<TransferProtection>().nullable(),
  /** End-to-end encrypted (docs/e2e-format.md): the server holds ciphertext, the manifest and commitments only. */
  e2e: column.boolean(),
  /** The encrypted manifest, base64url; null once the files are gone. */
  e2eManifest: column.string().nullable(),
  e2eCommitments: column.json<E2eCommitment[]>().nullable(),
  e2eTimestamp: column.json<StoredE2eTimestamp>().nullable(),
  /** The sender asks recipients to confirm receipt (name and mailed code: docs/proof-of-delivery.md). */
  acknowledgement: column.boolean(),
  /** "protect" / "protect and send": the deposit price the sender confirmed (cents); the deposit is charged that or not made (issue 25). */
  priceCents: column.number().nullable(),
})
export type TransferRow = RowOf<typeof transferTable.columns>

export const recipientTable = defineTable('transfer_recipients', {
  id: column.number(),
  transferId: column.number(),
  email: column.string(),
  notifiedAt: column.date().nullable(),
})
export type RecipientRow = RowOf<typeof recipientTable.columns>

export const fileTable = defineTable('transfer_files', {
  id: column.number(),
  transferId: column.number(),
  blobId: column.string(),
  path: column.string(),
  name: column.string(),
  mime: column.string(),
  size: column.number(),
  sha256: column.string().nullable(),
  crc32: column.number().nullable(),
  state: column.string<'ready' | 'analysing' | 'deleted'>(),
  deletedAt: column.date().nullable(),
})
export type FileRow = RowOf<typeof fileTable.columns>
export type NewFile = Omit<FileRow, 'id' | 'transferId' | 'deletedAt'>

export const eventTable = defineTable('transfer_events', {
  id: column.number(),
  transferId: column.number(),
  type: column.string<HistoryEventType>(),
  fileId: column.number().nullable(),
  recipient: column.string().nullable(),
  visitor: column.string().nullable(),
  createdAt: column.date(),
})
export type EventRow = RowOf<typeof eventTable.columns>

export const protectedCountTable = defineTable('transfer_protected_counts', {
  organisationId: column.number(),
  files: column.number(),
})

/** One confirmed receipt per address: who, when, and the log entry that records it. */
export const acknowledgementTable = defineTable('transfer_acknowledgements', {
  id: column.number(),
  transferId: column.number(),
  email: column.string(),
  name: column.string(),
  logSeq: column.number(),
  acknowledgedAt: column.date(),
})
export type AcknowledgementRow = RowOf<typeof acknowledgementTable.columns>

import { column, defineTable, type RowOf } from '@sceau/plugin-sdk/server'
import type { AuthorKind, CaptureSource, DepositType, FileState, ThirdPartyOwner, ThirdPartyRequestStatus } from '../../shared/index.js'

/** The consignment plugin's tables and their typed rows (dates and rows as docs/adr/0004 says). */
export const depositTable = defineTable('consignment_deposits', {
  id: column.number(),
  uid: column.string(),
  number: column.string().nullable(),
  organisationId: column.number(),
  userId: column.number().nullable(),
  apiKeyId: column.number().nullable(),
  creatorName: column.string(),
  creatorEmail: column.string().nullable(),
  type: column.string<DepositType>(),
  authorKind: column.string<AuthorKind>(),
  authorName: column.string(),
  authorEmail: column.string(),
  owner: column.json<ThirdPartyOwner>().nullable(),
  /** A capsule's deposit: the captured page and when (shown on its certificate). */
  capture: column.json<CaptureSource>().nullable(),
  title: column.string(),
  description: column.string().nullable(),
  years: column.number(),
  hashOnly: column.boolean(),
  source: column.string<'app' | 'transfer' | 'reception' | 'capsule' | 'release'>(),
  sourceRef: column.string().nullable(),
  state: column.string<'payment_pending' | 'uploading' | 'sealing' | 'protected' | 'cancelled'>(),
  batchId: column.string().nullable(),
  authorisedCount: column.number(),
  totalBytes: column.number(),
  priceCents: column.number(),
  basePriceCents: column.number(),
  paymentStatus: column.string<'approved' | 'pending' | 'refused'>(),
  paymentMethod: column.string().nullable(),
  invoiceId: column.string().nullable(),
  embedId: column.string(),
  locale: column.string(),
  depositedAt: column.date().nullable(),
  expiresAt: column.date().nullable(),
  renewalNoticedAt: column.date().nullable(),
  createdAt: column.date(),
  updatedAt: column.date(),
})
export type DepositRow = RowOf<typeof depositTable.columns>

export const fileTable = defineTable('consignment_files', {
  id: column.number(),
  depositId: column.number(),
  uid: column.string(),
  version: column.number(),
  certificateToken: column.string(),
  name: column.string(),
  path: column.string(),
  mime: column.string(),
  size: column.number(),
  sha256: column.string().nullable(),
  blobId: column.string().nullable(),
  storageKey: column.string().nullable(),
  state: column.string<FileState>(),
  failReason: column.string().nullable(),
  securityHash: column.string().nullable(),
  keyId: column.string().nullable(),
  anchorState: column.string<'pending' | 'anchored'>(),
  certificateKey: column.string().nullable(),
  sealedAt: column.date().nullable(),
  createdAt: column.date(),
})
export type FileRow = RowOf<typeof fileTable.columns>

/** A file's timestamp chain; tokens are kept as base64 DER. */
export const timestampTable = defineTable('consignment_timestamps', {
  id: column.number(),
  fileId: column.number(),
  position: column.number(),
  platformId: column.string(),
  token: column.base64(),
  chainPem: column.string(),
  genTime: column.date(),
  serial: column.string(),
  policy: column.string(),
  tsaName: column.string().nullable(),
  qualified: column.boolean(),
  signerNotAfter: column.date().nullable(),
  createdAt: column.date(),
})
export type TimestampRow = RowOf<typeof timestampTable.columns>

export const coAuthorTable = defineTable('consignment_coauthors', {
  id: column.number(),
  depositId: column.number(),
  position: column.number(),
  firstname: column.string(),
  lastname: column.string(),
  email: column.string(),
})

export const thirdPartyRequestTable = defineTable('consignment_third_party_requests', {
  id: column.number(),
  organisationId: column.number(),
  userId: column.number().nullable(),
  requesterEmail: column.string().nullable(),
  message: column.string().nullable(),
  status: column.string<Exclude<ThirdPartyRequestStatus, 'none'>>(),
  decidedAt: column.date().nullable(),
  decidedBy: column.string().nullable(),
  createdAt: column.date(),
})

export const signingKeyTable = defineTable('consignment_signing_keys', {
  keyId: column.string(),
  slot: column.string().nullable(),
  publicKeyPem: column.string(),
  privateKey: column.string(),
  createdAt: column.date(),
})

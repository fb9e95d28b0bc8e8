import { column, defineTable, type RowOf } from '@sceau/plugin-sdk/server'
import type { PageAccessType, SafeLinkAudience, SafeLinkInput } from '../../shared/types.js'

/** The receptions plugin's tables and their typed rows (docs/adr/0004). */
export const safeLinkTable = defineTable('receptions_safelinks', {
  id: column.string(),
  token: column.string(),
  organisationId: column.number(),
  creatorId: column.number(),
  creatorName: column.string(),
  title: column.string(),
  description: column.string().nullable(),
  color: column.string().nullable(),
  audience: column.string<SafeLinkAudience>(),
  passwordHash: column.string().nullable(),
  expiry: column.string<SafeLinkInput['expiry']>(),
  expiresAt: column.date().nullable(),
  usedAt: column.date().nullable(),
  /** The delivery that used a first-upload link. */
  usedBy: column.string().nullable(),
  revokedAt: column.date().nullable(),
  maxBytes: column.number().nullable(),
  maxFiles: column.number().nullable(),
  createdAt: column.date(),
})
export type SafeLinkRow = RowOf<typeof safeLinkTable.columns>

export const pageTable = defineTable('receptions_pages', {
  id: column.string(),
  organisationId: column.number(),
  active: column.boolean(),
  color: column.string().nullable(),
  access: column.string<PageAccessType>(),
  passwordHash: column.string().nullable(),
  passwordVersion: column.number(),
  recipientIds: column.json<number[]>(),
  createdAt: column.date(),
  updatedAt: column.date(),
})
export type PageRow = RowOf<typeof pageTable.columns>

/** uploading -> closing (taken by one complete call) -> complete; refused (a first-upload link already used), expired, deleted. */
export type DeliveryState = 'uploading' | 'closing' | 'complete' | 'refused' | 'expired' | 'deleted'

export const deliveryTable = defineTable('receptions_deliveries', {
  id: column.string(),
  organisationId: column.number(),
  sourceKind: column.string<'link' | 'page'>(),
  sourceId: column.string(),
  sourceTitle: column.string().nullable(),
  senderName: column.string(),
  senderEmail: column.string(),
  senderVerified: column.boolean(),
  senderLocale: column.string(),
  message: column.string().nullable(),
  batchId: column.string(),
  senderTokenHash: column.string(),
  state: column.string<DeliveryState>(),
  fileCount: column.number(),
  totalBytes: column.number(),
  manifest: column.string().nullable(),
  manifestSha256: column.string().nullable(),
  timestampToken: column.base64().nullable(),
  timestampedAt: column.date().nullable(),
  tsaName: column.string().nullable(),
  tsaChain: column.string().nullable(),
  createdAt: column.date(),
  completedAt: column.date().nullable(),
  expiresAt: column.date().nullable(),
  deletedAt: column.date().nullable(),
})
export type DeliveryRow = RowOf<typeof deliveryTable.columns>

export const fileTable = defineTable('receptions_files', {
  id: column.string(),
  deliveryId: column.string(),
  blobId: column.string(),
  path: column.string(),
  name: column.string(),
  mime: column.string(),
  size: column.number(),
  sha256: column.string(),
  crc32: column.number().nullable(),
  position: column.number(),
})
export type FileRow = RowOf<typeof fileTable.columns>

import { column, defineTable, type RowOf } from '@sceau/plugin-sdk/server'
import type { ReleaseCoAuthor, ReleaseState } from '../../shared/types.js'

/** The git-deploy plugin's table and its typed rows (docs/adr/0004). */
export const releaseTable = defineTable('git_deploy_release_records', {
  id: column.string(),
  organisationId: column.number(),
  apiKeyId: column.number().nullable(),
  userId: column.number().nullable(),
  email: column.string(),
  repository: column.string(),
  tag: column.string().nullable(),
  commit: column.string(),
  years: column.number(),
  coAuthors: column.json<ReleaseCoAuthor[]>(),
  state: column.string<ReleaseState>(),
  batchId: column.string().nullable(),
  archiveName: column.string(),
  archiveSize: column.number(),
  archiveSha256: column.string(),
  archiveBlobId: column.string().nullable(),
  depositId: column.string().nullable(),
  depositNumber: column.string().nullable(),
  /** The deposit's public certificate page (consignment's answer). */
  certificateUrl: column.string().nullable(),
  /** Catalogue key of why it failed. */
  error: column.string().nullable(),
  /** The same release asked for again finds this one (null once failed): see releaseDedupeKey. */
  dedupeKey: column.string().nullable(),
  createdAt: column.date(),
  updatedAt: column.date(),
})
export type ReleaseRow = RowOf<typeof releaseTable.columns>

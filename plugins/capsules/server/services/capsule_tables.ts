import { column, defineTable, type RowOf } from '@sceau/plugin-sdk/server'
import type { CapsuleKind, CapsuleState } from '../../shared/types.js'

/** The capsules plugin's table and its typed rows (docs/adr/0004). */
export const capsuleTable = defineTable('capsules_capsules', {
  id: column.string(),
  organisationId: column.number(),
  userId: column.number().nullable(),
  userEmail: column.string(),
  kind: column.string<CapsuleKind>(),
  state: column.string<CapsuleState>(),
  url: column.string(),
  title: column.string(),
  capturedAt: column.date(),
  browser: column.string().nullable(),
  batchId: column.string().nullable(),
  waczName: column.string().nullable(),
  waczSize: column.number().nullable(),
  waczSha256: column.string().nullable(),
  waczBlobId: column.string().nullable(),
  screenshotName: column.string().nullable(),
  screenshotSize: column.number().nullable(),
  screenshotSha256: column.string().nullable(),
  screenshotWidth: column.number().nullable(),
  screenshotHeight: column.number().nullable(),
  screenshotBlobId: column.string().nullable(),
  /** Files inside the WACZ (path, size), read when it was checked. */
  contents: column.json<{ path: string; size: number }[]>().nullable(),
  depositId: column.string().nullable(),
  depositNumber: column.string().nullable(),
  /** The deposit price the member confirmed (cents): the deposit is charged that, or not made (null: captured before prices were confirmed). */
  priceCents: column.number().nullable(),
  /** Catalogue key of why it failed. */
  error: column.string().nullable(),
  createdAt: column.date(),
  updatedAt: column.date(),
})
export type CapsuleRow = RowOf<typeof capsuleTable.columns>

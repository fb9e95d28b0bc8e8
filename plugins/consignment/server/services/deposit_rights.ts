import { ApiError, type Actor } from '@sceau/plugin-sdk/server'
import { MO, formatBytes } from '@sceau/shared'
import type { DepositType } from '../../shared/index.js'

const K = 'consignment.errors.'

/** docs/product.md §6: deposits need the consignment permission, with a flag per type beyond the single file. */
export function assertMayDeposit(actor: Actor, type?: DepositType) {
  const rights = actor.permissions.consignment
  if (!rights.active || actor.permissions.plugins['consignment.deposit'] === false) throw ApiError.forbidden(`${K}notAllowed`)
  if (!type) return
  const allowed = { file: true, folder: rights.types.group.active, versioning: rights.types.versionning.active, premium: rights.types.premium.active }[type]
  if (!allowed) throw ApiError.forbidden(`${K}typeNotAllowed`)
}

/** Files stored with us stay within the plan's transfer size (docs/product.md §6 sizeMax, in Mo). */
export function checkSizes(actor: Actor, files: { size: number }[]) {
  const max = actor.permissions.transfer.limitations.sizeMax * MO
  const largest = Math.max(...files.map((f) => f.size))
  if (largest > max) throw new ApiError(413, 'E_FILE_TOO_LARGE', 'uploads.errors.limitExceeded', { n: formatBytes(largest - max, actor.locale) })
}

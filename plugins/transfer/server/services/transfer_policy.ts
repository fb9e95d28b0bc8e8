import type { Actor } from '@sceau/plugin-sdk/server'
import { ANONYMOUS_TRANSFER, deriveAccess, LIMITS } from '@sceau/shared'
import type { TransferCapabilities } from '../../shared/index.js'
import { settings } from '../config.js'

/** Shortest expiry a logged-in sender may choose (docs/product.md §9: paid 7 to 90 days; free 7). */
const MIN_EXPIRY_DAYS = LIMITS.paidExpiryDays.min

/**
 * What a sender may send (docs/product.md §6, §9): sizes and expiry from the actor's permissions, the
 * anonymous defaults (2 Go, 1 day) otherwise.
 */
export function capabilitiesOf(actor: Actor | null, loadedPlugins: readonly string[]): TransferCapabilities {
  const access = deriveAccess(actor?.permissions ?? null, { premium: actor?.premium ?? false })
  const maxDays = actor ? access.transfer.conservationDays : ANONYMOUS_TRANSFER.conservationDays
  const minDays = Math.min(MIN_EXPIRY_DAYS, maxDays)
  return {
    tier: !actor ? 'anonymous' : actor.premium ? 'paid' : 'free',
    maxBytes: actor ? access.transfer.sizeMaxBytes : LIMITS.anonymousTransferBytes,
    maxFiles: settings.maxFiles,
    expiryDays: { min: minDays, max: maxDays, default: Math.max(minDays, Math.min(maxDays, LIMITS.freeExpiryDays.max)) },
    password: Boolean(actor && access.transfer.password),
    verification: !actor,
    // Deposits need an account: the consignment plugin refuses anonymous ones.
    protect: loadedPlugins.includes('consignment') && !!actor && access.consignment.active,
    senderEmail: actor?.email ?? null,
  }
}

/* The transfer plugin's shared half: its API shapes (types.ts) and the events it adds to the platform's. */
import type { ProtectRequestedPayload } from './types.js'

export * from './types.js'

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    /** A transfer was sent (its link works from now on). */
    'transfer:sent': { id: string; organisationId: number | null; files: number; bytes: number }
    /** "protect" / "protect and send": the consignment plugin makes the deposit from these blobs (copy the bytes: they go when the transfer expires). */
    'transfer:protect-requested': ProtectRequestedPayload
    /** A transfer expired and its bytes were deleted. */
    'transfer:expired': { id: string; organisationId: number | null }
  }
}

/*
 * The transfer plugin's events: their names and payloads, added to the SDK's PlatformEvents registry.
 * Types only (published as `@sceau/plugin-transfer/events`): a plugin that listens to them imports
 * this file with `import type`, never transfer's code (docs/adr/0001).
 */
import type { Locale } from '@sceau/plugin-sdk/shared'

/** "protect" / "protect and send": the consignment plugin makes the deposit from these blobs (copy the bytes: they go when the transfer expires). */
export interface ProtectRequestedPayload {
  transferId: string
  organisationId: number | null
  userId: number | null
  senderEmail: string
  batchId: string
  blobIds: string[]
  /** Whether the files are also sent to recipients ("protect and send"). */
  send: boolean
  /** The API key that asked, when one did (the deposit names the organisation and the key). */
  apiKeyId?: number | null
  /** The requester's language: the deposit's certificate and mails speak it (French when absent). */
  locale?: Locale
  /** The deposit price the sender confirmed when creating the transfer (cents): charged exactly, else no deposit. Absent: not confirmed (older transfers). */
  priceCents?: number
}

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    /** A transfer was sent (its link works from now on). */
    'transfer:sent': { id: string; organisationId: number | null; files: number; bytes: number }
    'transfer:protect-requested': ProtectRequestedPayload
    /** A transfer expired and its bytes were deleted. */
    'transfer:expired': { id: string; organisationId: number | null }
  }
}

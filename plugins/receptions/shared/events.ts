/*
 * The receptions plugin's events, added to the SDK's PlatformEvents registry. Types only (published as
 * `@sceau/plugin-receptions/events`): a listener in another plugin imports this file with `import type` (docs/adr/0001).
 */
import type { Locale } from '@sceau/plugin-sdk/shared'

/** Files arrived through a SafeLink or the incoming page, and the delivery is complete. */
export interface ReceivedPayload {
  id: string
  organisationId: number
  source: { kind: 'link' | 'page'; id: string }
  files: number
  bytes: number
  /** SHA-256 of the delivery's manifest.json (the timestamped receipt). */
  manifestSha256: string
}

/**
 * "Protect" a received file: the consignment plugin makes a deposit of it in the organisation
 * (bytes read through BlobService from `blobId`, which stays the receptions plugin's).
 * `requestId` is unique per request: one deposit per request, whatever the retries.
 */
export interface ProtectReceivedPayload {
  requestId: string
  deliveryId: string
  organisationId: number
  /** The member who asked. */
  userId: number
  email: string
  file: { blobId: string; name: string; path: string; mime: string; size: number; sha256: string }
  /** The member's language: the deposit's certificate and mails speak it (French when absent). */
  locale?: Locale
  /** The deposit price the member confirmed (cents): charged exactly, else no deposit ('priceChanged'). Absent: not confirmed (requests queued before prices were). */
  priceCents?: number
}

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    'receptions:received': ReceivedPayload
    'receptions:protect-requested': ProtectReceivedPayload
  }
}

export {}

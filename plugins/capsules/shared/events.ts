/*
 * The capsules plugin's events, added to the SDK's PlatformEvents registry. Types only (published as
 * `@sceau/plugin-capsules/events`): a listener in another plugin imports this file with `import type` (docs/adr/0001).
 */
import type { Locale } from '@sceau/plugin-sdk/shared'

/** A capture's WACZ and screenshot are stored and checked: its deposit is requested. */
export interface CapsuleCapturedPayload {
  id: string
  organisationId: number
  kind: 'extension' | 'server'
}

/**
 * A capsule asks the consignment plugin to make a deposit of its WACZ (bytes read through
 * BlobService from `file.blobId`, which stays the capsules plugin's). One deposit per capsule
 * (`capsuleId`), whatever the retries; consignment answers with 'consignment:deposit-made'
 * (source 'capsule', sourceRef = capsuleId).
 */
export interface CapsuleDepositRequestedPayload {
  capsuleId: string
  organisationId: number
  /** The member who captured (null: nobody in particular). */
  userId: number | null
  email: string
  /** The deposit's title: the page's title (else its URL). */
  title: string
  /** The captured page and when (ISO). */
  url: string
  capturedAt: string
  file: { blobId: string; name: string; mime: string; size: number; sha256: string }
  /** The API key that asked, when one did. */
  apiKeyId?: number | null
  /** The requester's language: the deposit's certificate and mails speak it (French when absent). */
  locale?: Locale
  /** The deposit price the member confirmed (cents): charged exactly, else no deposit ('priceChanged'). Absent: not confirmed (older captures). */
  priceCents?: number
}

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    'capsules:captured': CapsuleCapturedPayload
    'capsules:deposit-requested': CapsuleDepositRequestedPayload
  }
}

export {}

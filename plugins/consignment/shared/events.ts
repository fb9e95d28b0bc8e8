/*
 * The consignment plugin's events: their names and payloads, added to the SDK's PlatformEvents
 * registry. Types only (published as `@sceau/plugin-consignment/events`): a plugin that listens to
 * them imports this file with `import type`, never consignment's code (docs/adr/0001).
 */

/** A deposit's files are all timestamped: it is protected (anchoring may still be pending). */
export interface DepositSealedPayload {
  id: string
  organisationId: number
  number: string
  files: number
}

/**
 * "Transfer the file" (docs/product.md §2 deposit detail): the consignment plugin asks the transfer plugin,
 * through this event, to send a copy of a deposit's files. The transfer plugin copies the bytes
 * (readable with StorageService at `storageKey`), mails the recipients and, when `notifyProtected`,
 * tells them the file is protected (with the certificate link).
 */
export interface TransferRequestedPayload {
  requestId: string
  depositId: string
  depositNumber: string | null
  organisationId: number
  userId: number | null
  senderEmail: string
  locale: string
  recipients: string[]
  message: string | null
  notifyProtected: boolean
  files: { name: string; path: string; mime: string; size: number; sha256: string; storageKey: string; certificateUrl: string }[]
}

/**
 * The answer to a plugin that asked for a deposit of its file (receptions: 'receptions:protect-requested',
 * capsules: 'capsules:deposit-requested', git-deploy: 'git-deploy:deposit-requested'):
 * the deposit made, before its files are sealed ('consignment:sealed' follows with the same `depositId`),
 * or `depositId: null` with `error`: 'refused' when none could be made (consignment off for the
 * organisation, not paid), 'failed' when every attempt failed. For a transfer ('transfer:protect-requested',
 * `sourceRef` its id) only 'priceChanged' is answered: its sender is told no deposit was made (issue 25).
 */
export interface DepositMadePayload {
  source: 'reception' | 'capsule' | 'release' | 'transfer'
  /** The asker's reference (the reception request's, the capsule's or the git release's id). */
  sourceRef: string
  organisationId: number
  depositId: string | null
  number: string | null
  /** 'priceChanged': the deposit would not cost the price the requester confirmed; nothing was made or charged. */
  error: 'refused' | 'failed' | 'priceChanged' | null
  /** The public certificate page of the deposit's (first) file; absent when none was made. */
  certificateUrl?: string | null
}

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    'consignment:sealed': DepositSealedPayload
    /** A deposited file's anchor batch is confirmed on chain. */
    'consignment:anchored': { id: string; fileId: string; transactionHash: string }
    /** Conservation extended and an archive timestamp added to each file. */
    'consignment:renewed': { id: string; organisationId: number; expiresAt: string }
    /** "Transfer the file": the transfer plugin sends a copy (see TransferRequestedPayload). */
    'consignment:transfer-requested': TransferRequestedPayload
    /** A deposit asked by another plugin (capsules) was made, or could not be (see DepositMadePayload). */
    'consignment:deposit-made': DepositMadePayload
  }
}

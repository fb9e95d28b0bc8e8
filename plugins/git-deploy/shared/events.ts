/*
 * The git-deploy plugin's events, added to the SDK's PlatformEvents registry. Types only (published as
 * `@sceau/plugin-git-deploy/events`): a listener in another plugin imports this file with `import type` (docs/adr/0001).
 */
import type { Locale } from '@sceau/plugin-sdk/shared'

/** A release's archive is uploaded and checked: its deposit is requested. */
export interface ReleasedPayload {
  id: string
  organisationId: number
  repository: string
  tag: string | null
  commit: string
}

/**
 * A release asks the consignment plugin to make a deposit of its archive (bytes read through
 * BlobService from `file.blobId`, which stays git-deploy's), titled "<repository> <tag>", with the
 * commit authors as co-authors and the conservation years chosen. One deposit per release
 * (`releaseId`), whatever the retries; consignment answers with 'consignment:deposit-made'
 * (source 'release', sourceRef = releaseId).
 */
export interface ReleaseDepositRequestedPayload {
  releaseId: string
  organisationId: number
  /** The API key (or member) that deposited; who the deposit names as its creator. */
  userId: number | null
  apiKeyId: number | null
  email: string
  title: string
  years: number
  coAuthors: { name: string; email: string }[]
  file: { blobId: string; name: string; mime: string; size: number; sha256: string }
  /** The language of whoever completed the release (Accept-Language for a key): the deposit speaks it. */
  locale?: Locale
}

declare module '@sceau/plugin-sdk/server' {
  interface PlatformEvents {
    /** A release's archive is uploaded and checked (its deposit is requested). */
    'git-deploy:released': ReleasedPayload
    'git-deploy:deposit-requested': ReleaseDepositRequestedPayload
  }
}

export {}

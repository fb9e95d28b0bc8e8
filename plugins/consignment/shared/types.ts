/* Isomorphic names of the consignment plugin: constants and the shapes of its API answers (browser-safe: no server types). */
import type { HistoryWindow } from '@sceau/shared'

export const PLUGIN_ID = 'consignment'

export const PERMISSIONS = ['consignment.deposit'] as const

/** docs/product.md §9: single file, folder, project versioning, premium annual folder. */
export const DEPOSIT_TYPES = ['file', 'folder', 'versioning', 'premium'] as const
export type DepositType = (typeof DEPOSIT_TYPES)[number]

/** Who the deposit is made for (docs/product.md §3 "author kind"). */
export const AUTHOR_KINDS = ['me', 'organisation', 'third_party'] as const
export type AuthorKind = (typeof AUTHOR_KINDS)[number]

/** What a deposit shows (docs/product.md §4: protected or expired; renewal possible), plus the steps before. */
export type DepositState = 'payment_pending' | 'uploading' | 'sealing' | 'protected' | 'renewal_due' | 'expired' | 'cancelled'
export type FileState = 'waiting' | 'sealing' | 'sealed' | 'failed'
/** 'none': this instance anchors on no chain (AnchorService driver "off"), so no record will ever come. */
export type AnchorState = 'none' | 'pending' | 'anchored'

/** Renewal is offered (and noticed by mail) this many days before the end of conservation or of the TSA certificate. */
export const RENEWAL_NOTICE_DAYS = 90

export const DEPOSIT_LIMITS = { title: 255, description: 5000, coAuthors: 20, files: 1000, name: 100 } as const

/** docs/product.md §3 "Third-party owner". */
export interface ThirdPartyOwner {
  legalName: string
  companyNumber: string
  lastname: string
  firstname: string
  email: string
}

export interface CoAuthorInput {
  firstname: string
  lastname: string
  email: string
}

export interface DeclaredFile {
  /** Relative path inside the dropped folder, or the file name. */
  path: string
  size: number
  mime?: string
  /** Required for hash-only deposits (computed in the browser); optional otherwise (checked against the server's). */
  sha256?: string
}

/** POST /consignment/deposits */
export interface DepositInput {
  type: DepositType
  authorKind: AuthorKind
  owner?: ThirdPartyOwner
  years: number
  coAuthors: CoAuthorInput[]
  title: string
  description?: string | null
  /** The file never leaves the browser: only its SHA-256 is deposited. */
  hashOnly?: boolean
  files: DeclaredFile[]
}

/** Times are ISO strings in answers; the PDF certificate reads the same shapes with Dates (Time = Date). */
export interface TimestampView<Time = string> {
  genTime: Time
  serial: string
  policy: string
  tsa: string | null
  qualified: boolean
  /** Archive timestamps added by renewals. */
  renewals: number
  lastGenTime: Time
  /** The TSA certificate of the last token ends then: renew before. */
  signerNotAfter: Time | null
}

export interface AnchorView<Time = string> {
  state: AnchorState
  chainId?: number
  transactionHash?: string
  blockNumber?: number
  anchoredAt?: Time
}

export interface DepositFileView {
  id: string
  /** Project versioning: the version the file belongs to (1 for the first deposit). */
  version: number
  name: string
  path: string
  size: number
  mime: string
  sha256: string | null
  state: FileState
  /** Bytes stored with us (not for hash-only deposits). */
  downloadable: boolean
  certificateToken: string
  securityHash: string | null
  timestamp: TimestampView | null
  anchor: AnchorView
}

/** A deposit made of a web capture (capsules plugin): the captured page's address and capture time (ISO). */
export interface CaptureSource<Time = string> {
  url: string
  capturedAt: Time
}

export interface DepositSummary {
  id: string
  number: string | null
  type: DepositType
  title: string
  state: DepositState
  anchor: AnchorState
  fileName: string
  fileCount: number
  bytes: number
  hashOnly: boolean
  createdAt: string
  depositedAt: string | null
  expiresAt: string | null
  applicant: string
  creator: string
  owner: string | null
  coAuthors: string[]
}

export interface DepositDetail extends DepositSummary {
  description: string | null
  authorKind: AuthorKind
  author: { name: string; email: string }
  ownerDetails: ThirdPartyOwner | null
  coAuthorList: CoAuthorInput[]
  years: number
  authorisedCount: number
  renewalDate: string | null
  /** The public embed id ("integration token" in docs/product.md): `<sceau-deposit deposit="...">`. */
  integrationToken: string
  price: { totalCents: number; baseCents: number; status: 'approved' | 'pending' | 'refused'; method: string | null }
  invoiceId: string | null
  /** Waiting for its card payment (payment_pending): the provider's page where it is paid. */
  paymentUrl?: string | null
  /** Waiting for its card payment, what must come first: `billingInfo`, the organisation's billing information (its invoice names the buyer). */
  paymentNeeds?: 'billingInfo' | null
  /** A web capture's deposit: the page and when it was captured; null (or absent) otherwise. */
  capture?: CaptureSource | null
  files: DepositFileView[]
}

export interface DepositPage {
  data: DepositSummary[]
  /** `history`: the free tier's window (deposits made since then only); null for the paid plan's full history. */
  meta: { page: number; perPage: number; total: number; lastPage: number; history: HistoryWindow | null }
}

/** POST /consignment/deposits/:id/versions (project versioning): the next version's files. */
export interface VersionInput {
  hashOnly?: boolean
  files: DeclaredFile[]
}

/** POST /consignment/deposits answer: the deposit, and where to upload its files (none for hash-only). */
export interface CreatedDeposit {
  deposit: DepositDetail
  upload: { batchId: string; uploadToken: string; endpoint: string } | null
}

/** GET /consignment/certificates/:token — docs/product.md §2 "Certificate"; with Dates, what the PDF certificate prints. */
export interface CertificateView<Time = string> {
  number: string | null
  createdAt: Time
  keptUntil: Time | null
  fileName: string
  size: number
  mime: string
  uniqueId: string
  checksum: string
  securityHash: string
  authors: string[]
  depositor: string
  depositDate: Time
  timestamp: TimestampView<Time>
  anchor: AnchorView<Time>
  state: DepositState
  /** A web capture's deposit: the page and when it was captured; null (or absent) otherwise. */
  capture?: CaptureSource<Time> | null
}

/** POST /consignment/decode — docs/product.md §2 "Hash decode". */
export interface DecodedView {
  fileName: string
  uniqueId: string
  checksum: string
  size: number
  depositor: string
  depositorEmail: string
  coAuthors: CoAuthorInput[]
  depositDate: string
  endOfConservationDate: string
  keyId: string
}

/** GET /consignment/embed/:embedId — what <sceau-deposit> shows (the deposit's first sealed file). */
export interface EmbedSummary {
  fileName: string
  /** Hex SHA-256 of the file. */
  sha256: string
  size: number
  depositedAt: string
  /** /certificate/{token}, and GET /consignment/evidence/{token} for the browser verifier. */
  certificateToken: string
  number: string | null
  state: DepositState
  /** False for the embedded TSA: the badge says "timestamp not qualified". */
  qualified: boolean
  tsa: string | null
  /** The anchor as the server sees it; explorerUrl when the instance configured a transaction link. */
  anchor: AnchorView & { explorerUrl?: string | null }
}

/** One built file of the widget, as embed/dist/manifest.json lists it. */
export interface WidgetFile {
  /** Absolute URL under the versioned folder /api/v2/consignment/widget/{version}/. */
  url: string
  /** Subresource Integrity value ("sha384-..."). */
  integrity: string
  bytes: number
  gzipBytes: number
}

/** GET /consignment/widget/manifest.json — the versioned widget files with their SRI hashes (snippet generator). */
export interface WidgetManifest {
  version: string
  files: { module: WidgetFile; classic: WidgetFile; verifier: WidgetFile }
}

export type ThirdPartyRequestStatus = 'none' | 'pending' | 'approved' | 'refused'

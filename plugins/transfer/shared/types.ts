/* Isomorphic names of the transfer plugin: permissions, constants and the shapes of its API answers (no server imports: the web half reads this file). */
import type { ChainAnchor } from '@sceau/plugin-sdk/shared'
import type { HistoryWindow } from '@sceau/shared'

export const PLUGIN_ID = 'transfer'

export const PERMISSIONS = ['transfer.password'] as const

/** What the creation card offers (docs/product.md §2): send, protect (deposit only), protect and send. */
export const TRANSFER_TYPES = ['send', 'protect', 'protect_send'] as const
export type TransferType = (typeof TRANSFER_TYPES)[number]

export const TRANSFER_MODES = ['email', 'link'] as const
export type TransferMode = (typeof TRANSFER_MODES)[number]

/** draft: files still uploading, not sent; active: sent, downloadable; expired: bytes deleted, record kept. */
export type TransferStatus = 'draft' | 'active' | 'expired' | 'deleted' | 'cancelled'

/**
 * email_failed: the server refused the recipient; email_error: every attempt failed (docs/product.md §8 messages); acknowledged: a recipient confirmed receipt;
 * not_protected: "protect" / "protect and send" made no deposit, the files no longer costing the price confirmed (issue 25), nothing charged.
 */
export const HISTORY_EVENTS = ['open', 'download', 'file_download', 'email_sent', 'email_failed', 'email_error', 'acknowledged', 'not_protected'] as const
export type HistoryEventType = (typeof HISTORY_EVENTS)[number]

/** Verification codes mailed to anonymous senders: six digits. */
export const CODE_PATTERN = /^\d{6}$/

export const TRANSFER_TEXT_LIMITS = { title: 255, message: 5000, recipients: 50, password: 128, name: 200 } as const

/** Header carrying the draft's sender token (the creator of a draft finishes it with it). */
export const SENDER_HEADER = 'X-Transfer-Sender'
/** Header (JSON calls) or query parameter (file links) carrying a download page's unlock capability. */
export const ACCESS_HEADER = 'X-Transfer-Access'
export const ACCESS_QUERY = 'access'

/** GET /transfer/capabilities: what the caller may send. */
export interface TransferCapabilities {
  tier: 'anonymous' | 'free' | 'paid'
  maxBytes: number
  maxFiles: number
  expiryDays: { min: number; max: number; default: number }
  password: boolean
  /** Anonymous senders confirm their e-mail with a mailed code on every send. */
  verification: boolean
  /** "protect" and "protect and send" appear when the consignment plugin is loaded. */
  protect: boolean
  /** The sender's e-mail when known (logged in). */
  senderEmail: string | null
}

/** POST /transfer/transfers and /transfer/guest-transfers. */
export interface CreatedTransfer {
  id: string
  senderToken: string
  batchId: string
  uploadToken: string
  endpoint: string
  /** Set for anonymous senders: the code went to this address. */
  verification: { email: string; expiresAt: string } | null
  policy: { maxFileBytes: number; maxTotalBytes: number; maxFiles: number }
}

/** POST /transfer/drafts/:id/send */
export interface SentTransfer {
  id: string
  link: string
  expireAt: string
  files: number
  bytes: number
  /** Files dropped because they failed or were still uploading. */
  dropped: number
  /** End-to-end encrypted: when the commitment list was timestamped. */
  certifiedAt?: string
}

export interface TransferFileView {
  id: string
  path: string
  name: string
  size: number
  mime: string
  /** ready: downloadable; analysing: "being analysed"; deleted: removed by the owner or by expiry. */
  state: 'ready' | 'analysing' | 'deleted'
  sha256: string | null
}

export interface Branding {
  name: string | null
  logoUrl: string | null
  backgroundUrl: string | null
  mainColor: string | null
}

/** One file of an end-to-end encrypted transfer: its opaque id (the blob's name) and `SHA-256(salt ‖ sha256)`. */
export interface E2eCommitment {
  id: string
  commitment: string
}

/** The RFC 3161 token over SHA-256 of the commitment list (docs/e2e-format.md §5). */
export interface E2eTimestamp {
  /** DER TimeStampToken, base64. */
  token: string
  genTime: string
  qualified: boolean
}

/** What a recipient needs to decrypt and check an end-to-end encrypted transfer; the key is never here. */
export interface DownloadE2e {
  /** The encrypted manifest, base64url. */
  manifest: string
  commitments: E2eCommitment[]
  timestamp: E2eTimestamp
  /** The TSA certificate, intermediates and root (PEM) the token was verified with: tsa-chain.pem of a file's proof. */
  tsaChain: string
  /** Once the list's digest is on chain (anchor.json of a proof: docs/e2e-format.md §7); null while pending or without a chain. */
  anchor: ChainAnchor | null
}

/** GET /transfer/downloads/:token */
export interface DownloadView {
  token: string
  status: 'active' | 'expired' | 'deleted'
  locked: boolean
  sender: string | null
  title: string | null
  message: string | null
  expireAt: string | null
  sentAt: string | null
  bytes: number
  fileCount: number
  files: TransferFileView[]
  branding: Branding
  /** Set for an end-to-end encrypted transfer once unlocked: file names in `files` are opaque ids. */
  e2e: DownloadE2e | null
  /** The sender asks recipients to confirm receipt (their name and a mailed code). */
  acknowledgement: boolean
}

/** POST /transfer/downloads/:token/acknowledgement/code: where the code went, or the receipt already confirmed from that address. */
export interface AcknowledgementCodeSent {
  email: string
  expiresAt: string | null
  acknowledged: AcknowledgementView | null
}

/** A confirmed receipt (docs/proof-of-delivery.md, entry `receipt_acknowledged`): who, when, which files. */
export interface AcknowledgementView {
  name: string
  email: string
  acknowledgedAt: string
  files: { path: string; size: number; sha256: string | null }[]
}

export interface HistoryEventView {
  id: string
  type: HistoryEventType
  at: string
  file: string | null
  recipient: string | null
}

export interface TransferSummary {
  id: string
  type: TransferType
  mode: TransferMode
  status: 'active' | 'expired' | 'deleted' | 'draft' | 'cancelled'
  title: string | null
  message: string | null
  recipients: string[]
  fileCount: number
  bytes: number
  sentAt: string | null
  expireAt: string | null
  protected: boolean
  downloads: number
  link: string | null
  /** The member who sent it (null: sent anonymously or with an API key): the web app asks canActOnTransfer what it may do. */
  creatorId: string | null
  /** End-to-end encrypted (docs/e2e-format.md): file names are opaque ids the server cannot read. */
  e2e: boolean
}

export interface TransferDetail extends TransferSummary {
  sender: string
  files: TransferFileView[]
  history: HistoryEventView[]
  firstDownloadedAt: string | null
  /** Whether its proof of delivery can be exported (a timestamped head exists: docs/proof-of-delivery.md). */
  proofOfDelivery: boolean
}

export interface TransferPage {
  data: TransferSummary[]
  /** `history`: the free tier's window (transfers sent since then only); null for the paid plan's full history. */
  meta: { page: number; perPage: number; total: number; lastPage: number; history: HistoryWindow | null }
}

export interface TransferStats {
  active: number
  expiringSoon: number
  expired: number
  /** Files sealed by the consignment plugin (its "consignment:sealed" event feeds the count); 0 without it. */
  protectedFiles: number
  filesSent: number
  latest: { id: string; type: TransferType; title: string | null; status: TransferSummary['status']; createdAt: string; expireAt: string | null }[]
}

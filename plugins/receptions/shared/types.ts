/*
 * Shapes of the receptions API (issue 11), shared by the server and the web screens. Every route is
 * under /api/v2/receptions and answers the usual envelope. Sizes in bytes, dates ISO strings.
 *
 * Organisation side (session; SafeLinks need receptions.safelink, the incoming page receptions.page
 * and an administrator; the inbox: the page's recipients, a link's creator, administrators):
 *   GET    /links?filter=all|active|expired&page=N         Page<SafeLinkView>
 *   POST   /links                                         SafeLinkInput -> SafeLinkView
 *   GET    /links/:id                                     SafeLinkView
 *   DELETE /links/:id                                     revokes -> SafeLinkView
 *   GET    /page                                          ReceptionPageView (created inactive on first read)
 *   PUT    /page                                          ReceptionPageInput -> ReceptionPageView
 *   GET    /deliveries?source=all|page|link:<id>&page=N   Page<DeliverySummary>
 *   GET    /deliveries/:id                                DeliveryView
 *   DELETE /deliveries/:id
 *   GET    /deliveries/:id/files/:fileId                  the file (attachment, ranges)
 *   GET    /deliveries/:id/zip?files=<id>,<id>            ZIP of all or a selection (streamed)
 *   GET    /deliveries/:id/receipt                        receipt bundle (ZIP: manifest.json, manifest.tsr, README)
 *   POST   /deliveries/:id/files/:fileId/protect          { priceCents } -> { requested: true } (a deposit is made from the file at the price confirmed; 409 E_PRICE_CHANGED when it is not today's)
 *
 * Third-party side (public, rate limited; `ref` is `link/<token>` for a SafeLink (/upload/link/<token>)
 * or `page/<uuid>` for the incoming page (/r/<uuid>)):
 *   GET    /public/:kind/:ref                             PublicReception (says open or why not)
 *   POST   /public/:kind/:ref/unlock                      { password } -> { grant }
 *   POST   /public/:kind/:ref/code                        { email } -> {} (mails a code, like anonymous transfers)
 *   POST   /public/:kind/:ref/code/check                  { email, code } -> { grant }
 *   POST   /public/:kind/:ref/deliveries                  DeliveryStartInput -> DeliveryStart (tus uploads into its batch)
 *   POST   /public/deliveries/:id/complete                { senderToken } -> SenderDeliveryView (closes, stamps, mails)
 *   GET    /public/deliveries/:id?senderToken=...         SenderDeliveryView (what they sent, the receipt)
 *   GET    /public/deliveries/:id/receipt?senderToken=... receipt bundle
 */

export const SAFELINK_AUDIENCES = ['public', 'members', 'password', 'verified'] as const
export type SafeLinkAudience = (typeof SAFELINK_AUDIENCES)[number]

/** docs/product.md §3 upload access types of the incoming page. */
export const PAGE_ACCESS_TYPES = ['PRIVATE', 'PUBLIC', 'LOGGED', 'PASSWORD'] as const
export type PageAccessType = (typeof PAGE_ACCESS_TYPES)[number]

export interface SafeLinkInput {
  title: string
  description?: string | null
  /** #rrggbb */
  color?: string | null
  audience: SafeLinkAudience
  /** Required when audience is "password" (8 characters or more). */
  password?: string | null
  /** docs/product.md §9 choices: 24h, 7d, 14d, 30d, first-upload (one delivery, then expired). */
  expiry: '24h' | '7d' | '14d' | '30d' | 'first-upload'
  maxBytes?: number | null
  maxFiles?: number | null
}

export interface SafeLinkView {
  id: string
  title: string
  description: string | null
  color: string | null
  audience: SafeLinkAudience
  expiry: SafeLinkInput['expiry']
  /** null for first-upload links until they are used. */
  expiresAt: string | null
  revokedAt: string | null
  state: 'active' | 'expired'
  maxBytes: number | null
  maxFiles: number | null
  /** The address to give: `${APP_URL}/upload/link/<token>` (language prefix added by the web app). */
  url: string
  deliveries: number
  createdAt: string
  creator: { id: string; name: string }
}

export interface ReceptionPageInput {
  active: boolean
  color?: string | null
  /** Member user ids who receive the deliveries (mail + inbox). */
  recipientIds: string[]
  access: PageAccessType
  /** Required when access is PASSWORD and none is set yet. */
  password?: string | null
}

export interface ReceptionPageView {
  uuid: string
  active: boolean
  color: string | null
  recipients: { id: string; name: string; email: string }[]
  access: PageAccessType
  hasPassword: boolean
  url: string
}

export interface PublicReception {
  kind: 'link' | 'page'
  /** Why a third party cannot send, if they cannot. */
  state: 'open' | 'expired' | 'revoked' | 'private' | 'inactive' | 'login-required' | 'not-member'
  /** What the sender must provide before sending. */
  requires: 'nothing' | 'password' | 'code'
  title: string | null
  description: string | null
  color: string | null
  /** The organisation's logo and its send-page background (settings, Customisation), null when unset or not paid. */
  organisation: { name: string; logoUrl: string | null; backgroundUrl: string | null }
  limits: { maxBytes: number; maxFiles: number | null }
}

export interface DeliveryStartInput {
  name: string
  email: string
  message?: string | null
  /** From unlock or code/check when `requires` is not "nothing". */
  grant?: string | null
  files: { name: string; size: number; path?: string | null; type?: string | null }[]
}

export interface DeliveryStart {
  deliveryId: string
  /** Secret of the sender: completes the delivery and reads it back. */
  senderToken: string
  /** Core upload batch: the client uploads each file through tus with this batch (as transfers do). */
  upload: {
    batchId: string
    /** The batch's upload token: the tus requests' Bearer (UploadClient's `token`), as CreatedTransfer.uploadToken. */
    token: string
    endpoint: string
    files: { name: string; blobId?: string }[]
    metadata?: Record<string, string>
  }
}

export interface DeliveryFile {
  id: string
  name: string
  path: string | null
  size: number
  sha256: string | null
  state: 'uploading' | 'analysing' | 'ready' | 'rejected'
}

export interface DeliveryReceipt {
  /** SHA-256 of manifest.json, the timestamped message imprint. */
  manifestSha256: string
  timestampedAt: string | null
  tsa: string | null
  /** 'none': the instance has no chain (it never anchors). */
  anchor: { status: 'none' | 'pending' | 'anchored'; txHash: string | null }
}

export interface DeliverySummary {
  id: string
  source: { kind: 'link' | 'page'; id: string; title: string | null }
  sender: { name: string; email: string; verified: boolean }
  message: string | null
  fileCount: number
  totalBytes: number
  state: 'uploading' | 'complete'
  receivedAt: string
}

export interface DeliveryView extends DeliverySummary {
  files: DeliveryFile[]
  receipt: DeliveryReceipt | null
  expiresAt: string | null
  /** Whether its proof of delivery can be exported (a timestamped head exists: docs/proof-of-delivery.md). */
  proofOfDelivery: boolean
}

export interface SenderDeliveryView {
  id: string
  files: DeliveryFile[]
  receipt: DeliveryReceipt | null
  organisation: { name: string }
  receivedAt: string
}

/*
 * Shapes of the capsules API (issue 12), shared by the server, the web screens and the extension.
 * Every route is under /api/v2/capsules; the extension authenticates with a personal access token
 * (Authorization: Bearer) paired from /app/integrations, the web app with its session.
 * Rights: integration.capsule for extension captures, integration.webProof for server-side proofs.
 *
 *   GET    /capsules?kind=extension|server&page=N        Page<CapsuleSummary> (the organisation's)
 *   POST   /capsules                                    CapsuleStartInput -> CapsuleStart (an upload batch for the WACZ and the screenshot; 409 E_PRICE_CHANGED when `priceCents` is not the WACZ's price)
 *   POST   /capsules/:id/complete                       {} -> CapsuleView (both blobs uploaded: 'checking', then a job checks the WACZ and requests the deposit)
 *   POST   /capsules/:id/retry                          { priceCents } -> CapsuleView (a failed web proof is captured again at the price confirmed; an extension capture: 409, capture it again)
 *   DELETE /capsules/:id                                204 (a failed capsule without deposit)
 *   GET    /capsules/:id                                CapsuleView
 *   GET    /capsules/:id/wacz                           the WACZ (attachment)
 *   GET    /capsules/:id/screenshot                     the PNG (inline)
 *   POST   /capsules/web-proofs                         { url, priceCents } -> CapsuleView (state 'capturing'; a job captures it on the server; 409 E_PRICE_CHANGED on a stale price)
 *   GET    /capsules/formats                            CapsuleFormats (public: the archive's formats, the headers redacted)
 *   GET    /capsules/extension/packages                 { packages: ExtensionPackage[] } (public)
 *   GET    /capsules/extension/packages/:name           the package (attachment; public)
 *   GET    /capsules/status?bytes=N                     CapsuleStatus { serverCapture, price } (a browser is available on the server; the deposit price of a capture of N bytes, a web proof's when absent)
 */

/** GET /capsules/formats (public): what a capture holds, and the header names every capture must redact. */
export interface CapsuleFormats {
  archive: 'WARC/1.1'
  screenshot: 'image/png'
  /** Cookie, Authorization, Proxy-Authorization, Set-Cookie and this instance's CAPTURE_REDACT_HEADERS. */
  redactedHeaders: string[]
}

/** GET /capsules/extension/packages (public): the extension's packages this instance serves. */
export interface ExtensionPackage {
  browser: 'chrome' | 'firefox'
  /** File name, e.g. sceau-chrome-0.1.0.zip; downloaded from `url` (under /api/v2). */
  name: string
  version: string
  size: number
  sha256: string
  url: string
}

export type CapsuleKind = 'extension' | 'server'

export type CapsuleState =
  /** Server-side proof waiting for / inside its capture job. */
  | 'capturing'
  /** Files being uploaded by the extension. */
  | 'uploading'
  /** Files uploaded: the WACZ is being checked (a job, streamed, within limits). */
  | 'checking'
  /** The deposit was requested and is being sealed. */
  | 'depositing'
  /** The deposit is protected (timestamped). */
  | 'protected'
  /** Capture or deposit failed: `error` says why (catalogue key). */
  | 'failed'

export interface CapsuleStartInput {
  url: string
  title: string
  /** ISO time the page was captured. */
  capturedAt: string
  /** e.g. "Chrome 131" */
  browser: string
  wacz: { name: string; size: number; sha256: string }
  screenshot: { name: string; size: number; sha256: string; width: number; height: number }
  /**
   * The deposit price the member saw and confirmed (cents, tax included): the price of the WACZ's size
   * (docs/product.md §3) for the actor's plan (GET /capsules/status?bytes=<WACZ size> quotes it), else
   * 409 E_PRICE_CHANGED and nothing is made or charged; required (422 without it).
   */
  priceCents: number
}

/** A capture's deposit price: `cents` for `years` years, for a WACZ up to `upToBytes` (null: any size). */
export interface CapturePrice {
  cents: number
  years: number
  upToBytes: number | null
}

/** GET /capsules/status: whether the server captures pages, and what a web proof's deposit costs the caller (a page up to `price.upToBytes`). */
export interface CapsuleStatus {
  serverCapture: boolean
  price: CapturePrice
}

export interface CapsuleStart {
  capsule: CapsuleView
  /** Core upload batch: the client uploads both files through tus with this batch (as transfers do). */
  upload: { batchId: string; token: string; endpoint: string; files: { name: string; blobId?: string }[] }
}

export interface CapsuleSummary {
  id: string
  kind: CapsuleKind
  url: string
  title: string
  capturedAt: string
  state: CapsuleState
  /** The deposit made of the WACZ, once requested. */
  depositId: string | null
  depositNumber: string | null
  createdAt: string
}

export interface CapsuleView extends CapsuleSummary {
  browser: string | null
  /** Stored files only (null until stored, and once a refused capsule's bytes are deleted). */
  wacz: { name: string; size: number; sha256: string } | null
  screenshot: { width: number; height: number; size: number; sha256: string } | null
  /** Files inside the WACZ (path, size), for the detail screen. */
  contents: { path: string; size: number }[]
  error: string | null
}

/** One HTTP exchange the page made, as the capturer saw it (the body is the decoded payload). */
export interface CapturedExchange {
  url: string
  method: string
  requestHeaders: [string, string][]
  status: number
  statusText: string
  responseHeaders: [string, string][]
  body: Uint8Array
  timestamp: Date
}

/** A captured page: every exchange, a full-page screenshot and who captured it. */
export interface PageCapture {
  url: string
  title: string
  capturedAt: Date
  exchanges: CapturedExchange[]
  screenshot: { png: Uint8Array; width: number; height: number }
  /** e.g. "Sceau extension 0.1.0" */
  software: string
  /** e.g. "Chrome 131" */
  browser: string
}

export interface WaczRecordSummary {
  type: string
  url: string | null
  payloadDigest: string | null
  status: number | null
}

export interface WaczContents {
  datapackage: unknown
  pages: { url: string; title: string; ts: string }[]
  records: WaczRecordSummary[]
  screenshot: Uint8Array | null
  files: { path: string; size: number }[]
}

export type { CapturedExchange, PageCapture, WaczContents, WaczRecordSummary } from './types.ts'
export { buildWacz, cdxTimestamp, INDEX_PATH, PAGES_PATH, SCREENSHOT_PATH, SCREENSHOT_URI_PREFIX, WACZ_VERSION, WARC_PATH } from './wacz.ts'
export { readWacz, WaczError, type WaczErrorCode } from './read.ts'
export { sha256Hex } from './digest.ts'

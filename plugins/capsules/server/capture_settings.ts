/*
 * What every capture of this instance redacts (both recorders): the headers always redacted by
 * @sceau/capture, plus CAPTURE_REDACT_HEADERS (comma-separated names; its default list when unset).
 * The extension reads the same list from GET /capsules/formats before it packs a capture.
 */
import { DEFAULT_EXTRA_REDACTED_HEADERS, parseHeaderList, redactionPolicy } from '@sceau/capture'

export function redactedHeaders(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env.CAPTURE_REDACT_HEADERS
  return redactionPolicy(raw === undefined ? DEFAULT_EXTRA_REDACTED_HEADERS : parseHeaderList(raw))
}

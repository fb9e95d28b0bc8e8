/*
 * Secrets never enter an archive: the headers that carry the capturer's session or credentials are
 * replaced by a marker before the records are written, so every digest covers the redacted record.
 * URLs (query strings included) are kept as captured: they are part of what the page was.
 */

/** Always redacted, whatever the configuration. */
export const ALWAYS_REDACTED_HEADERS = ['Cookie', 'Authorization', 'Proxy-Authorization', 'Set-Cookie'] as const

/** Redacted by default on top of those; a deployment may set its own list. */
export const DEFAULT_EXTRA_REDACTED_HEADERS = ['X-Api-Key', 'X-Auth-Token', 'X-CSRF-Token', 'X-XSRF-Token'] as const

/** What a redacted header's value becomes. */
export const REDACTION_MARKER = '[redacted]'

/** A header name as HTTP allows it (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** The header names to redact: the always-redacted ones plus `extra` (case-insensitive, duplicates and invalid names dropped). */
export function redactionPolicy(extra: readonly string[] = DEFAULT_EXTRA_REDACTED_HEADERS): string[] {
  const seen = new Set<string>()
  const names: string[] = []
  for (const raw of [...ALWAYS_REDACTED_HEADERS, ...extra]) {
    const name = raw.trim()
    if (!TOKEN.test(name) || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    names.push(name)
  }
  return names
}

/** Parses a comma-separated list of header names (an environment variable, a setting). */
export function parseHeaderList(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => TOKEN.test(name))
}

/** Counts what a redaction replaced, by header name as the policy spells it. */
export class RedactionLog {
  readonly counts = new Map<string, number>()
  readonly #byLower: Map<string, string>

  constructor(readonly policy: readonly string[]) {
    this.#byLower = new Map(policy.map((name) => [name.toLowerCase(), name]))
  }

  /** The headers with every value of a policy header replaced by the marker (the header itself is kept). */
  redact(headers: [string, string][]): [string, string][] {
    return headers.map(([name, value]) => {
      const listed = this.#byLower.get(name.toLowerCase())
      if (!listed) return [name, value]
      this.counts.set(listed, (this.counts.get(listed) ?? 0) + 1)
      return [name, REDACTION_MARKER]
    })
  }

  /** "Cookie (6), Set-Cookie (1)", or "none". */
  summary(): string {
    const parts = [...this.counts].map(([name, count]) => `${name} (${count})`)
    return parts.length ? parts.join(', ') : 'none'
  }
}

/*
 * What a server-side web proof may fetch (SSRF guard): http and https only, and only hosts whose
 * every address is public unicast. Private, loopback, link-local, unique-local, CGNAT, multicast,
 * unspecified and reserved addresses (IPv4-mapped IPv6 ones included) are refused unless
 * WEB_PROOF_ALLOW_PRIVATE=true (tests, private deployments). The page recorder applies the same
 * check to the page's URL, to every request Chromium makes for it, and to every redirect hop.
 */
import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'
import { webProofSettings } from './settings.js'

/** Catalogue keys of the web proofs' errors (plugins/capsules/locales, `webProof.*`). */
export type WebProofErrorKey =
  | 'capsules.webProof.invalidUrl'
  | 'capsules.webProof.unsupportedScheme'
  | 'capsules.webProof.unresolvable'
  | 'capsules.webProof.privateAddress'
  | 'capsules.webProof.timeout'
  | 'capsules.webProof.tooLarge'
  | 'capsules.webProof.unreachable'
  | 'capsules.webProof.browserUnavailable'
  | 'capsules.webProof.failed'

/** A capture refused or stopped for a reason the member can read (`key` is a catalogue key). */
export class WebProofError extends Error {
  constructor(
    readonly key: WebProofErrorKey,
    message: string
  ) {
    super(message)
    this.name = 'WebProofError'
  }
}

/** Whether an address is one a web proof may reach: public unicast only. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address) // IPv4-mapped IPv6 becomes the IPv4 address it carries
  const range = parsed.range()
  if (range === 'unicast') return true
  // NAT64 (64:ff9b::/96) carries an IPv4 address in its last 32 bits: that address decides.
  if (parsed.kind() === 'ipv6' && range === 'rfc6052') {
    const bytes = (parsed as ipaddr.IPv6).toByteArray().slice(12)
    return new ipaddr.IPv4(bytes).range() === 'unicast'
  }
  return false
}

export interface GuardOptions {
  allowPrivate?: boolean
  /** URLs let through even when private (tests only: a local "public" site that redirects to a private one). */
  exempt?: (url: URL) => boolean
  /** How names are resolved (DNS by default; tests give a name another address than Chromium will find). */
  resolve?: (hostname: string) => Promise<string[]>
}

/** Parses a URL a member entered: http or https, no credentials; throws a WebProofError otherwise. */
export function parseWebProofUrl(raw: unknown): URL {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 4096) {
    throw new WebProofError('capsules.webProof.invalidUrl', 'not a URL')
  }
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new WebProofError('capsules.webProof.invalidUrl', `not a URL: ${raw}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebProofError('capsules.webProof.unsupportedScheme', `only http and https pages are captured (${url.protocol})`)
  }
  if (url.username || url.password || !url.hostname) {
    throw new WebProofError('capsules.webProof.invalidUrl', 'a URL with credentials or without a host')
  }
  return url
}

/** The host's addresses: the literal when the host is an IP address, else every address DNS gives. */
async function addressesOf(hostname: string, resolve?: (hostname: string) => Promise<string[]>): Promise<string[]> {
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (ipaddr.isValid(bare)) return [bare]
  try {
    if (resolve) return await resolve(bare)
    const found = await lookup(bare, { all: true, verbatim: true })
    return found.map((entry) => entry.address)
  } catch {
    throw new WebProofError('capsules.webProof.unresolvable', `${bare} does not resolve`)
  }
}

/**
 * Checks a URL before anything is fetched from it: scheme, and (unless private addresses are
 * allowed) that every address of its host is public. Returns the parsed URL.
 */
export async function checkUrl(raw: string, options: GuardOptions = {}): Promise<URL> {
  const url = parseWebProofUrl(raw)
  const allowPrivate = options.allowPrivate ?? webProofSettings().allowPrivate
  if (options.exempt?.(url)) return url
  const addresses = await addressesOf(url.hostname, options.resolve)
  if (addresses.length === 0) throw new WebProofError('capsules.webProof.unresolvable', `${url.hostname} does not resolve`)
  if (!allowPrivate) {
    const refused = addresses.find((address) => !isPublicAddress(address))
    if (refused) throw new WebProofError('capsules.webProof.privateAddress', `${url.hostname} is a private or local address (${refused})`)
  }
  return url
}

/**
 * The same check for the requests of one capture, cached by host (a page asks for the same hosts
 * many times). Answers true when the request may go out.
 */
export function requestGuard(options: GuardOptions = {}) {
  const hosts = new Map<string, Promise<boolean>>()
  return async (raw: string): Promise<boolean> => {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return false
    }
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    let verdict = hosts.get(url.host)
    if (!verdict) {
      verdict = checkUrl(raw, options).then(
        () => true,
        () => false
      )
      hosts.set(url.host, verdict)
    }
    return verdict
  }
}

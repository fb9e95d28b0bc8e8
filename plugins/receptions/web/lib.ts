/* What the receptions screens share: API paths, query keys, the public addresses in the page's language, who administers. */
import { isApiError } from '@sceau/api-client'
import { withLanguagePrefix, type Locale } from '@sceau/plugin-sdk/web'

export const RECEPTIONS_KEY = ['receptions'] as const

/** An address worth sending to (the server checks it properly). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Paths under /api/v2 (plugins/receptions/shared/types.ts). */
export const paths = {
  links: '/receptions/links',
  link: (id: string) => `/receptions/links/${encodeURIComponent(id)}`,
  page: '/receptions/page',
  deliveries: '/receptions/deliveries',
  delivery: (id: string) => `/receptions/deliveries/${encodeURIComponent(id)}`,
  file: (id: string, fileId: string) => `/receptions/deliveries/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}`,
  zip: (id: string) => `/receptions/deliveries/${encodeURIComponent(id)}/zip`,
  receipt: (id: string) => `/receptions/deliveries/${encodeURIComponent(id)}/receipt`,
  proofOfDelivery: (id: string) => `/receptions/deliveries/${encodeURIComponent(id)}/proof-of-delivery`,
  protect: (id: string, fileId: string) => `/receptions/deliveries/${encodeURIComponent(id)}/files/${encodeURIComponent(fileId)}/protect`,
  public: (kind: string, ref: string) => `/receptions/public/${encodeURIComponent(kind)}/${encodeURIComponent(ref)}`,
  publicDelivery: (id: string) => `/receptions/public/deliveries/${encodeURIComponent(id)}`,
}

/**
 * In the inbox's addresses, {uploadId} names where deliveries came from: `page` for the incoming
 * page, a SafeLink's id for that link (README). The inbox itself lists every source.
 */
export const PAGE_SOURCE = 'page'

export const sourceParam = (uploadId: string | undefined) => (!uploadId ? 'all' : uploadId === PAGE_SOURCE ? 'page' : `link:${uploadId}`)

export const sourcePath = (source: { kind: 'link' | 'page'; id: string }) =>
  `/app/receptions/${source.kind === 'page' ? PAGE_SOURCE : encodeURIComponent(source.id)}`

/** The server's address (`${APP_URL}/upload/link/<token>`) with the page language's prefix (docs/product.md §2: French has none). */
export function localisedAddress(url: string, language: Locale): string {
  try {
    const parsed = new URL(url)
    parsed.pathname = withLanguagePrefix(parsed.pathname, language)
    return parsed.toString()
  } catch {
    return url
  }
}

/** docs/product.md §6: administrators hold an admin or organization permission entry. */
export function isAdministrator(permissions: Record<string, unknown> | null | undefined): boolean {
  return Boolean(permissions?.admin || permissions?.organization)
}

/** A 403: the plan or the role does not allow the screen. */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403

/** Megabytes as the formats show them (steps of 1024) to bytes, and back. */
export const MB = 1024 * 1024

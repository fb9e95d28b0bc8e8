/*
 * Downloads a person opens from a page (a link without a `download` attribute, so a refusal can come
 * back): a failure before the first byte sends the browser back to a page of the app, which says it in
 * the product's words (docs/product.md §8), instead of the browser's failed-download or a JSON page.
 * API callers (fetch, the CLI, the extension) keep the JSON error.
 */
import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_LOCALE, FAILED_DOWNLOAD_CODE_QUERY, FAILED_DOWNLOAD_QUERY } from '../shared/index.js'
import { isApiError } from './api_error.js'
import type { ResponseDoc } from './plugin.js'
import { requestLocale } from './request_locale.js'

/**
 * True when a browser opened the address as a page (a person clicked a download link), not when a
 * script or a client calls the API. Sec-Fetch-Mode first, Accept for browsers without Sec-Fetch headers.
 */
export function isNavigation(ctx: HttpContext): boolean {
  const mode = ctx.request.header('sec-fetch-mode')
  if (mode) return mode === 'navigate'
  return /\btext\/html\b/.test(ctx.request.header('accept') ?? '')
}

/**
 * The page the link was clicked on, when it is a page of this instance: on APP_URL, or on the host name
 * the request itself came to (the same site); never an API address, never another site.
 */
function refererPage(ctx: HttpContext, appUrl: string): URL | null {
  const referer = ctx.request.header('referer')
  if (!referer) return null
  try {
    const page = new URL(referer)
    const sameSite = page.origin === new URL(appUrl).origin || (/^https?:$/.test(page.protocol) && page.host === ctx.request.header('host'))
    if (!sameSite || page.pathname.startsWith('/api/')) return null
    page.hash = ''
    return page
  } catch {
    return null
  }
}

export interface FailedDownloadTarget {
  /** APP_URL (PlatformInfo.appUrl). */
  appUrl: string
  /**
   * The page that offers the download and says its failure, without the language prefix
   * ("/app/consignments/42"); null when the server cannot name it (the page the link was clicked on is used).
   */
  page: string | null
  /** What was asked ("file", "zip", "certificate"…): the page words the failure from it. */
  asked: string
}

/**
 * A download a browser navigated to and that failed before its first byte: back to `target.page` in the
 * request's language (French unprefixed), else to the same-origin page the link was on, with
 * ?failed=<asked>&code=<error code>. Other callers, errors that are not the API's, and a failure with no
 * page to go back to are rethrown for the exception handler.
 */
export function redirectFailedDownload(ctx: HttpContext, target: FailedDownloadTarget, error: unknown): void {
  if (!isApiError(error) || !isNavigation(ctx)) throw error
  let url: URL | null
  if (target.page !== null) {
    const locale = requestLocale(ctx)
    url = new URL(`${target.appUrl}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${target.page}`)
  } else url = refererPage(ctx, target.appUrl)
  if (!url) throw error
  url.searchParams.set(FAILED_DOWNLOAD_QUERY, target.asked)
  url.searchParams.set(FAILED_DOWNLOAD_CODE_QUERY, error.code)
  ctx.response.redirect(url.toString())
}

/** Runs a download; its failure goes through redirectFailedDownload (a browser back to the page, others the JSON error). */
export async function downloadOrBack(ctx: HttpContext, target: FailedDownloadTarget, send: () => Promise<unknown>): Promise<unknown> {
  try {
    return await send()
  } catch (error) {
    redirectFailedDownload(ctx, target, error)
  }
}

/** The OpenAPI answer of a download whose failure a browser opened goes back to a page (routes' `responses[302]`). */
export function failedDownloadRedirect(location: string): ResponseDoc {
  return {
    description: 'A browser that opened the address as a page (Sec-Fetch-Mode: navigate) and met an error goes back to the page, which says it',
    empty: true,
    headers: { Location: { description: `${location}?failed={what was asked}&code={error code}`, schema: { type: 'string' } } },
  }
}

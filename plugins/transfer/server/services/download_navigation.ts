import type { HttpContext } from '@adonisjs/core/http'
import { isApiError, requestLocale } from '@sceau/plugin-sdk/server'
import { DEFAULT_LOCALE } from '@sceau/plugin-sdk/shared'

/** What the recipient asked for when a download failed: one file or an archive (the page words it). */
export type FailedDownload = 'file' | 'zip'

/** The query parameters of the recipient's page that say a download failed, read by the web page (DownloadPage). */
export const FAILED_QUERY = 'failed'
export const FAILED_CODE_QUERY = 'code'

/**
 * True when a browser opened the address as a page (the recipient clicked a download link), not when
 * a script or a client calls the API: those keep the JSON error. Sec-Fetch-Mode first, Accept for older browsers.
 */
export function isNavigation(ctx: HttpContext): boolean {
  const mode = ctx.request.header('sec-fetch-mode')
  if (mode) return mode === 'navigate'
  return /\btext\/html\b/.test(ctx.request.header('accept') ?? '')
}

/**
 * A download a browser navigated to and that failed before its first byte: back to the recipient's page
 * in the request's language, which says in the product's words what went wrong (never the raw JSON page).
 * Other callers, and errors that are not the API's, go on to the exception handler.
 */
export function redirectFailedDownload(ctx: HttpContext, appUrl: string, token: string, asked: FailedDownload, error: unknown) {
  if (!isApiError(error) || !isNavigation(ctx)) throw error
  const locale = requestLocale(ctx)
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`
  const query = new URLSearchParams({ [FAILED_QUERY]: asked, [FAILED_CODE_QUERY]: error.code })
  ctx.response.redirect(`${appUrl}${prefix}/download/${encodeURIComponent(token)}?${query}`)
}

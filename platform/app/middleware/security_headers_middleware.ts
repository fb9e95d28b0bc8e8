import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** The app loads only its own scripts; inline styles are allowed for React style attributes. */
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

/**
 * Security headers on every response. Pages may not be framed, except the embed routes that
 * third-party sites show in an iframe (docs/product.md §2 /embed/...).
 */
export default class SecurityHeadersMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    const embeddable = /^\/(?:(?:en|es|it|pt)\/)?embed\//.test(request.url())
    response.header('x-content-type-options', 'nosniff')
    response.header('referrer-policy', 'strict-origin-when-cross-origin')
    response.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    response.header('cross-origin-opener-policy', 'same-origin')
    response.header('content-security-policy', `${APP_CSP}; frame-ancestors ${embeddable ? '*' : "'none'"}`)
    if (!embeddable) response.header('x-frame-options', 'DENY')
    return next()
  }
}

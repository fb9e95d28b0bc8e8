import type { HttpContext } from '@adonisjs/core/http'
import { SIGNATURE_HEADERS } from '@sceau/api-client/signing'

/**
 * Whether a request brings its own credentials (a bearer access token, an API key signature)
 * rather than relying on the ambient session cookie: such requests need no session and cannot be
 * forged cross-site, so they skip sessions and CSRF tokens.
 */
export function carriesOwnCredentials(request: HttpContext['request']) {
  return request.header('authorization') !== undefined || request.header(SIGNATURE_HEADERS.signature) !== undefined
}

/**
 * A login that asks for an access token (extension, CLI): it answers with the token and opens no
 * session, so a forged cross-site login gains nothing and needs no CSRF token.
 */
export function isTokenLogin(ctx: Pick<HttpContext, 'request'>) {
  const { request } = ctx
  return request.method() === 'POST' && request.url() === '/api/v2/users/sessions' && request.input('token') === true
}

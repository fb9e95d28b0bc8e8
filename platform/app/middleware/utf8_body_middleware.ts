import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '@sceau/plugin-sdk/server'

/**
 * The body parser decodes JSON and form bodies leniently: bytes that are not UTF-8 become U+FFFD
 * and would be stored as such. A parsed body holding U+FFFD is refused instead (a client that
 * means the character itself can send it escaped, `\ufffd`, which stays legible in the raw text).
 */
export default class Utf8BodyMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    if (request.raw()?.includes('\uFFFD')) throw new ApiError(422, 'E_INVALID_ENCODING', 'errors.invalidEncoding')
    return next()
  }
}

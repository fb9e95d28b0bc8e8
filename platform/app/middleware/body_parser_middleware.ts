import app from '@adonisjs/core/services/app'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { UPLOAD_PROTOCOL } from '@sceau/shared'

/**
 * AdonisJS's body parser on every route but the tus ones: a chunk is the file's own bytes, read raw
 * by the upload endpoint whatever type it declares (a wrong type is its 415, not a parse error).
 */
export default class BodyParserExceptUploadsMiddleware {
  /** Made once per process: it only holds its prepared config, and making it on every request cost the container's resolution and the parsers' options again. */
  static #parser: Promise<BodyParserMiddleware> | undefined

  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.route?.pattern.startsWith(UPLOAD_PROTOCOL.endpoint)) return next()
    const parser = await (BodyParserExceptUploadsMiddleware.#parser ??= app.container.make(BodyParserMiddleware))
    return parser.handle(ctx, next)
  }
}

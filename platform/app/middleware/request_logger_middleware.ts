import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** One log line per request with its id (AdonisJS sends it back as x-request-id), status and duration. */
export default class RequestLoggerMiddleware {
  async handle({ request, response, logger }: HttpContext, next: NextFn) {
    // Health probes every few seconds would drown the rest: debug for them.
    const level = request.url() === '/api/v2/health' ? 'debug' : 'info'
    // Below the logger's level nothing is measured nor kept per request.
    if (!logger.isLevelEnabled(level)) return next()
    const started = performance.now()
    response.response.once('finish', () => {
      const line = {
        requestId: request.id(),
        method: request.method(),
        url: request.url(),
        status: response.response.statusCode,
        ms: Math.round(performance.now() - started),
      }
      logger[level](line, 'request')
    })
    return next()
  }
}

import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError, LoggerService, RateLimitService } from '@sceau/plugin-sdk/server'
import { clientErrorValidator } from '#validators/client_error_validator'

/** POST /api/v2/client-errors: the web app reports its crashes, so the error page's "we have been notified" is true. */
@inject()
export default class ClientErrorsController {
  constructor(
    private logger: LoggerService,
    private rateLimits: RateLimitService
  ) {}

  async store({ request, response }: HttpContext) {
    const limit = await this.rateLimits.attempt(`client-errors:${request.ip()}`, { requests: 20, windowSeconds: 60 })
    if (!limit.allowed) throw ApiError.tooManyRequests(limit.retryAfterSeconds)
    const report = await request.validateUsing(clientErrorValidator)
    this.logger.error('web app error', {
      ...report,
      requestId: request.id(),
      userAgent: request.header('user-agent'),
      ip: request.ip(),
    })
    return response.status(202).send({ received: true })
  }
}

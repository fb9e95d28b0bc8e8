import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** While the process drains after SIGTERM, answers close their connection so clients reconnect elsewhere. */
export default class ShutdownMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    await next()
    if (app.isTerminating) response.header('connection', 'close')
  }
}

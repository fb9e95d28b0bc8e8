import app from '@adonisjs/core/services/app'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { isApiError, validationFields } from '@sceau/plugin-sdk/server'
import { renderErrorPage } from '#exceptions/error_page'
import { OUTAGE_RETRY_AFTER_SECONDS, outageAnswer } from '#exceptions/engine_outage'
import { requestI18n } from '#middleware/detect_user_locale_middleware'

interface Envelope {
  status: number
  code: string
  messageKey: string
  data?: Record<string, unknown>
  fields?: Record<string, string>
  /** Field messages already translated (VineJS translates through the i18n messages provider). */
  translatedFields?: Record<string, string>
  headers?: Record<string, string>
}

/** Framework errors by code, mapped to the API's codes and catalogue keys. */
const KNOWN: Record<string, Omit<Envelope, 'data' | 'fields'>> = {
  E_ROUTE_NOT_FOUND: { status: 404, code: 'E_NOT_FOUND', messageKey: 'errors.notFound' },
  E_ROW_NOT_FOUND: { status: 404, code: 'E_NOT_FOUND', messageKey: 'errors.notFound' },
  E_UNAUTHORIZED_ACCESS: { status: 401, code: 'E_UNAUTHENTICATED', messageKey: 'errors.unauthenticated' },
  E_INVALID_CREDENTIALS: { status: 400, code: 'E_INVALID_CREDENTIALS', messageKey: 'errors.invalidCredentials' },
  E_BAD_CSRF_TOKEN: { status: 403, code: 'E_BAD_CSRF_TOKEN', messageKey: 'errors.csrf' },
  E_AUTHORIZATION_FAILURE: { status: 403, code: 'E_FORBIDDEN', messageKey: 'errors.forbidden' },
  E_CANNOT_LOOKUP_ROUTE: { status: 404, code: 'E_NOT_FOUND', messageKey: 'errors.notFound' },
}

/**
 * API requests get the uniform envelope `{ error: { code, message, fields? } }` in the request's
 * language; other requests get the error page. Internal errors are logged with the request id,
 * which the answer carries so support can find the log line.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  /** Client errors are answered, not reported: the request log line already records them. */
  protected ignoreStatuses = [400, 401, 403, 404, 405, 409, 410, 413, 422, 429]

  async handle(error: unknown, ctx: HttpContext) {
    const envelope = this.#envelope(error)
    const requestId = ctx.request.id()
    // Requests no route matched never ran the locale middleware.
    ctx.i18n ??= requestI18n(ctx)
    const t = (key: string, data?: Record<string, unknown>) => ctx.i18n.t(key, data)
    for (const [name, value] of Object.entries(envelope.headers ?? {})) ctx.response.header(name, value)

    if (!ctx.request.url().startsWith('/api/')) {
      // An outage's page says what is unavailable, as the API's message does.
      const outage = envelope.status === 503 || envelope.status === 507 ? t(envelope.messageKey, envelope.data) : undefined
      const page = renderErrorPage(envelope.status, t, ctx.i18n.locale, requestId, outage)
      return ctx.response.status(envelope.status).header('content-type', 'text/html; charset=utf-8').send(page)
    }

    const fields =
      envelope.translatedFields ??
      (envelope.fields && Object.fromEntries(Object.entries(envelope.fields).map(([field, key]) => [field, t(key, envelope.data)])))
    ctx.response.header('cache-control', 'no-store')
    return ctx.response.status(envelope.status).send({
      error: {
        code: envelope.code,
        message: t(envelope.messageKey, envelope.data),
        ...(fields ? { fields } : {}),
        ...(envelope.status >= 500 ? { requestId } : {}),
      },
    })
  }

  async report(error: unknown, ctx: HttpContext) {
    // An engine outage is one warning line per request, not a stack trace: the health route names the engine.
    const outage = outageAnswer(error)
    if (outage) {
      ctx.logger.warn({ code: outage.code, reason: outage.messageKey, error: (error as Error)?.message }, 'engine unavailable')
      return
    }
    return super.report(error, ctx)
  }

  #envelope(error: unknown): Envelope {
    if (!isApiError(error)) error = outageAnswer(error) ?? error
    if (isApiError(error)) {
      // Limits say when to retry; so does every 503 (an engine or a service is back within seconds).
      const seconds = typeof error.data.seconds === 'number' ? error.data.seconds : null
      const retryAfter = error.status === 429 ? seconds : error.status === 503 ? (seconds ?? OUTAGE_RETRY_AFTER_SECONDS) : null
      return {
        status: error.status,
        code: error.code,
        messageKey: error.messageKey,
        data: error.data,
        fields: error.fields,
        headers: retryAfter ? { 'retry-after': String(retryAfter) } : undefined,
      }
    }
    const e = (error ?? {}) as {
      code?: string
      status?: number
      messages?: { field: string; message: string }[]
      response?: { availableIn?: number }
    }
    if (e.code === 'E_VALIDATION_ERROR' && Array.isArray(e.messages)) {
      return { status: 422, code: 'E_VALIDATION', messageKey: 'errors.validation', translatedFields: validationFields({ messages: e.messages }) }
    }
    if (e.code === 'E_TOO_MANY_REQUESTS') {
      const seconds = Math.max(1, Math.ceil(e.response?.availableIn ?? 60))
      return {
        status: 429,
        code: 'E_TOO_MANY_REQUESTS',
        messageKey: 'errors.tooManyRequests',
        data: { seconds },
        headers: { 'retry-after': String(seconds) },
      }
    }
    if (e.code && KNOWN[e.code]) return { ...KNOWN[e.code] }
    const status = typeof e.status === 'number' && e.status >= 400 && e.status < 500 ? e.status : 500
    if (status === 404) return { status, code: 'E_NOT_FOUND', messageKey: 'errors.notFound' }
    if (status === 413) return { status, code: 'E_TOO_LARGE', messageKey: 'errors.tooLarge' }
    if (status < 500) return { status, code: 'E_BAD_REQUEST', messageKey: 'errors.badRequest' }
    return { status: 500, code: 'E_INTERNAL', messageKey: 'errors.internal' }
  }
}

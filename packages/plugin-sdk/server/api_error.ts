/*
 * The error a controller throws to answer with the API's error envelope
 * `{ error: { code, message, fields? } }`. Messages are catalogue keys: the host translates them
 * into the request's language (plugins prefix their keys with their id, e.g. "transfer.errors.expired").
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Catalogue key of the message. */
    readonly messageKey: string,
    /** ICU placeholders of the message. */
    readonly data: Record<string, unknown> = {},
    /** Field name -> catalogue key, for form errors. */
    readonly fields?: Record<string, string>
  ) {
    super(messageKey)
    this.name = 'ApiError'
  }

  static notFound(messageKey = 'errors.notFound', data?: Record<string, unknown>) {
    return new ApiError(404, 'E_NOT_FOUND', messageKey, data)
  }

  static forbidden(messageKey = 'errors.forbidden', data?: Record<string, unknown>) {
    return new ApiError(403, 'E_FORBIDDEN', messageKey, data)
  }

  static badRequest(code: string, messageKey: string, data?: Record<string, unknown>) {
    return new ApiError(400, code, messageKey, data)
  }

  static invalid(fields: Record<string, string>, messageKey = 'errors.validation') {
    return new ApiError(422, 'E_VALIDATION', messageKey, {}, fields)
  }

  static conflict(code: string, messageKey: string, data?: Record<string, unknown>) {
    return new ApiError(409, code, messageKey, data)
  }

  static tooManyRequests(retryAfterSeconds: number, messageKey = 'errors.tooManyRequests') {
    return new ApiError(429, 'E_TOO_MANY_REQUESTS', messageKey, { seconds: retryAfterSeconds })
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (!!error && (error as { name?: string }).name === 'ApiError')
}

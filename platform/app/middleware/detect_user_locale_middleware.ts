import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { LOCALE_COOKIE } from '@sceau/shared'

/** The request's language: the sceau_locale cookie, then Accept-Language, then French. */
export function requestI18n(ctx: HttpContext): I18n {
  const cookie = ctx.request.plainCookie(LOCALE_COOKIE.name, { encoded: false })
  const candidates = [cookie, ...ctx.request.languages()].filter((v): v is string => typeof v === 'string')
  return i18nManager.locale(i18nManager.getSupportedLocaleFor(candidates) || i18nManager.defaultLocale)
}

/**
 * Picks the request's language: the language cookie set by the web app (docs/product.md §2, 365 days),
 * then Accept-Language, then French.
 */
export default class DetectUserLocaleMiddleware {
  static {
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider()
  }

  async handle(ctx: HttpContext, next: NextFn) {
    ctx.i18n = requestI18n(ctx)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}

import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_LOCALE, LOCALES } from '@sceau/plugin-sdk/server'

/** The request's language as the platform's i18n middleware detected it (mails follow the sender's). */
export function requestLocale(ctx: HttpContext): string {
  const locale = (ctx as HttpContext & { i18n?: { locale?: string } }).i18n?.locale
  return locale && (LOCALES as readonly string[]).includes(locale) ? locale : DEFAULT_LOCALE
}

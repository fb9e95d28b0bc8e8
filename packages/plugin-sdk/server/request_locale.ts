import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_LOCALE, LOCALES } from '../shared/index.js'

/** The request's language as the platform's i18n middleware detected it (what a plugin mails or stores follows it). */
export function requestLocale(ctx: HttpContext): string {
  const locale = (ctx as HttpContext & { i18n?: { locale?: string } }).i18n?.locale
  return locale && (LOCALES as readonly string[]).includes(locale) ? locale : DEFAULT_LOCALE
}

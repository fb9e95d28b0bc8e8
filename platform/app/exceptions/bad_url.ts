import type { IncomingMessage, ServerResponse } from 'node:http'
import i18nManager from '@adonisjs/i18n/services/main'
import { LOCALE_COOKIE } from '@sceau/shared'
import { renderErrorPage } from '#exceptions/error_page'

/** The request's languages as the locale middleware ranks them: cookie, then Accept-Language. */
function candidates(req: IncomingMessage) {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE.name}=([^;]*)`).exec(req.headers.cookie ?? '')?.[1]
  const accepted = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim())
    .filter(Boolean)
  return cookie ? [cookie, ...accepted] : accepted
}

/**
 * A URL that does not decode (`%ff`) fails before any middleware or the exception handler runs:
 * answer 400 as the handler would, the JSON envelope under /api/ and the error page elsewhere.
 */
export function answerBadUrl(req: IncomingMessage, res: ServerResponse) {
  const i18n = i18nManager.locale(i18nManager.getSupportedLocaleFor(candidates(req)) || i18nManager.defaultLocale)
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(key, data)
  const api = (req.url ?? '').startsWith('/api/')
  const body = api ? JSON.stringify({ error: { code: 'E_BAD_REQUEST', message: t('errors.badRequest') } }) : renderErrorPage(400, t, i18n.locale, undefined)
  res.writeHead(400, {
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(body)
}

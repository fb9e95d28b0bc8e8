import type { IncomingMessage, ServerResponse } from 'node:http'
import env from '#start/env'
import { defineConfig } from '@adonisjs/core/http'
import { TrustedProxies } from '#services/http/trusted_proxies'
import { serializeJsonBody } from '#services/http/json_body'

export const appKey = env.get('APP_KEY')

export const appUrl = env.get('APP_URL') ?? `http://localhost:${env.get('PORT') ?? 3333}`

/** Peers whose X-Forwarded-* headers are believed: none unless TRUSTED_PROXIES names them. */
export const trustedProxies = new TrustedProxies(env.get('TRUSTED_PROXIES'))

/** Cookies go over HTTPS only whenever the public address is https, whatever NODE_ENV says. */
export const secureCookies = appUrl.startsWith('https:')

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: true,
  serializeJSON: serializeJsonBody,
  trustProxy: (address: string) => trustedProxies.trusts(address),
  // Loaded on first use: the i18n service it needs is not booted while the config loads.
  onBadUrl: (req: IncomingMessage, res: ServerResponse) => void import('#exceptions/bad_url').then(({ answerBadUrl }) => answerBadUrl(req, res)),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: secureCookies,
    sameSite: 'lax',
  },
})

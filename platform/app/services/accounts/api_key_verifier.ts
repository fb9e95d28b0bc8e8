import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import encryption from '@adonisjs/core/services/encryption'
import { ApiError } from '@sceau/plugin-sdk/server'
import { SIGNATURE_HEADERS, SIGNATURE_WINDOW_SECONDS, requestSignature, signaturesEqual } from '@sceau/api-client/signing'
import ApiKey from '#models/api_key'
import { SignatureReplayGuard } from '#services/accounts/signature_replay_guard'

const invalid = () => new ApiError(401, 'E_INVALID_SIGNATURE', 'errors.invalidSignature')

/** Whether a request claims to be signed with an API key (any of the three headers). */
export function isSignedRequest(ctx: HttpContext) {
  return Object.values(SIGNATURE_HEADERS).some((name) => ctx.request.header(name) !== undefined)
}

/**
 * Checks a request signed with an organisation API key (docs/architecture.md §5), with the very function
 * the clients sign with (@sceau/api-client): the key exists, the datetime is within 5 minutes of
 * now, the HMAC over METHOD, path with query, datetime and body SHA-256 matches, and the
 * signature was never seen before. Every refusal is a 401 that says no more than needed.
 */
export class ApiKeyVerifier {
  static async verify(ctx: HttpContext): Promise<ApiKey> {
    const publicKey = ctx.request.header(SIGNATURE_HEADERS.key)
    const datetime = ctx.request.header(SIGNATURE_HEADERS.datetime)
    const signature = ctx.request.header(SIGNATURE_HEADERS.signature)?.toLowerCase()
    if (!publicKey || !datetime || !signature || !/^[0-9a-f]{64}$/.test(signature)) throw invalid()

    const at = Date.parse(datetime)
    if (Number.isNaN(at) || Math.abs(Date.now() - at) > SIGNATURE_WINDOW_SECONDS * 1000) {
      throw new ApiError(401, 'E_SIGNATURE_EXPIRED', 'errors.signatureExpired', { minutes: SIGNATURE_WINDOW_SECONDS / 60 })
    }

    const key = await ApiKey.findBy('public_key', publicKey)
    const secret = key && encryption.decrypt<string>(key.secretEncrypted)
    if (!key || !secret) throw invalid()

    const raw = ctx.request.raw()
    const hasBody = Number(ctx.request.header('content-length') ?? 0) > 0 || ctx.request.header('transfer-encoding') !== undefined
    // A body the parser did not keep verbatim (multipart) cannot be checked: refuse rather than sign less.
    if (hasBody && raw === null) throw invalid()
    const expected = await requestSignature(secret, {
      method: ctx.request.method(),
      path: ctx.request.request.url ?? ctx.request.url(true),
      body: raw ?? '',
      datetime,
    })
    if (!signaturesEqual(expected, signature)) throw invalid()

    // Remembered for the whole window on either side of the datetime it carries.
    if (!(await SignatureReplayGuard.firstUse(signature, 2 * SIGNATURE_WINDOW_SECONDS))) {
      throw new ApiError(401, 'E_SIGNATURE_REPLAYED', 'errors.signatureReplayed')
    }
    if (!key.lastUsedAt || key.lastUsedAt < DateTime.now().minus({ minutes: 1 })) {
      key.lastUsedAt = DateTime.now()
      await key.save()
    }
    return key
  }
}

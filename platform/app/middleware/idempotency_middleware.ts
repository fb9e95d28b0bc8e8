import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import { IDEMPOTENCY_HEADERS } from '@sceau/shared'
import { serializeJsonBody } from '#services/http/json_body'
import { IDEMPOTENCY_LEASE_MS, IdempotencyKeys, type StoredAnswer } from '#services/http/idempotency_keys'

/** 1 to 255 visible ASCII characters (a UUID is the usual choice). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/** The answer headers a retry gets back with the body. */
const KEPT_HEADERS = ['location', 'content-type']

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Who sent the key, so one caller never meets another's answers: the user or API key, else the
 * bearer credential (an upload token), the browser's session, or the address.
 */
export function callerScope(ctx: HttpContext) {
  const actor = ctx.actor
  if (actor?.kind === 'apiKey') return `key:${actor.apiKeyId}`
  if (actor?.kind === 'user') return `user:${actor.userId}`
  const authorization = ctx.request.header('authorization')
  if (authorization) return `bearer:${sha256(authorization).slice(0, 40)}`
  if (ctx.session) return `session:${sha256(ctx.session.sessionId).slice(0, 40)}`
  return `ip:${ctx.request.ip()}`
}

/** The request a key stands for: method, path with query, and the body as sent (multipart: fields and files' names and sizes). */
export function requestFingerprint(ctx: HttpContext) {
  const { request } = ctx
  let body = request.raw()
  if (body === null) {
    const files = Object.entries(request.allFiles()).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value]).map((file) => [field, file.clientName, file.size])
    )
    body = JSON.stringify([request.all(), files])
  }
  return sha256(`${request.method()}\n${request.url(true)}\n${body}`)
}

/** The answer as a retry will get it, or null when it cannot be kept (a stream, a file). */
function storableAnswer(ctx: HttpContext): StoredAnswer | null {
  const { response } = ctx
  if (response.hasStream || response.hasFileToStream) return null
  const body: unknown = response.getBody()
  const headers: Record<string, string> = {}
  for (const name of KEPT_HEADERS) {
    const value = response.getHeader(name)
    if (value !== undefined) headers[name] = String(value)
  }
  const status = response.getStatus()
  if (body === undefined || body === null || body === '') return { status, headers, body: '', json: false }
  if (typeof body === 'string') return { status, headers, body, json: false }
  if (Buffer.isBuffer(body)) return null
  return { status, headers, body: serializeJsonBody(body), json: true }
}

/**
 * The `Idempotency-Key` header on routes that create something or move money (route option
 * `idempotent`, docs/api-reference.md): the first request with a key runs; a retry with the same
 * key and the same request gets the first answer again (`Idempotent-Replayed: true`) without a
 * second effect; the same key with another request is refused (422), and while the first still
 * runs a retry is told to wait (409, Retry-After). Only successful answers are kept, for 24 hours:
 * a refusal or a failure changed nothing, so the same key may be tried again.
 */
export default class IdempotencyMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const key = ctx.request.header(IDEMPOTENCY_HEADERS.key)
    if (key === undefined) return next()
    if (!KEY_PATTERN.test(key)) throw new ApiError(400, 'E_IDEMPOTENCY_KEY', 'errors.idempotencyKey')

    const keys = await ctx.containerResolver.make(IdempotencyKeys)
    const scope = callerScope(ctx)
    const claim = await keys.claim(scope, key, {
      fingerprint: requestFingerprint(ctx),
      method: ctx.request.method(),
      path: ctx.request.url(),
    })
    if (claim.kind === 'mismatch') throw new ApiError(422, 'E_IDEMPOTENCY_KEY_REUSED', 'errors.idempotencyKeyReused')
    if (claim.kind === 'inFlight') {
      ctx.response.header('retry-after', '1')
      throw new ApiError(409, 'E_IDEMPOTENCY_IN_FLIGHT', 'errors.idempotencyInFlight')
    }
    if (claim.kind === 'replay') return replay(ctx, claim.answer)

    const { holder } = claim
    const renewal = setInterval(() => void keys.renew(scope, key, holder).catch(() => {}), IDEMPOTENCY_LEASE_MS / 3)
    try {
      await next()
    } catch (error) {
      await keys.release(scope, key, holder)
      throw error
    } finally {
      clearInterval(renewal)
    }
    const answer = ctx.response.getStatus() < 300 ? storableAnswer(ctx) : null
    if (answer) await keys.answer(scope, key, holder, answer)
    else await keys.release(scope, key, holder)
  }
}

function replay(ctx: HttpContext, answer: StoredAnswer) {
  for (const [name, value] of Object.entries(answer.headers)) ctx.response.header(name, value)
  ctx.response.header(IDEMPOTENCY_HEADERS.replayed, 'true')
  ctx.response.status(answer.status)
  if (answer.json) ctx.response.send(JSON.parse(answer.body))
  else ctx.response.send(answer.body)
}

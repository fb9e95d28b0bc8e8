import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import encryption from '@adonisjs/core/services/encryption'
import { ApiError } from '@sceau/plugin-sdk/server'
import { API_KEY_SCOPES, INTEGRATION_FLAGS, type IntegrationPermissions } from '@sceau/shared'
import ApiKey from '#models/api_key'
import { apiKeyValidator } from '#validators/organisation_validators'
import { randomBase62 } from '#uploads/upload_tokens'
import { organisationAccess, requireAdmin, requireIntegrations } from '#policies/organisation_policy'
import { isoOf } from '#models/date_time_column'

function presentApiKey(key: ApiKey, secret?: string) {
  return {
    id: String(key.id),
    name: key.name,
    publicKey: key.publicKey,
    permissions: key.permissions,
    scopes: key.scopes,
    createdAt: isoOf(key.createdAt),
    lastUsedAt: key.lastUsedAt?.toISO() ?? null,
    ...(secret ? { secret } : {}),
  }
}

/**
 * Organisation API keys for server integrations (settings, Integrations tab). A key signs its
 * requests (HMAC, see @sceau/api-client signing) and carries integration flags of docs/product.md §3 within
 * what the plan grants. The secret is shown once, at creation.
 */
export default class ApiKeysController {
  /** GET /organizations/:id/api-keys: administrators; "allowed" false when the plan has no integration. */
  async index(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    const keys = await ApiKey.query().where('organisation_id', access.organisation.id).orderBy('id', 'desc')
    return {
      allowed: access.access.integration.any,
      availablePermissions: access.permissions.integration,
      availableScopes: API_KEY_SCOPES,
      keys: keys.map((k) => presentApiKey(k)),
    }
  }

  /** POST /organizations/:id/api-keys {name, permissions: {capsule?, webProof?, gitCloning?, api?}, scopes: [deposit|transfer|read]}. */
  async store(ctx: HttpContext) {
    const access = requireIntegrations(await organisationAccess(ctx))
    const data = await ctx.request.validateUsing(apiKeyValidator)
    const requested = data.permissions as Partial<IntegrationPermissions>
    const beyondPlan = INTEGRATION_FLAGS.filter((flag) => requested[flag] && !access.permissions.integration[flag])
    if (beyondPlan.length) throw ApiError.invalid({ permissions: 'errors.notAllowedBySubscription' })
    const permissions = Object.fromEntries(INTEGRATION_FLAGS.map((flag) => [flag, requested[flag] === true])) as unknown as IntegrationPermissions
    const secret = `scs_${randomBytes(32).toString('base64url')}`
    const key = await ApiKey.create({
      organisationId: access.organisation.id,
      name: data.name,
      publicKey: `sck_${randomBase62(24)}`,
      secretEncrypted: encryption.encrypt(secret),
      permissions,
      scopes: API_KEY_SCOPES.filter((scope) => data.scopes.includes(scope)),
      createdById: access.user.id,
    })
    return ctx.response.created(presentApiKey(key, secret))
  }

  /** DELETE /organizations/:id/api-keys/:keyId: its signatures stop working at once. */
  async destroy(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    const id = Number(ctx.params.keyId)
    const key = Number.isSafeInteger(id) ? await ApiKey.query().where('id', id).where('organisation_id', access.organisation.id).first() : null
    if (!key) throw ApiError.notFound()
    await key.delete()
    return ctx.response.noContent()
  }
}

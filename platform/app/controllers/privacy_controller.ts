import type { HttpContext } from '@adonisjs/core/http'
import { DELIVERY_RETENTION_DAYS } from '@sceau/shared'
import type Organisation from '#models/organisation'
import { privacyValidator } from '#validators/organisation_validators'
import { organisationAccess, requireAdmin } from '#policies/organisation_policy'

function presentPrivacy(organisation: Organisation): { deliveryRetentionDays: number; defaultDays: number; minDays: number; maxDays: number } {
  return {
    deliveryRetentionDays: Number(organisation.deliveryRetentionDays ?? DELIVERY_RETENTION_DAYS.default),
    defaultDays: DELIVERY_RETENTION_DAYS.default,
    minDays: DELIVERY_RETENTION_DAYS.min,
    maxDays: DELIVERY_RETENTION_DAYS.max,
  }
}

/**
 * The organisation's retention period for proof-of-delivery records (docs/proof-of-delivery.md
 * "Privacy"): how long recipients' network information stays in the logs, and a deleted transfer's
 * proof. Administrators only, whatever the plan: it is a privacy choice, not a feature.
 */
export default class PrivacyController {
  /** GET /organizations/:id/privacy. */
  async show(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    return presentPrivacy(access.organisation)
  }

  /** PATCH /organizations/:id/privacy {deliveryRetentionDays}. */
  async update(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    const { deliveryRetentionDays } = await ctx.request.validateUsing(privacyValidator)
    access.organisation.deliveryRetentionDays = deliveryRetentionDays
    await access.organisation.save()
    return presentPrivacy(access.organisation)
  }
}

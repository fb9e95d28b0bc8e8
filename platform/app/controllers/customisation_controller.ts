import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import { ApiError } from '@sceau/plugin-sdk/server'
import { IMAGE_MAX_BYTES } from '@sceau/shared'
import { customisationValidator } from '#validators/organisation_validators'
import { MediaStore } from '#services/storage/media_store'
import { presentCustomisation } from '#services/accounts/account_presenter'
import { organisationAccess, requireAdmin, requireCustomisation } from '#policies/organisation_policy'

/** The branding images, by their name in the URL. */
const IMAGES = {
  logo: 'logoKey',
  'download-background': 'downloadBackgroundKey',
  'send-background': 'sendBackgroundKey',
} as const

function imageColumn(kind: unknown) {
  const column = IMAGES[String(kind) as keyof typeof IMAGES]
  if (!column) throw ApiError.notFound()
  return column
}

/**
 * Customisation (settings, Customisation tab): logo, download- and send-page backgrounds, main
 * colour. Administrators read it ("allowed" false shows the "not allowed by subscription"
 * notice); changing it needs the organisation settings permission of the plan.
 */
@inject()
export default class CustomisationController {
  constructor(private media: MediaStore) {}

  /** GET /organizations/:id/customisation. */
  async show(ctx: HttpContext) {
    const access = requireAdmin(await organisationAccess(ctx))
    return { allowed: access.access.canCustomise, ...presentCustomisation(access.organisation) }
  }

  /** PATCH /organizations/:id/customisation {mainColor: "#rrggbb" | null}. */
  async update(ctx: HttpContext) {
    const access = requireCustomisation(await organisationAccess(ctx))
    const { mainColor } = await ctx.request.validateUsing(customisationValidator)
    access.organisation.mainColor = mainColor ? mainColor.toLowerCase() : null
    await access.organisation.save()
    return { allowed: true, ...presentCustomisation(access.organisation) }
  }

  /** PUT /organizations/:id/customisation/:kind (multipart "file"): logo, download-background or send-background. */
  async storeImage(ctx: HttpContext) {
    const column = imageColumn(ctx.params.kind)
    const access = requireCustomisation(await organisationAccess(ctx))
    const key = await this.media.storeImage(ctx.request.file('file', { size: IMAGE_MAX_BYTES }), 'file')
    const previous = access.organisation[column]
    access.organisation[column] = key
    await access.organisation.save()
    await this.media.remove(previous)
    return { allowed: true, ...presentCustomisation(access.organisation) }
  }

  /** DELETE /organizations/:id/customisation/:kind. */
  async destroyImage(ctx: HttpContext) {
    const column = imageColumn(ctx.params.kind)
    const access = requireCustomisation(await organisationAccess(ctx))
    await this.media.remove(access.organisation[column])
    access.organisation[column] = null
    await access.organisation.save()
    return ctx.response.noContent()
  }
}

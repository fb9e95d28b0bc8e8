import { DateTime } from 'luxon'
import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { ApiError } from '@sceau/plugin-sdk/server'
import { IMAGE_MAX_BYTES } from '@sceau/shared'
import { changePasswordValidator, profileValidator } from '#validators/account_validators'
import { OrganisationDirectory } from '#services/accounts/organisation_directory'
import { MediaStore } from '#services/storage/media_store'
import { presentMe } from '#services/accounts/account_presenter'
import { endOtherSessions, revokeAccessTokens } from '#services/accounts/session_terminator'

/** The account settings' General tab (docs/product.md §2): who am I, profile, language, auto-add, picture, password. */
@inject()
export default class ProfileController {
  constructor(
    private directory: OrganisationDirectory,
    private media: MediaStore
  ) {}

  /** GET /users/me. */
  async show({ account, actor }: HttpContext) {
    return presentMe(this.directory, account!.user, account!.membership, actor!.permissions)
  }

  /** PATCH /users/me {firstname?, lastname?, locale?, autoAddContacts?, welcomeDismissed?}. */
  async update(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(profileValidator)
    const user = ctx.account!.user
    user.merge({
      firstname: data.firstname ?? user.firstname,
      lastname: data.lastname ?? user.lastname,
      locale: data.locale ?? user.locale,
      autoAddContacts: data.autoAddContacts ?? user.autoAddContacts,
    })
    if (data.welcomeDismissed !== undefined) user.welcomeDismissedAt = data.welcomeDismissed ? DateTime.now() : null
    await user.save()
    return this.show(ctx)
  }

  /**
   * PUT /users/me/password: needs the current password; ends the account's other sessions and the
   * tokens of token logins, and the personal access tokens too with `revokeAccessTokens: true`.
   */
  async password({ request, response, account, session, auth }: HttpContext) {
    const data = await request.validateUsing(changePasswordValidator)
    const user = account!.user
    if (!(await hash.verify(user.password, data.currentPassword))) {
      throw ApiError.invalid({ currentPassword: 'errors.currentPasswordIncorrect' })
    }
    user.password = data.password
    await user.save()
    await endOtherSessions(user.id, session?.sessionId)
    // The token making the change, if any, goes on like the session making it.
    const current = auth.authenticatedViaGuard === 'api' ? auth.use('api').user?.currentAccessToken.identifier : undefined
    await revokeAccessTokens(user.id, data.revokeAccessTokens ? 'all' : 'logins', current === undefined ? undefined : Number(current))
    return response.noContent()
  }

  /** POST /users/me/avatar (multipart "avatar"): docs/product.md §5 image types, size-checked. */
  async storeAvatar({ request, account }: HttpContext) {
    const user = account!.user
    const key = await this.media.storeImage(request.file('avatar', { size: IMAGE_MAX_BYTES }), 'avatar')
    const previous = user.avatarKey
    user.avatarKey = key
    await user.save()
    await this.media.remove(previous)
    return { avatarUrl: MediaStore.url(key) }
  }

  /** DELETE /users/me/avatar: back to initials. */
  async destroyAvatar({ response, account }: HttpContext) {
    const user = account!.user
    await this.media.remove(user.avatarKey)
    user.avatarKey = null
    await user.save()
    return response.noContent()
  }
}

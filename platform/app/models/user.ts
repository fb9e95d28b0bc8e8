import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { Locale } from '@sceau/plugin-sdk/server'
import { storedAsDate } from '#models/date_time_column'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

/** An account. Its e-mail is stored lower-case; its password hashed with scrypt (config/hash.ts). */
export default class User extends compose(BaseModel, AuthFinder) {
  /** Remember-me tokens of the session guard ("remember me" at login). */
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  /** Bearer tokens of the extension and the CLI, shown once at creation. */
  static accessTokens = DbAccessTokensProvider.forModel(User, {
    prefix: 'sct_',
    table: 'auth_access_tokens',
    type: 'access_token',
    tokenSecretLength: 40,
  })

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare firstname: string

  @column()
  declare lastname: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  /** "user", or "cac" (docs/product.md §3: an organisation-type user with its own subscription path). */
  @column()
  declare userType: string

  @column()
  declare locale: Locale

  @column.dateTime(storedAsDate)
  declare mailConfirmedAt: DateTime | null

  @column.dateTime(storedAsDate)
  declare termsAcceptedAt: DateTime | null

  @column()
  declare avatarKey: string | null

  @column({ consume: (value) => Boolean(value) })
  declare autoAddContacts: boolean

  @column()
  declare activeOrganisationId: number | null

  @column.dateTime(storedAsDate)
  declare welcomeDismissedAt: DateTime | null

  @column.dateTime({ ...storedAsDate, autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ ...storedAsDate, autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  get mailConfirmed() {
    return this.mailConfirmedAt !== null
  }
}

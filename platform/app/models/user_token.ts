import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { storedAsDate } from '#models/date_time_column'

export type UserTokenPurpose = 'confirm_email' | 'reset_password'

/** A single-use, expiring link token sent by mail; only its SHA-256 is stored. */
export default class UserToken extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare purpose: UserTokenPurpose

  @column()
  declare tokenHash: string

  @column.dateTime(storedAsDate)
  declare expiresAt: DateTime

  @column.dateTime(storedAsDate)
  declare usedAt: DateTime | null

  @column.dateTime({ ...storedAsDate, autoCreate: true })
  declare createdAt: DateTime
}

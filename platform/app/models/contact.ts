import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { storedAsDate } from '#models/date_time_column'

/** An address-book entry of an organisation (docs/product.md §3 contact). */
export default class Contact extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organisationId: number

  @column()
  declare firstname: string

  @column()
  declare lastname: string

  @column()
  declare email: string

  @column()
  declare createdById: number | null

  @column.dateTime({ ...storedAsDate, autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ ...storedAsDate, autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

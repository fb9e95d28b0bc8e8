import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { MemberRights, OrganisationRole } from '@sceau/shared'
import { jsonColumn } from '#models/json_column'
import { storedAsDate } from '#models/date_time_column'

/** A user's membership of an organisation: role and the rights an administrator switched off. */
export default class OrganisationMember extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organisationId: number

  @column()
  declare userId: number

  @column()
  declare role: OrganisationRole

  @column(jsonColumn<MemberRights>({}))
  declare rights: MemberRights

  @column.dateTime({ ...storedAsDate, autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ ...storedAsDate, autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

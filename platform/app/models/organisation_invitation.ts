import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { MemberRights } from '@sceau/shared'
import { jsonColumn } from '#models/json_column'
import { storedAsDate } from '#models/date_time_column'

export type InvitationStatus = 'pending' | 'accepted' | 'declined'

/** An invitation to join an organisation, sent by e-mail; the invitee may not have an account yet. */
export default class OrganisationInvitation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organisationId: number

  @column()
  declare email: string

  @column(jsonColumn<MemberRights>({}))
  declare rights: MemberRights

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare invitedById: number | null

  @column()
  declare status: InvitationStatus

  @column.dateTime(storedAsDate)
  declare sentAt: DateTime

  @column.dateTime(storedAsDate)
  declare expiresAt: DateTime

  @column.dateTime(storedAsDate)
  declare answeredAt: DateTime | null

  @column.dateTime({ ...storedAsDate, autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ ...storedAsDate, autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  get isOpen() {
    return this.status === 'pending' && this.expiresAt > DateTime.now()
  }
}

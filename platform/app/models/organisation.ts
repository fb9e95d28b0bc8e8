import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { isPremium, type PlanId } from '@sceau/shared'
import { storedAsDate } from '#models/date_time_column'

/** An organisation: its plan (docs/product.md §3 subscription) and its branding (custom.*). */
export default class Organisation extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  /** The user whose personal organisation this is; null for organisations created later. */
  @column()
  declare personalOwnerId: number | null

  @column()
  declare plan: PlanId

  @column.dateTime(storedAsDate)
  declare planExpiresAt: DateTime | null

  @column({ consume: (value) => Boolean(value) })
  declare planRenews: boolean

  @column()
  declare memberSlots: number | null

  @column({ consume: (value) => Boolean(value) })
  declare thirdPartyDeposits: boolean

  @column()
  declare logoKey: string | null

  @column()
  declare downloadBackgroundKey: string | null

  @column()
  declare sendBackgroundKey: string | null

  @column()
  declare mainColor: string | null

  /** Days the proof-of-delivery logs keep recipients' network information, and a deleted transfer's proof (docs/proof-of-delivery.md "Privacy"). */
  @column()
  declare deliveryRetentionDays: number

  @column.dateTime({ ...storedAsDate, autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ ...storedAsDate, autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  get premium() {
    return isPremium({ plan: this.plan, expiresAt: this.planExpiresAt?.toJSDate() ?? null })
  }
}

import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ApiKeyScope, IntegrationPermissions } from '@sceau/shared'
import { jsonColumn } from '#models/json_column'
import { storedAsDate } from '#models/date_time_column'

/** An organisation API key: public key in the clear, secret encrypted with APP_KEY, integration flags, scopes. */
export default class ApiKey extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare organisationId: number

  @column()
  declare name: string

  @column()
  declare publicKey: string

  @column({ serializeAs: null })
  declare secretEncrypted: string

  @column(jsonColumn<IntegrationPermissions>({ capsule: false, webProof: false, gitCloning: false, api: false }))
  declare permissions: IntegrationPermissions

  /** What the key may do (see API_KEY_SCOPES); keys made before scopes existed hold "read". */
  @column(jsonColumn<ApiKeyScope[]>(['read']))
  declare scopes: ApiKeyScope[]

  @column()
  declare createdById: number | null

  @column.dateTime(storedAsDate)
  declare lastUsedAt: DateTime | null

  @column.dateTime({ ...storedAsDate, autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ ...storedAsDate, autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}

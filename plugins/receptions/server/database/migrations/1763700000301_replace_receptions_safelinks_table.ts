import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * SafeLinks as issue 11 describes them. The skeleton's table held nothing (no route wrote to it):
 * it is replaced by one with string ids, the creator, the audience's password, the expiry choice,
 * revocation and caps.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.dropTableIfExists('receptions_safelinks')
    this.schema.createTable('receptions_safelinks', (table) => {
      table.string('id', 36).primary()
      table.string('token', 32).notNullable().unique()
      table.integer('organisation_id').notNullable().index()
      table.integer('creator_id').notNullable()
      table.string('creator_name').notNullable()
      table.string('title').notNullable()
      table.text('description').nullable()
      table.string('color', 7).nullable()
      table.string('audience', 16).notNullable()
      table.string('password_hash').nullable()
      table.string('expiry', 16).notNullable()
      table.timestamp('expires_at').nullable()
      // First-upload links: set once, atomically, by the first delivery that completes.
      table.timestamp('used_at').nullable()
      table.timestamp('revoked_at').nullable()
      table.bigInteger('max_bytes').nullable()
      table.integer('max_files').nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTableIfExists('receptions_safelinks')
    this.schema.createTable('receptions_safelinks', (table) => {
      table.increments('id')
      table.string('token', 64).notNullable().unique()
      table.string('organisation_id').notNullable().index()
      table.string('title').notNullable()
      table.text('description').nullable()
      table.string('audience', 16).notNullable().defaultTo('link')
      table.timestamp('expire_at').nullable()
      table.timestamp('created_at').notNullable()
    })
  }
}

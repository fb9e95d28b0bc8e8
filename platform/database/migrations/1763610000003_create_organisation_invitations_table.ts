import { BaseSchema } from '@adonisjs/lucid/schema'

/* Invitations by e-mail; the link's token is stored as a SHA-256 hash only. */
export default class extends BaseSchema {
  protected tableName = 'organisation_invitations'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('organisation_id').unsigned().notNullable().references('id').inTable('organisations').onDelete('CASCADE')
      table.string('email', 254).notNullable()
      table.text('rights').notNullable().defaultTo('{}')
      table.string('token_hash', 64).notNullable().unique()
      table.integer('invited_by_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('status', 16).notNullable().defaultTo('pending')
      table.timestamp('sent_at').notNullable()
      table.timestamp('expires_at').notNullable()
      table.timestamp('answered_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['email', 'status'])
      table.index(['organisation_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

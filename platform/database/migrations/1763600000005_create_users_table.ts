import { BaseSchema } from '@adonisjs/lucid/schema'

/* Accounts: e-mails are stored lower-case, so the unique index makes them unique whatever the case. */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('firstname', 100).notNullable()
      table.string('lastname', 100).notNullable()
      table.string('email', 254).notNullable().unique()
      table.string('password').notNullable()
      table.string('user_type', 16).notNullable().defaultTo('user')
      table.string('locale', 5).notNullable().defaultTo('fr')
      table.timestamp('mail_confirmed_at').nullable()
      table.timestamp('terms_accepted_at').nullable()
      table.string('avatar_key', 255).nullable()
      table.boolean('auto_add_contacts').notNullable().defaultTo(true)
      // The organisation the user acts for; the personal one when unset or no longer a member.
      table.integer('active_organisation_id').unsigned().nullable()
      table.timestamp('welcome_dismissed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

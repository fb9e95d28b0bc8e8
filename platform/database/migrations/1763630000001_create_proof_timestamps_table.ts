import { BaseSchema } from '@adonisjs/lucid/schema'

/** Every timestamp token the platform obtained (embedded or remote TSA): the TSA's own log, and a copy no caller can lose. */
export default class extends BaseSchema {
  protected tableName = 'proof_timestamps'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('driver', 16).notNullable()
      table.string('imprint', 64).notNullable().index()
      table.string('serial', 64).notNullable()
      table.timestamp('gen_time').notNullable()
      table.string('policy', 255).notNullable()
      table.text('tsa_name').nullable()
      table.binary('token').notNullable()
      table.boolean('archive').notNullable().defaultTo(false)
      table.string('ref_owner', 64).nullable()
      table.string('ref_id', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['ref_owner', 'ref_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A deposit (docs/product.md §3): who deposits for whom, how long it is kept, what was paid. Its files, their
 * timestamps and co-authors live in the tables beside it. `uid` is the public id (URLs), `number`
 * the human-readable sequential one given at sealing.
 */
export default class extends BaseSchema {
  protected tableName = 'consignment_deposits'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('uid', 32).notNullable().unique()
      table.string('number', 32).nullable().unique()
      table.integer('organisation_id').notNullable().index()
      table.integer('user_id').nullable().index()
      table.integer('api_key_id').nullable()
      table.string('creator_name', 255).notNullable()
      table.string('creator_email', 254).nullable()
      table.string('type', 16).notNullable()
      table.string('author_kind', 16).notNullable()
      table.string('author_name', 255).notNullable()
      table.string('author_email', 254).notNullable()
      table.text('owner').nullable()
      table.string('title', 255).notNullable()
      table.text('description').nullable()
      table.integer('years').notNullable()
      table.boolean('hash_only').notNullable().defaultTo(false)
      table.string('source', 16).notNullable().defaultTo('app')
      table.string('source_ref', 64).nullable()
      table.string('state', 16).notNullable()
      table.string('batch_id', 64).nullable()
      table.integer('authorised_count').notNullable()
      table.bigInteger('total_bytes').notNullable()
      table.integer('price_cents').notNullable()
      table.integer('base_price_cents').notNullable()
      table.string('payment_status', 16).notNullable()
      table.string('payment_method', 16).nullable()
      table.string('invoice_id', 32).nullable()
      table.string('embed_id', 32).notNullable().unique()
      table.string('locale', 8).notNullable()
      table.timestamp('deposited_at').nullable()
      table.timestamp('expires_at').nullable()
      table.timestamp('renewal_noticed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

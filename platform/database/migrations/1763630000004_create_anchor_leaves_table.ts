import { BaseSchema } from '@adonisjs/lucid/schema'

/** Leaves waiting for (or placed in) an anchor batch, one per ref, with their stored inclusion proof. */
export default class extends BaseSchema {
  protected tableName = 'anchor_leaves'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.bigIncrements('id')
      table.string('ref_owner', 64).notNullable()
      table.string('ref_id', 255).notNullable()
      table.string('leaf', 64).notNullable()
      table.bigInteger('batch_id').nullable().references('id').inTable('anchor_batches')
      table.integer('leaf_index').nullable()
      // Sibling hashes leaf-to-root, concatenated lowercase hex (64 characters each).
      table.text('path').nullable()
      table.timestamp('created_at').notNullable()
      table.unique(['ref_owner', 'ref_id'])
      table.index(['batch_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

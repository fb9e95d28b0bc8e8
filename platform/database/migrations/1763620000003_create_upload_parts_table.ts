import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Parts of S3 multipart uploads as they are stored, so the S3 upload store knows an upload's parts
 * without ListParts (some S3-compatible servers lack it) and every process sees the same list.
 */
export default class extends BaseSchema {
  protected tableName = 'upload_parts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('upload_key', 255).notNullable()
      table.integer('part_number').notNullable()
      table.string('etag', 255).notNullable()
      table.bigInteger('size').notNullable()
      table.primary(['upload_key', 'part_number'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}

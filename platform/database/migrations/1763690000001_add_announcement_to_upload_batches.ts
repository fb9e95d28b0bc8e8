import { BaseSchema } from '@adonisjs/lucid/schema'

/** The files a batch was opened for (JSON [{ path, size }]): each upload must be one of them (null: any, within the policy). */
export default class extends BaseSchema {
  protected tableName = 'upload_batches'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('announced_files').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('announced_files')
    })
  }
}

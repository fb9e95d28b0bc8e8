import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Which delivery used a first-upload SafeLink: the claim is made again, by the same delivery, when
 * the scheduled job finishes a delivery a crash interrupted (no second delivery can take the link).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('receptions_safelinks', (table) => {
      table.string('used_by', 36).nullable()
    })
  }

  async down() {
    this.schema.alterTable('receptions_safelinks', (table) => {
      table.dropColumn('used_by')
    })
  }
}

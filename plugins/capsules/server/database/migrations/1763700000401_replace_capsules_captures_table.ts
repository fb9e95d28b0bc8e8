import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Capsules as issue 12 describes them. The skeleton's capsules_captures held nothing (no route wrote
 * to it): it is replaced by capsules_capsules, one row per capture (extension or server-side), with
 * its upload batch, the WACZ and screenshot blobs, the WACZ's contents and the deposit made of it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.dropTableIfExists('capsules_captures')
    this.schema.createTable('capsules_capsules', (table) => {
      table.string('id', 36).primary()
      table.integer('organisation_id').notNullable()
      table.integer('user_id').nullable()
      table.string('user_email').notNullable()
      table.string('kind', 16).notNullable()
      table.string('state', 16).notNullable()
      table.text('url').notNullable()
      table.text('title').notNullable()
      table.timestamp('captured_at').notNullable()
      table.string('browser', 120).nullable()
      table.string('batch_id', 64).nullable()
      table.string('wacz_name').nullable()
      table.bigInteger('wacz_size').nullable()
      table.string('wacz_sha256', 64).nullable()
      table.string('wacz_blob_id', 64).nullable()
      table.string('screenshot_name').nullable()
      table.bigInteger('screenshot_size').nullable()
      table.string('screenshot_sha256', 64).nullable()
      table.integer('screenshot_width').nullable()
      table.integer('screenshot_height').nullable()
      table.string('screenshot_blob_id', 64).nullable()
      table.text('contents').nullable()
      table.string('deposit_id', 64).nullable().index()
      table.string('deposit_number', 64).nullable()
      table.string('error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['organisation_id', 'kind', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTableIfExists('capsules_capsules')
    this.schema.createTable('capsules_captures', (table) => {
      table.increments('id')
      table.string('organisation_id').notNullable().index()
      table.text('url').notNullable()
      table.string('warc_sha256', 64).nullable()
      table.string('screenshot_sha256', 64).nullable()
      table.timestamp('created_at').notNullable()
    })
  }
}

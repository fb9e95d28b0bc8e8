import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Releases as issue 13 describes them. The skeleton's git_deploy_releases held nothing (no route wrote
 * to it): it is replaced by git_deploy_release_records, one row per release deposited by the deploy
 * action (or `sceau release`), with its upload batch, the archive's blob and the deposit made of it.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.dropTableIfExists('git_deploy_releases')
    this.schema.createTable('git_deploy_release_records', (table) => {
      table.string('id', 36).primary()
      table.integer('organisation_id').notNullable()
      table.integer('api_key_id').nullable()
      table.integer('user_id').nullable()
      table.string('email').notNullable()
      table.string('repository', 255).notNullable()
      table.string('tag', 255).nullable()
      table.string('commit', 64).notNullable()
      table.integer('years').notNullable()
      table.text('co_authors').notNullable()
      table.string('state', 16).notNullable()
      table.string('batch_id', 64).nullable()
      table.string('archive_name', 255).notNullable()
      table.bigInteger('archive_size').notNullable()
      table.string('archive_sha256', 64).notNullable()
      table.string('archive_blob_id', 64).nullable()
      table.string('deposit_id', 64).nullable().index()
      table.string('deposit_number', 64).nullable()
      table.text('certificate_url').nullable()
      table.string('error').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['organisation_id', 'repository', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTableIfExists('git_deploy_release_records')
    this.schema.createTable('git_deploy_releases', (table) => {
      table.increments('id')
      table.string('organisation_id').notNullable().index()
      table.string('repository').notNullable()
      table.string('tag').notNullable()
      table.string('sha256', 64).nullable()
      table.timestamp('created_at').notNullable()
    })
  }
}

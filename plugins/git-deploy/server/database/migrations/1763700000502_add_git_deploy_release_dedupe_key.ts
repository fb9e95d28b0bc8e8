import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One release per organisation, repository, tag, commit and archive SHA-256 while it is not failed:
 * a CI job run again answers the release (and deposit) it made the first time instead of a second one.
 * Failed releases give their key up (null), so a new try makes a new release.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('git_deploy_release_records', (table) => {
      table.string('dedupe_key', 64).nullable().unique()
    })
  }

  async down() {
    this.schema.alterTable('git_deploy_release_records', (table) => {
      table.dropUnique(['dedupe_key'])
      table.dropColumn('dedupe_key')
    })
  }
}

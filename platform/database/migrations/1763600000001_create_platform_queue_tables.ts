import { BaseSchema } from '@adonisjs/lucid/schema'

/* The embedded queue: jobs and schedules as rows, times in epoch milliseconds. */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('queue_jobs', (table) => {
      table.bigIncrements('id')
      table.string('name', 128).notNullable()
      table.text('payload').notNullable()
      table.string('status', 16).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.integer('max_attempts').notNullable().defaultTo(1)
      table.bigInteger('run_at').notNullable()
      table.bigInteger('locked_until').notNullable().defaultTo(0)
      table.string('job_key', 255).nullable().unique()
      table.text('last_error').nullable()
      table.bigInteger('created_at').notNullable()
      table.index(['status', 'run_at'])
    })
    this.schema.createTable('queue_schedules', (table) => {
      table.string('name', 128).primary()
      table.bigInteger('every_ms').notNullable()
      table.bigInteger('next_run_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('queue_schedules')
    this.schema.dropTable('queue_jobs')
  }
}

import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { MailService, QueueService, RateLimitService, StorageService } from '@sceau/plugin-sdk/server'
import env from '#start/env'
import { dataDir } from '#config/sceau'
import { SendMailJob } from '#jobs/send_mail_job'
import { BullmqQueue } from '#queue/bullmq_queue'
import { listBucket } from '@sceau/testing/s3'
import { keysUnder, deleteKeysUnder } from '@sceau/testing/redis'
import { uniqueName } from '@sceau/testing/unique'

/** A Lucid model over an existing platform table, for a round trip through the ORM. */
class ScheduleRow extends BaseModel {
  static table = 'queue_schedules'
  static primaryKey = 'name'
  static selfAssignPrimaryKey = true

  @column({ isPrimary: true })
  declare name: string

  @column({ columnName: 'every_ms', consume: Number })
  declare everyMs: number

  @column({ columnName: 'next_run_at', consume: Number })
  declare nextRunAt: number
}

/** The drivers themselves (their types are not installed: plain require). */
const require = createRequire(import.meta.url)

/** The row as another client sees it: straight from the SQLite file or the PostgreSQL database. */
async function readOutsideLucid(name: string): Promise<number[]> {
  const url = env.get('DATABASE_URL')
  if (url) {
    const pg = require('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query('SELECT every_ms FROM queue_schedules WHERE name = $1', [name])
      return rows.map((r: { every_ms: string }) => Number(r.every_ms))
    } finally {
      await client.end()
    }
  }
  const Database = require('better-sqlite3')
  const file = new Database(join(dataDir, 'sceau.sqlite'), { readonly: true })
  try {
    return file
      .prepare('SELECT every_ms FROM queue_schedules WHERE name = ?')
      .all(name)
      .map((r: { every_ms: number | string }) => Number(r.every_ms))
  } finally {
    file.close()
  }
}

test.group('Database through Lucid', () => {
  test('a model round trip lands in the configured database', async ({ assert }) => {
    const name = `test:${uniqueName('lucid')}`
    const created = await ScheduleRow.create({ name, everyMs: 1000, nextRunAt: 42 })
    assert.equal(created.name, name)

    const found = await ScheduleRow.findOrFail(name)
    assert.equal(found.everyMs, 1000)
    found.everyMs = 2000
    await found.save()
    assert.deepEqual(await readOutsideLucid(name), [2000])

    await db.transaction(async (trx) => {
      await ScheduleRow.query({ client: trx }).where('name', name).update({ every_ms: 3000 })
      await trx.rollback()
    })
    assert.equal((await ScheduleRow.findOrFail(name)).everyMs, 2000, 'a rolled back change is not kept')

    await found.delete()
    assert.isNull(await ScheduleRow.find(name))
    assert.deepEqual(await readOutsideLucid(name), [])
  })
})

/** GET /api/v2/health tells the truth: each reported driver is the one the service really uses. */
test.group('Health report matches what the services do', (group) => {
  let drivers: Record<string, string>

  group.each.setup(async () => {
    const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}/api/v2/health`)
    drivers = ((await response.json()) as { drivers: Record<string, string> }).drivers
  })

  test('database: sqlite file in DATA_DIR, or the PostgreSQL database of DATABASE_URL', async ({ assert }) => {
    const url = env.get('DATABASE_URL')
    assert.equal(drivers.database, url ? 'postgres' : 'sqlite')
    if (url) {
      const { rows } = await db.rawQuery('SELECT current_database() AS name')
      assert.equal(rows[0].name, new URL(url).pathname.slice(1))
    } else {
      assert.isTrue(existsSync(join(dataDir, 'sceau.sqlite')))
      assert.equal(db.connection().dialect.name, 'better-sqlite3')
    }
  })

  test('files: an object put through StorageService lands on that driver', async ({ assert, cleanup }) => {
    const storage = await app.container.make(StorageService)
    const key = `health-truth/${uniqueName('object')}.txt`
    cleanup(() => storage.delete(key))
    await storage.put(key, 'where am I?')
    assert.equal(drivers.files, env.get('S3_BUCKET') ? 's3' : 'fs')
    if (drivers.files === 's3') {
      const keys = await listBucket({
        bucket: env.get('S3_BUCKET')!,
        region: env.get('S3_REGION') ?? 'us-east-1',
        endpoint: env.get('S3_ENDPOINT'),
        credentials: { accessKeyId: env.get('S3_ACCESS_KEY_ID')!, secretAccessKey: env.get('S3_SECRET_ACCESS_KEY')!.release() },
      })
      assert.include(keys, key)
      assert.isFalse(existsSync(join(dataDir, 'files', key)), 'nothing written to the local disk')
    } else {
      assert.isTrue(existsSync(join(dataDir, 'files', key)))
    }
  })

  test('queue: a dispatched job is stored by that driver', async ({ assert, cleanup }) => {
    const queue = await app.container.make(QueueService)
    assert.equal(drivers.queue, env.get('REDIS_URL') ? 'bullmq' : 'inline')
    // Delayed an hour, so no worker takes it while we look.
    const payload = { to: 'nobody@example.test', subject: uniqueName('health'), html: '', text: '' }
    const id = await queue.dispatch(SendMailJob, payload, { delayMs: 3_600_000 })
    if (drivers.queue === 'bullmq') {
      assert.instanceOf(queue, BullmqQueue)
      const prefix = env.get('QUEUE_PREFIX') ?? 'sceau'
      cleanup(async () => (await (queue as BullmqQueue).queue.getJob(id))?.remove())
      assert.include(await keysUnder(`${prefix}:`), `${prefix}:sceau:${id}`)
      assert.equal(await (queue as BullmqQueue).queue.getJobState(id), 'delayed')
    } else {
      cleanup(async () => {
        await db.from('queue_jobs').where('id', id).delete()
      })
      const row = await db.from('queue_jobs').where('id', id).firstOrFail()
      assert.equal(JSON.parse(row.payload).subject, payload.subject)
    }
  })

  test('mail: a sent message goes where the driver says', async ({ assert }) => {
    const mail = await app.container.make(MailService)
    assert.equal(drivers.mail, env.get('SMTP_HOST') ? 'smtp' : 'preview')
    assert.equal(drivers.mail, 'preview', 'the test configurations send no real mail')
    const directory = join(dataDir, 'mail')
    const before = existsSync(directory) ? readdirSync(directory) : []
    const subject = uniqueName('health mail')
    await mail.send({ to: 'nobody@example.test', subject, html: `<p>${subject}</p>`, text: subject })
    const added = readdirSync(directory).filter((file) => !before.includes(file))
    assert.lengthOf(added, 1)
    assert.match(added[0], /\.eml$/)
  })

  test('rate limits: an attempt is counted by that store', async ({ assert, cleanup }) => {
    const limits = await app.container.make(RateLimitService)
    assert.equal(drivers.rateLimits, env.get('REDIS_URL') ? 'redis' : 'database')
    const key = uniqueName('health-limit')
    cleanup(() => limits.clear(key))
    await limits.attempt(key, { requests: 5, windowSeconds: 60 })
    if (drivers.rateLimits === 'redis') {
      cleanup(() => deleteKeysUnder(`*${key}`))
      assert.isAbove((await keysUnder(`*${key}`)).length, 0)
      assert.lengthOf(await db.from('rate_limits').where('key', 'like', `%${key}`), 0)
    } else {
      assert.lengthOf(await db.from('rate_limits').where('key', 'like', `%${key}`), 1)
    }
  })
})

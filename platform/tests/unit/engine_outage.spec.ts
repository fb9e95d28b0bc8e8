/*
 * Which engine an error names (exceptions/engine_outage.ts), on errors real clients raise: the
 * bucket's SDK and Redis on a closed port, a disk that is full (/dev/full), a bug's own error.
 */
import { writeFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3'
import { Redis } from 'ioredis'
import { ApiError } from '@sceau/plugin-sdk/server'
import { freePort } from '@sceau/testing/free_port'
import { outageAnswer, outageOf } from '#exceptions/engine_outage'
import { requestRedisOptions } from '#services/engines/redis_options'

async function errorOf(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

test.group('Engine outages: what an error says is unavailable', () => {
  test('the bucket refusing connections is "files", a 503 saying when to retry', async ({ assert }) => {
    const port = await freePort()
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      maxAttempts: 1,
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
    })
    const error = await errorOf(() => client.send(new PutObjectCommand({ Bucket: 'b', Key: 'k', Body: 'x' })))
    client.destroy()
    assert.equal(outageOf(error), 'files')
    const answer = outageAnswer(error)!
    assert.equal(answer.status, 503)
    assert.equal(answer.code, 'E_UNAVAILABLE')
    assert.equal(answer.messageKey, 'errors.unavailable.files')
    assert.isAbove(answer.data.seconds as number, 0)
  })

  test('Redis down, with the options requests use, is "redis"', async ({ assert }) => {
    const redis = new Redis(`redis://127.0.0.1:${await freePort()}`, { ...requestRedisOptions, lazyConnect: true })
    redis.on('error', () => {})
    const error = await errorOf(() => redis.get('key'))
    redis.disconnect()
    assert.equal(outageOf(error), 'redis')
  })

  test('a full disk is a 507; a bug or an answered API error is no outage', async ({ assert }) => {
    const full = await errorOf(() => writeFile('/dev/full', 'bytes'))
    assert.equal(outageOf(full), 'full')
    assert.equal(outageAnswer(full)!.status, 507)
    assert.isNull(outageOf(new TypeError('undefined is not a function')))
    assert.isNull(outageAnswer(new ApiError(409, 'E_CONFLICT', 'errors.conflict')))
  })

  test('a pooled database connection reset mid-query (knex: the query, then the socket error) is "database"', ({ assert }) => {
    // The shape pg and knex raise when PostgreSQL is stopped under a query (seen by the fault suite).
    const reset = Object.assign(new Error('update "blobs" set "state" = $1 where "id" = $2 - read ECONNRESET'), {
      errno: -104,
      code: 'ECONNRESET',
      syscall: 'read',
    })
    assert.equal(outageOf(reset), 'database')
    assert.isNull(outageOf(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })), 'a bare reset names no engine')
  })
})

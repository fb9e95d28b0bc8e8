/*
 * The engines of the scale-out configuration for a test run: a fresh PostgreSQL database, Redis
 * (a unique queue prefix), and an S3 endpoint (s3rver) with a bucket. Stops and drops them after.
 */
import { createRequire } from 'node:module'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root } from './paths.mjs'

const requireFromPlatform = createRequire(join(root, 'platform', 'package.json'))
// s3rver is a test engine: @sceau/testing holds it.
const requireFromTesting = createRequire(join(root, 'packages', 'testing', 'package.json'))

export async function startScaleOutServices({
  postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
} = {}) {
  const id = `${process.pid}_${Date.now().toString(36)}`
  const database = `sceau_test_${id}`
  const { Client } = requireFromPlatform('pg')
  const admin = new Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  await admin.end()

  const S3rver = requireFromTesting('s3rver')
  const s3Dir = mkdtempSync(join(tmpdir(), 'sceau-s3-'))
  const bucket = 'sceau-test'
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] })
  const { port } = await s3.run()

  const databaseUrl = new URL(postgresUrl)
  databaseUrl.pathname = `/${database}`
  return {
    env: {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: `sceau-test-${id}`,
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await deleteRedisKeys(redisUrl, `sceau-test-${id}`)
      await s3.close().catch(() => {})
      rmSync(s3Dir, { recursive: true, force: true })
      const client = new Client({ connectionString: postgresUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** Deletes the run's keys (BullMQ queues, rate limits, upload locks all live under its prefix). */
async function deleteRedisKeys(redisUrl, prefix) {
  const Redis = requireFromPlatform('ioredis')
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      if (keys.length) await redis.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } catch (error) {
    console.error(`[sceau] could not clean Redis keys ${prefix}*: ${error.message}`)
  } finally {
    redis.disconnect()
  }
}

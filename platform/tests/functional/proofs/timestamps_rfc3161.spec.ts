import { createHash } from 'node:crypto'
import { writeFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { TimestampError } from '@sceau/plugin-sdk/server'
import { toHex } from '@sceau/proof'
import { Rfc3161TimestampService } from '#proofs/rfc3161_timestamp_service'
import { TimestampLog } from '#proofs/timestamp_log'
import { opensslVerifyToken, startOpensslTsa, type OpensslTsaOptions, type OpensslTsaServer } from '@sceau/testing/openssl'
import { uniqueName } from '@sceau/testing/unique'

const sha256 = (data: string | Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())

/** The rfc3161 driver against a real OpenSSL TSA (`openssl ts -reply`) behind node:http on 127.0.0.1. */
test.group('TimestampService, rfc3161 driver (OpenSSL TSA over HTTP)', (group) => {
  const servers: OpensslTsaServer[] = []
  group.each.teardown(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()))
  })

  async function tsa(options: OpensslTsaOptions = {}) {
    const server = await startOpensslTsa(options)
    servers.push(server)
    return server
  }

  function service(server: OpensslTsaServer, client: { retries?: number; username?: string; password?: string; roots?: string } = {}) {
    return new Rfc3161TimestampService(
      new TimestampLog(db),
      { url: server.url, retries: client.retries ?? 3, backoffMs: 10, username: client.username, password: client.password },
      client.roots ?? server.caPem
    )
  }

  test('a token from the TSA is verified against TSA_ROOTS, logged, and passes openssl ts -verify', async ({ assert }) => {
    const server = await tsa({ credentials: { username: 'sceau', password: 's3cret' } })
    const timestamps = service(server, { username: 'sceau', password: 's3cret' })
    assert.equal(timestamps.driver, 'rfc3161')
    assert.isTrue(timestamps.qualified)

    const digest = sha256(uniqueName('remote'))
    const issued = await timestamps.timestamp(digest, { ref: { owner: 'test', id: uniqueName('ref') } })
    assert.equal(issued.policy, '1.2.3.4.1')
    assert.include(issued.tsaName ?? '', 'OpenSSL Test TSA')
    assert.isTrue(issued.verification.ok)
    assert.equal(issued.chainPem.match(/BEGIN CERTIFICATE/g)?.length, 2)
    assert.isTrue(issued.chainPem.trim().endsWith(server.caPem.trim()))
    assert.deepEqual(
      server.requests.map((r) => [r.status, r.contentType]),
      [[200, 'application/timestamp-query']]
    )

    const openssl = await opensslVerifyToken(issued.token, toHex(digest), server.caPem, server.tsaPem)
    assert.isTrue(openssl.ok, openssl.output)
    assert.isTrue((await timestamps.verify(issued.token, digest)).ok)
    assert.equal((await timestamps.trustedRootsPem()).trim(), server.caPem.trim())
    const row = await db.from('proof_timestamps').where('id', issued.id).first()
    assert.equal(row.driver, 'rfc3161')

    const renewal = await timestamps.timestampChain(issued.token)
    assert.isTrue((await timestamps.verifyChain([issued.token, renewal.token], digest)).ok)
  })

  test('retries with backoff while the TSA answers 503, then accepts its token', async ({ assert }) => {
    const server = await tsa({ failFirst: 2 })
    const issued = await service(server, { retries: 3 }).timestamp(sha256(uniqueName('retried')))
    assert.isTrue(issued.verification.ok)
    assert.deepEqual(
      server.requests.map((r) => r.status),
      [503, 503, 200]
    )
  })

  test('gives up after its retries with tsa_unreachable, and on an unreachable address', async ({ assert }) => {
    const server = await tsa({ failFirst: 10 })
    const error = await service(server, { retries: 2 })
      .timestamp(sha256('x'))
      .catch((e) => e)
    assert.instanceOf(error, TimestampError)
    assert.equal(error.code, 'tsa_unreachable')
    assert.lengthOf(server.requests, 3)

    const closed = await tsa()
    const url = closed.url
    await closed.close()
    servers.splice(servers.indexOf(closed), 1)
    const unreachable = new Rfc3161TimestampService(new TimestampLog(db), { url, retries: 1, backoffMs: 10 }, closed.caPem)
    const refused = await unreachable.timestamp(sha256('x')).catch((e) => e)
    assert.equal(refused.code, 'tsa_unreachable')
  })

  test('refuses a token that does not chain to TSA_ROOTS, and logs nothing', async ({ assert }) => {
    const server = await tsa({ rogue: true })
    const digest = sha256(uniqueName('rogue'))
    const error = await service(server)
      .timestamp(digest)
      .catch((e) => e)
    assert.instanceOf(error, TimestampError)
    assert.equal(error.code, 'token_invalid')
    assert.match(error.message, /chain/)
    assert.lengthOf(server.requests, 1, 'a bad token is not retried')
    assert.isNull(await db.from('proof_timestamps').where('imprint', toHex(digest)).first())
  })

  test('wrong credentials are refused without retrying', async ({ assert }) => {
    const server = await tsa({ credentials: { username: 'sceau', password: 's3cret' } })
    const error = await service(server, { username: 'sceau', password: 'wrong' })
      .timestamp(sha256('x'))
      .catch((e) => e)
    assert.equal(error.code, 'tsa_refused')
    assert.deepEqual(
      server.requests.map((r) => r.status),
      [401]
    )
  })

  test('TSA_ROOTS may be the path of a PEM file', async ({ assert }) => {
    const server = await tsa()
    const dir = await mkdtemp(join(tmpdir(), 'sceau-roots-'))
    try {
      const file = join(dir, 'roots.pem')
      await writeFile(file, server.caPem)
      const issued = await service(server, { roots: file }).timestamp(sha256(uniqueName('file-roots')))
      assert.isTrue(issued.verification.ok)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

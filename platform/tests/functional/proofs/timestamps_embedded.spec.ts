import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import { Encryption, drivers } from '@adonisjs/core/encryption'
import { TimestampService } from '@sceau/plugin-sdk/server'
import { archiveImprint, toHex } from '@sceau/proof'
import { EmbeddedTimestampService } from '#proofs/embedded_timestamp_service'
import { loadOrCreateTsaCredentials } from '#proofs/embedded_tsa_credentials'
import { TimestampLog } from '#proofs/timestamp_log'
import { opensslVerifyToken } from '@sceau/testing/openssl'
import { uniqueName } from '@sceau/testing/unique'

const sha256 = (data: string | Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest())

test.group('TimestampService, embedded driver (RFC 3161 TSA inside the platform)', () => {
  test('is the default driver, says "not qualified", and its tokens pass openssl ts -verify', async ({ assert }) => {
    const timestamps = await app.container.make(TimestampService)
    assert.equal(timestamps.driver, 'embedded')
    assert.isFalse(timestamps.qualified)

    const digest = sha256(uniqueName('deposit'))
    const issued = await timestamps.timestamp(digest, { ref: { owner: 'test', id: uniqueName('ref') } })
    assert.isFalse(issued.qualified)
    assert.isTrue(issued.verification.ok)
    assert.deepEqual([...issued.imprint], [...digest])
    assert.match(issued.serial, /^[0-9a-f]+$/)
    assert.include(issued.tsaName ?? '', 'not qualified')
    assert.instanceOf(issued.genTime, Date)

    const root = await timestamps.trustedRootsPem()
    assert.equal(issued.chainPem.match(/BEGIN CERTIFICATE/g)?.length, 2, 'TSA certificate then root')
    assert.isTrue(issued.chainPem.trim().endsWith(root.trim()), 'the chain ends with the trusted root')
    const openssl = await opensslVerifyToken(issued.token, toHex(digest), root, issued.chainPem)
    assert.isTrue(openssl.ok, openssl.output)
    const otherFile = await opensslVerifyToken(issued.token, toHex(sha256('another file')), root, issued.chainPem)
    assert.isFalse(otherFile.ok)

    assert.isTrue((await timestamps.verify(issued.token, digest)).ok)
    const wrong = await timestamps.verify(issued.token, sha256('another file'))
    assert.isFalse(wrong.ok)
    assert.isFalse(wrong.checks.imprint.ok)
  })

  test('every token is kept in the timestamp log with its ref', async ({ assert }) => {
    const timestamps = await app.container.make(TimestampService)
    const ref = { owner: 'test', id: uniqueName('logged') }
    const issued = await timestamps.timestamp(sha256(ref.id), { ref })
    const row = await db.from('proof_timestamps').where('id', issued.id).first()
    assert.equal(row.driver, 'embedded')
    assert.equal(row.ref_owner, 'test')
    assert.equal(row.ref_id, ref.id)
    assert.equal(row.serial, issued.serial)
    assert.equal(row.imprint, toHex(issued.imprint))
    assert.isTrue(Buffer.from(row.token).equals(Buffer.from(issued.token)))
  })

  test('renewal stamps SHA-256 of the previous token, and the chain verifies', async ({ assert }) => {
    const timestamps = await app.container.make(TimestampService)
    const digest = sha256(uniqueName('renewed'))
    const original = await timestamps.timestamp(digest)
    const renewal = await timestamps.timestampChain(original.token)
    assert.deepEqual([...renewal.imprint], [...archiveImprint(original.token)])
    assert.deepEqual([...renewal.imprint], [...sha256(original.token)])
    assert.equal((await db.from('proof_timestamps').where('id', renewal.id).first()).archive ? 1 : 0, 1)

    const openssl = await opensslVerifyToken(renewal.token, toHex(sha256(original.token)), await timestamps.trustedRootsPem(), renewal.chainPem)
    assert.isTrue(openssl.ok, openssl.output)

    const chain = await timestamps.verifyChain([original.token, renewal.token], digest)
    assert.isTrue(chain.ok)
    assert.lengthOf(chain.links, 2)
    assert.isTrue(chain.links[1].checks.renewal.ok)
    const broken = await timestamps.verifyChain([original.token, renewal.token], sha256('another file'))
    assert.isFalse(broken.ok)
  })

  test('processes starting together agree on one CA, stored with its keys encrypted by APP_KEY', async ({ assert }) => {
    const name = uniqueName('tsa').slice(0, 32)
    // Each call plays a process starting on an empty table: they race on the same primary key.
    const all = await Promise.all(Array.from({ length: 4 }, () => loadOrCreateTsaCredentials(db, encryption, { name })))
    for (const credentials of all) {
      assert.equal(credentials.root.certificatePem, all[0].root.certificatePem)
      assert.equal(credentials.tsa.privateKeyPem, all[0].tsa.privateKeyPem)
    }
    const rows = await db.from('proof_tsa_credentials').where('name', name)
    assert.lengthOf(rows, 1)
    assert.notInclude(rows[0].tsa_private_key, 'PRIVATE KEY')
    assert.notInclude(rows[0].root_private_key, 'PRIVATE KEY')

    // A node started with another APP_KEY must fail loudly rather than sign with a key it cannot read.
    const otherAppKey = new Encryption(await drivers.aes256gcm({ id: 'gcm', keys: [uniqueName('another-app-key-0123456789')] }).resolver(app))
    await assert.rejects(() => loadOrCreateTsaCredentials(db, otherAppKey, { name }), /APP_KEY/)
    await db.from('proof_tsa_credentials').where('name', name).delete()
  })

  test('a restarted process signs with the same stored CA', async ({ assert }) => {
    const running = await app.container.make(TimestampService)
    const restarted = new EmbeddedTimestampService(new TimestampLog(db), () => loadOrCreateTsaCredentials(db, encryption))
    assert.equal(await restarted.trustedRootsPem(), await running.trustedRootsPem())
    const digest = sha256(uniqueName('after-restart'))
    const issued = await restarted.timestamp(digest)
    assert.isTrue((await running.verify(issued.token, digest)).ok)
  })
})

import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import StoreDatesAsEpoch from '../server/database/migrations/1763700000208_store_consignment_dates_as_epoch.js'
import { depositTable, fileTable, timestampTable } from '../server/services/consignment_tables.js'
import { depositRepository } from '../server/services/deposit_repository.js'
import { base62Token } from '@sceau/plugin-sdk/server'

const SEALED = '2026-03-01T12:34:56.789Z'
const EXPIRES = '2036-03-01T12:34:56.789Z'
const CREATED = '2026-02-28T23:59:59.001Z'

/** Writes a deposit, a file and its timestamp as the code before docs/adr/0004 did. */
async function writeTheOldWay() {
  const client = db.connection()
  // The old code kept UTC text on SQLite ("2026-03-01 12:34:56.789") and timestamptz on PostgreSQL.
  const old = (iso: string) => (client.dialect.name === 'postgres' ? new Date(iso) : iso.replace('T', ' ').replace('Z', ''))
  const uid = base62Token()
  const [inserted] = await db
    .table('consignment_deposits')
    .insert({
      uid,
      organisation_id: 900_000_001,
      creator_name: 'Old Row',
      type: 'file',
      author_kind: 'person',
      author_name: 'Old Row',
      author_email: 'old.row@example.com',
      title: 'Written before the change',
      years: 10,
      hash_only: true,
      source: 'app',
      state: 'protected',
      authorised_count: 1,
      total_bytes: 3,
      price_cents: 0,
      base_price_cents: 0,
      payment_status: 'approved',
      embed_id: base62Token(),
      locale: 'en',
      deposited_at: old(SEALED),
      expires_at: old(EXPIRES),
      created_at: old(CREATED),
      updated_at: old(SEALED),
    })
    .returning('id')
  const depositId = Number(typeof inserted === 'object' ? inserted.id : inserted)
  const [file] = await db
    .table('consignment_files')
    .insert({
      deposit_id: depositId,
      uid: base62Token(),
      certificate_token: base62Token(),
      name: 'a.txt',
      path: 'a.txt',
      mime: 'text/plain',
      size: 3,
      state: 'sealed',
      sealed_at: old(SEALED),
      created_at: old(CREATED),
    })
    .returning('id')
  const fileId = Number(typeof file === 'object' ? file.id : file)
  await db.table('consignment_timestamps').insert({
    file_id: fileId,
    position: 0,
    platform_id: 'old',
    token: Buffer.from('token').toString('base64'),
    chain_pem: '',
    gen_time: old(SEALED),
    serial: '1',
    policy: '1.2.3',
    qualified: false,
    signer_not_after: old(EXPIRES),
    created_at: old(CREATED),
  })
  return { uid, depositId, fileId }
}

async function readBack(client: QueryClientContract, depositId: number, fileId: number) {
  const deposit = depositTable.read(await client.from(depositTable.table).where('id', depositId).firstOrFail())
  const file = fileTable.read(await client.from(fileTable.table).where('id', fileId).firstOrFail())
  const stamp = timestampTable.read(await client.from(timestampTable.table).where('file_id', fileId).firstOrFail())
  return [
    deposit.depositedAt,
    deposit.expiresAt,
    deposit.createdAt,
    deposit.renewalNoticedAt,
    file.sealedAt,
    file.createdAt,
    stamp.genTime,
    stamp.signerNotAfter,
  ].map((d) => d?.toISOString() ?? null)
}

const EXPECTED = [SEALED, EXPIRES, CREATED, null, SEALED, CREATED, SEALED, EXPIRES]

test.group('Consignment: dates stored before docs/adr/0004', () => {
  test('rows written the old way read the same instants after the migration, and compare as dates', async ({ assert }) => {
    const { uid, depositId, fileId } = await writeTheOldWay()
    await new StoreDatesAsEpoch(db.connection(), 'test', false).execUp()

    assert.deepEqual(await readBack(db.connection(), depositId, fileId), EXPECTED)
    const deposit = await depositRepository.depositByUid(uid)
    assert.equal(deposit?.expiresAt?.toISOString(), EXPIRES)
    const around = (iso: string, ms: number) => new Date(Date.parse(iso) + ms)
    const found = await db
      .from(depositTable.table)
      .where('id', depositId)
      .where('expires_at', '>', around(EXPIRES, -1))
      .where('expires_at', '<', around(EXPIRES, 1))
      .first()
    assert.exists(found, 'a bound Date compares with the converted column, to the millisecond')
  })

  test('the migration runs down and up again without moving an instant', async ({ assert }) => {
    const { depositId, fileId } = await writeTheOldWay()
    await new StoreDatesAsEpoch(db.connection(), 'test', false).execUp()
    const trx = await db.transaction()
    try {
      await new StoreDatesAsEpoch(trx, 'test', false).execDown()
      await new StoreDatesAsEpoch(trx, 'test', false).execUp()
      assert.deepEqual(await readBack(trx, depositId, fileId), EXPECTED)
    } finally {
      await trx.rollback()
    }
  })
})

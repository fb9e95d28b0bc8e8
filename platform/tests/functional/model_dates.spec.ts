import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Organisation from '#models/organisation'
import StoreModelDatesAsEpoch from '#database/migrations/1763640000004_store_model_dates_as_epoch'
import { uniqueName } from '@sceau/testing/unique'

const PLAN_ENDS = '2027-03-01T12:34:56.000Z'
const CREATED = '2026-02-28T23:59:59.000Z'

/** An organisation row as the models wrote it before docs/adr/0004: Lucid's format for the connection (local-time text on SQLite). */
async function organisationWrittenTheOldWay() {
  const old = (iso: string) => DateTime.fromISO(iso).toFormat(db.connection().dialect.dateTimeFormat)
  const [inserted] = await db
    .table('organisations')
    .insert({ name: uniqueName('old-org'), plan: 'free', plan_expires_at: old(PLAN_ENDS), created_at: old(CREATED), updated_at: old(CREATED) })
    .returning('id')
  return Number(typeof inserted === 'object' ? inserted.id : inserted)
}

test.group('Model dates stored before docs/adr/0004', () => {
  test('a model row written the old way reads the same instants after the migration, and compares with a bound Date', async ({ assert }) => {
    const id = await organisationWrittenTheOldWay()
    await new StoreModelDatesAsEpoch(db.connection(), 'test', false).execUp()

    const organisation = await Organisation.findOrFail(id)
    assert.equal(organisation.planExpiresAt?.toUTC().toISO(), PLAN_ENDS)
    assert.equal(organisation.createdAt.toUTC().toISO(), CREATED)
    const around = (ms: number) => new Date(Date.parse(PLAN_ENDS) + ms)
    assert.exists(
      await db.from('organisations').where('id', id).where('plan_expires_at', '>', around(-1000)).where('plan_expires_at', '<', around(1000)).first()
    )

    organisation.planExpiresAt = DateTime.fromISO('2028-01-02T03:04:05.678Z')
    await organisation.save()
    assert.equal(
      (await Organisation.findOrFail(id)).planExpiresAt?.toUTC().toISO(),
      '2028-01-02T03:04:05.678Z',
      'saved by the model, read back to the millisecond'
    )
  })

  test('the migration runs down and up again without moving an instant', async ({ assert }) => {
    const id = await organisationWrittenTheOldWay()
    await new StoreModelDatesAsEpoch(db.connection(), 'test', false).execUp()
    const trx = await db.transaction()
    try {
      await new StoreModelDatesAsEpoch(trx, 'test', false).execDown()
      await new StoreModelDatesAsEpoch(trx, 'test', false).execUp()
      const organisation = await Organisation.findOrFail(id, { client: trx })
      assert.equal(organisation.planExpiresAt?.toUTC().toISO(), PLAN_ENDS)
    } finally {
      await trx.rollback()
    }
  })
})

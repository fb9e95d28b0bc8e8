import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { depositRepository } from '../server/services/deposit_repository.js'
import { Sealer } from '../server/services/sealer.js'
import { deposit, sealed, signUp, startJobWorker, testFile } from './support/deposits.js'

/** Deposit ids no real deposit has (numbers reference deposits by id, without a foreign key). */
let nextId = 900_000_000 + Math.floor(Math.random() * 1_000_000)

/** Every number issued so far is 1..N: nothing was burnt by a seal that lost a race. */
async function assertContiguous(assert: { deepEqual: (a: unknown, b: unknown, message?: string) => void }) {
  const issued = (await db.from('consignment_numbers').select('id').orderBy('id')).map((row) => Number(row.id))
  assert.deepEqual(
    issued,
    Array.from({ length: issued.length }, (_, index) => index + 1),
    'numbers run 1..N without a gap'
  )
  return issued
}

test.group('Consignment: deposit numbers', (group) => {
  group.setup(async () => startJobWorker())

  test('parallel seal jobs of multi-file deposits: one number per deposit, no gaps in the sequence (this run’s database)', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const created = await Promise.all(
      Array.from({ length: 4 }, (_, n) => deposit(account.browser, [testFile(`a${n}.txt`), testFile(`b${n}.txt`), testFile(`c${n}.txt`)], { hashOnly: true }))
    )
    // Each file's seal runs here too, racing the queue's workers on the same deposits.
    const sealer = await app.container.make(Sealer)
    const rows = await Promise.all(created.map(async (one) => (await depositRepository.depositByUid(one.deposit.id))!))
    const files = (await Promise.all(rows.map((row) => depositRepository.files(row.id)))).flat()
    await Promise.all(files.map((file) => sealer.seal(file.id).catch(() => {})))
    const numbers = await Promise.all(created.map(async (one) => (await sealed(account.browser, one.deposit.id)).number!))
    assert.equal(new Set(numbers).size, created.length, 'each deposit has its own number')
    const issued = await assertContiguous(assert)
    for (const number of numbers) assert.include(issued, Number(number.slice(-6)))
  }).timeout(120_000)
  test('concurrent seals number each deposit once, and the sequence has no gaps (this run’s database)', async ({ assert }) => {
    const deposits = Array.from({ length: 24 }, () => nextId++)
    // Every file of a deposit seals on its own: three racing seals per deposit, all at once.
    const numbers = await Promise.all(deposits.flatMap((id) => [id, id, id]).map((id) => depositRepository.allocateNumber(id)))
    const byDeposit = new Map<number, Set<number>>()
    deposits.flatMap((id) => [id, id, id]).forEach((id, index) => byDeposit.set(id, (byDeposit.get(id) ?? new Set()).add(numbers[index])))
    for (const [id, taken] of byDeposit) assert.equal(taken.size, 1, `deposit ${id} got one number`)
    assert.equal(new Set(numbers).size, deposits.length, 'no two deposits share a number')

    const issued = await assertContiguous(assert)
    const counter = await db.from('consignment_number_counter').where('id', 1).first()
    assert.equal(Number(counter.value), issued.length)
  })

  test('a deposit asked again keeps its number and takes none', async ({ assert }) => {
    const id = nextId++
    const first = await depositRepository.allocateNumber(id)
    const before = Number((await db.from('consignment_number_counter').where('id', 1).first()).value)
    assert.equal(await depositRepository.allocateNumber(id), first)
    assert.equal(Number((await db.from('consignment_number_counter').where('id', 1).first()).value), before)
  })
})

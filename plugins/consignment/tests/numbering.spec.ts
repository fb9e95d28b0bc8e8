import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { depositRepository } from '../server/services/deposit_repository.js'

/** Deposit ids no real deposit has (numbers reference deposits by id, without a foreign key). */
let nextId = 900_000_000 + Math.floor(Math.random() * 1_000_000)

test.group('Consignment: deposit numbers', () => {
  test('concurrent seals number each deposit once, and the sequence has no gaps (this run’s database)', async ({ assert }) => {
    const deposits = Array.from({ length: 24 }, () => nextId++)
    // Every file of a deposit seals on its own: three racing seals per deposit, all at once.
    const numbers = await Promise.all(deposits.flatMap((id) => [id, id, id]).map((id) => depositRepository.allocateNumber(id)))
    const byDeposit = new Map<number, Set<number>>()
    deposits.flatMap((id) => [id, id, id]).forEach((id, index) => byDeposit.set(id, (byDeposit.get(id) ?? new Set()).add(numbers[index])))
    for (const [id, taken] of byDeposit) assert.equal(taken.size, 1, `deposit ${id} got one number`)
    assert.equal(new Set(numbers).size, deposits.length, 'no two deposits share a number')

    const issued = (await db.from('consignment_numbers').select('id').orderBy('id')).map((row) => Number(row.id))
    const counter = await db.from('consignment_number_counter').where('id', 1).first()
    assert.deepEqual(issued, Array.from({ length: issued.length }, (_, index) => index + 1), 'numbers run 1..N without a gap')
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

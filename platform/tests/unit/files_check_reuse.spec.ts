/*
 * The files check's reuse (readiness.ts): a passed check stands for a while so that rounds of health
 * probes under load do not each write to the disk; a failed one is asked again by the next round.
 */
import { test } from '@japa/runner'
import { reusingSuccess } from '#services/engines/readiness'

test.group('Health: the files check reuses a success, never a failure', () => {
  test('a success is reused within the window, asked again after it', async ({ assert }) => {
    let calls = 0
    const check = reusingSuccess(async () => ({ call: ++calls }), 50)
    assert.deepEqual(await check(), { call: 1 })
    assert.deepEqual(await check(), { call: 1 })
    await new Promise((resolve) => setTimeout(resolve, 60))
    assert.deepEqual(await check(), { call: 2 })
    assert.equal(calls, 2)
  })

  test('a failure is asked again at once, and a recovery is seen by the next round', async ({ assert }) => {
    let broken = true
    let calls = 0
    const check = reusingSuccess(async () => {
      calls++
      if (broken) throw new Error('ENOTDIR')
      return {}
    }, 60_000)
    await assert.rejects(() => check(), 'ENOTDIR')
    await assert.rejects(() => check(), 'ENOTDIR')
    broken = false
    assert.deepEqual(await check(), {})
    assert.equal(calls, 3)
  })
})

import { test } from '@japa/runner'
import { boundedWait } from '#tests/support/bounded_wait'

test.group('The test run teardown bounded wait', () => {
  test('a step that never ends is left after its limit, and says so', async ({ assert }) => {
    const said: string[] = []
    const error = console.error
    console.error = (line: string) => said.push(line)
    try {
      const started = Date.now()
      await boundedWait(new Promise(() => {}), 0.3, 'the hung step')
      assert.isAtLeast(Date.now() - started, 290)
    } finally {
      console.error = error
    }
    assert.lengthOf(said, 1)
    assert.match(said[0], /^\[japa\] the hung step had not ended after 0.3 s; going on\. Still open: /)
  })

  test('a step that ends is awaited, silently, and its failure still surfaces', async ({ assert }) => {
    const said: string[] = []
    const error = console.error
    console.error = (line: string) => said.push(line)
    try {
      let ended = false
      await boundedWait(new Promise<void>((resolve) => setTimeout(() => ((ended = true), resolve()), 50)), 5, 'the quick step')
      assert.isTrue(ended)
      await assert.rejects(() => boundedWait(Promise.reject(new Error('shutdown failed')), 5, 'the failing step'), 'shutdown failed')
    } finally {
      console.error = error
    }
    assert.deepEqual(said, [])
  })
})

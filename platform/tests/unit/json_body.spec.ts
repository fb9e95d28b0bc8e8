import { test } from '@japa/runner'
import { safeStringify } from '@poppinss/utils/json'
import { serializeJsonBody } from '#services/http/json_body'

test.group('Response JSON bodies (serializeJsonBody)', () => {
  test('plain data: the same text as the default serializer, toJSON and undefined fields included', ({ assert }) => {
    const body = {
      data: [{ id: '1', title: 'Rapport été \u2028 "final"', sentAt: new Date('2026-11-28T04:00:00Z'), link: null, gone: undefined, lone: '\ud800' }],
      meta: { page: 1, perPage: 20, total: 1, lastPage: 1, ratio: 0.5, missing: Number.NaN },
    }
    assert.equal(serializeJsonBody(body), safeStringify(body))
    assert.deepEqual(JSON.parse(serializeJsonBody(body)).data[0].sentAt, '2026-11-28T04:00:00.000Z')
  })

  test('what JSON.stringify refuses is answered as AdonisJS does: a BigInt as a string, a cycle left out', ({ assert }) => {
    assert.equal(serializeJsonBody({ size: 12n ** 20n }), `{"size":"${12n ** 20n}"}`)
    const node: Record<string, unknown> = { id: 1 }
    node.self = node
    assert.equal(serializeJsonBody(node), '{"id":1}')
  })
})

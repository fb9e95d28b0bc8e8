import { test } from '@japa/runner'
import { column, columnName, defineTable, readDate } from '@sceau/plugin-sdk/server'

const notes = defineTable('demo_notes', {
  id: column.number(),
  title: column.string<'draft' | 'final'>(),
  body: column.string().nullable(),
  pinned: column.boolean(),
  size: column.number(),
  meta: column.json<{ tags: string[] }>().nullable(),
  token: column.base64(),
  createdAt: column.date(),
  sentAt: column.date().nullable(),
})

const INSTANT = '2026-03-01T12:34:56.789Z'

test.group('Plugin SDK: table rows', () => {
  test('reads what SQLite answers and what PostgreSQL answers into the same typed row', ({ assert }) => {
    const sqlite = {
      id: 7,
      title: 'draft',
      body: null,
      pinned: 1,
      size: 12,
      meta: '{"tags":["a"]}',
      token: 'AQID',
      created_at: Date.parse(INSTANT),
      sent_at: null,
    }
    const postgres = { ...sqlite, pinned: true, size: '12', meta: { tags: ['a'] }, created_at: new Date(INSTANT) }
    const expected = {
      id: 7,
      title: 'draft',
      body: null,
      pinned: true,
      size: 12,
      meta: { tags: ['a'] },
      token: new Uint8Array([1, 2, 3]),
      createdAt: new Date(INSTANT),
      sentAt: null,
    }
    assert.deepEqual(notes.read(sqlite), expected)
    assert.deepEqual(notes.read(postgres), expected)
  })

  test('writes the properties given under their column names, Dates as Dates, JSON and bytes as text', ({ assert }) => {
    const at = new Date(INSTANT)
    assert.deepEqual(notes.write({ createdAt: at, meta: { tags: [] }, token: new Uint8Array([1, 2, 3]), body: undefined, sentAt: null }), {
      created_at: at,
      meta: '{"tags":[]}',
      token: 'AQID',
      sent_at: null,
    })
    assert.equal(columnName('senderTokenHash'), 'sender_token_hash')
  })

  test('refuses what no writer of the convention stores: empty required columns, text dates, non-numbers', ({ assert }) => {
    assert.throws(() => notes.read({ id: 1, title: null }), /required column is empty/)
    assert.throws(() => readDate('2026-03-01 12:34:56.789'), /Not a stored moment/)
    assert.throws(() => column.number().read('twelve'), /Not a stored number/)
    assert.equal(readDate('1772368496789').toISOString(), INSTANT)
  })
})

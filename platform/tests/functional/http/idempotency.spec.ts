import { createHash, randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { apiKey, signUp, type TestAccount } from '@sceau/testing/personas'
import { IdempotencyCleanupJob } from '#jobs/idempotency_cleanup_job'
import { IDEMPOTENCY_LEASE_MS, IdempotencyKeys } from '#services/http/idempotency_keys'

const organisationsOf = async (account: TestAccount) => (await account.browser.get('/users/organizations')).body.length as number

function create(account: TestAccount, name: string, key?: string) {
  return account.browser.request('POST', '/organizations', { json: { name }, headers: key === undefined ? {} : { 'idempotency-key': key } })
}

/** What the middleware computes for a JSON POST: method, path and the exact body text. */
const fingerprintOf = (path: string, body: unknown) =>
  createHash('sha256')
    .update(`POST\n/api/v2${path}\n${JSON.stringify(body)}`)
    .digest('hex')

test.group('Idempotency-Key', () => {
  test('a retried POST with the same key gets the first answer again, and the effect happens once', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const key = randomUUID()
    const first = await create(account, 'Cabinet Once', key)
    assert.equal(first.status, 201)
    assert.isNull(first.headers.get('idempotent-replayed'))
    const retry = await create(account, 'Cabinet Once', key)
    assert.equal(retry.status, 201)
    assert.equal(retry.headers.get('idempotent-replayed'), 'true')
    assert.deepEqual(retry.body, first.body)
    assert.equal(await organisationsOf(account), 2, 'the personal organisation and one more')

    // Without a key, or with another key, each request is its own intent.
    assert.equal((await create(account, 'Cabinet Once', randomUUID())).status, 201)
    assert.equal((await create(account, 'Cabinet Once')).status, 201)
    assert.equal(await organisationsOf(account), 4)
  })

  test('the same key with another body is refused (422, translated) and changes nothing', async ({ assert }) => {
    const account = await signUp({ language: 'fr' })
    const key = randomUUID()
    assert.equal((await create(account, 'Premier', key)).status, 201)
    const other = await create(account, 'Second', key)
    assert.equal(other.status, 422)
    assert.deepEqual(other.body.error, {
      code: 'E_IDEMPOTENCY_KEY_REUSED',
      message: 'Cette clé d’idempotence a déjà servi pour une autre requête : utilisez une nouvelle clé',
    })
    // The same key on another route is another request too.
    const elsewhere = await account.browser.request('POST', '/support/messages', {
      json: { subject: 'Bonjour', message: 'Un message' },
      headers: { 'idempotency-key': key },
    })
    assert.equal(elsewhere.body.error.code, 'E_IDEMPOTENCY_KEY_REUSED')
    assert.equal(await organisationsOf(account), 2)
  })

  test('keys belong to their caller: the same key from someone else is their own request', async ({ assert }) => {
    const [ada, bob] = [await signUp({ language: 'en' }), await signUp({ language: 'en' })]
    const key = randomUUID()
    const mine = await create(ada, 'Shared name', key)
    const theirs = await create(bob, 'Shared name', key)
    assert.equal(theirs.status, 201)
    assert.isNull(theirs.headers.get('idempotent-replayed'))
    assert.notEqual(theirs.body.id, mine.body.id)
    assert.equal(await organisationsOf(bob), 2)
  })

  test('a refusal is not kept: the same key may be used again once the cause is fixed', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const key = randomUUID()
    const refused = await create(account, '', key)
    assert.equal(refused.status, 422)
    assert.equal(refused.body.error.code, 'E_VALIDATION')
    const fixed = await create(account, 'Fixed', key)
    assert.equal(fixed.status, 201)
    assert.isNull(fixed.headers.get('idempotent-replayed'))
    assert.equal((await create(account, 'Fixed', key)).headers.get('idempotent-replayed'), 'true')
  })

  test('a malformed key is refused before anything runs', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    for (const key of ['x'.repeat(256), 'with space', 'é']) {
      const answer = await account.browser.request('POST', '/organizations', { json: { name: 'Bad key' }, headers: { 'idempotency-key': key } })
      assert.equal(answer.status, 400, key)
      assert.equal(answer.body.error.code, 'E_IDEMPOTENCY_KEY')
      assert.equal(answer.body.error.message, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters')
    }
    assert.equal(await organisationsOf(account), 1)
  })

  test('while the first request runs a retry is told to wait (409, Retry-After); a holder that died is taken over', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const keys = await app.container.make(IdempotencyKeys)
    const key = randomUUID()
    const request = { fingerprint: fingerprintOf('/organizations', { name: 'Slow' }), method: 'POST', path: '/api/v2/organizations' }
    // The first request, as another node would hold it.
    const held = await keys.claim(`user:${account.userId}`, key, request)
    assert.equal(held.kind, 'run')
    const retry = await create(account, 'Slow', key)
    assert.equal(retry.status, 409)
    assert.equal(retry.body.error.code, 'E_IDEMPOTENCY_IN_FLIGHT')
    assert.equal(retry.headers.get('retry-after'), '1')
    assert.equal(await organisationsOf(account), 1)

    // A holder whose lease ran out (its process died before answering) no longer blocks the key.
    await db
      .from('idempotency_keys')
      .where({ scope: `user:${account.userId}`, idempotency_key: key })
      .update({ locked_until: new Date(Date.now() - IDEMPOTENCY_LEASE_MS) })
    const after = await create(account, 'Slow', key)
    assert.equal(after.status, 201)
    assert.equal((await create(account, 'Slow', key)).headers.get('idempotent-replayed'), 'true')
    assert.equal(await organisationsOf(account), 2)
  })

  test('parallel requests with one key make one organisation', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(account, 'Raced', key)))
    const made = answers.filter((answer) => answer.status === 201)
    assert.isAtLeast(made.length, 1)
    assert.isTrue(
      answers.every((answer) => answer.status === 201 || answer.body.error.code === 'E_IDEMPOTENCY_IN_FLIGHT'),
      JSON.stringify(answers.map((a) => a.status))
    )
    assert.lengthOf(new Set(made.map((answer) => answer.body.id)), 1)
    assert.equal(await organisationsOf(account), 2)
  })

  test('answers are stored encrypted, kept 24 hours, then cleaned by the hourly job', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const signed = await apiKey(account)
    const key = randomUUID()
    const body = { email: 'idem@example.org', firstname: 'Ida' }
    const first = await signed.request('POST', `/organizations/${account.organisationId}/contacts`, body, { 'idempotency-key': key })
    assert.equal(first.status, 201)
    // A retry is signed again (each signature is accepted once): the key, not the signature, makes it the same intent.
    const retry = await signed.request('POST', `/organizations/${account.organisationId}/contacts`, body, { 'idempotency-key': key })
    assert.equal(retry.headers.get('idempotent-replayed'), 'true')
    assert.deepEqual(retry.body, first.body)

    const row = await db
      .from('idempotency_keys')
      .where({ scope: `key:${signed.id}`, idempotency_key: key })
      .first()
    assert.notInclude(String(row.answer), 'idem@example.org')
    const created = new Date(row.created_at).getTime()
    assert.equal(new Date(row.expires_at).getTime() - created, 24 * 3600 * 1000)

    await db
      .from('idempotency_keys')
      .where({ scope: `key:${signed.id}`, idempotency_key: key })
      .update({ expires_at: new Date(Date.now() - 1000) })
    const job = await app.container.make(IdempotencyCleanupJob)
    await job.handle()
    assert.isNull(
      await db
        .from('idempotency_keys')
        .where({ scope: `key:${signed.id}`, idempotency_key: key })
        .first()
    )
  })
})

import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { EventBus } from '@sceau/plugin-sdk/server'
import type {} from '@sceau/plugin-capsules/events'
import type {} from '@sceau/plugin-git-deploy/events'
import type { DepositMadePayload } from '../shared/events.js'
import { depositRepository } from '../server/services/deposit_repository.js'
import { depositBody, sha256, signUp, startJobWorker, testFile, upload, waitFor } from './support/deposits.js'

/** The answer 'consignment:deposit-made' gives this asker's reference. */
async function answerTo(sourceRef: string, ask: (events: EventBus) => Promise<void>): Promise<DepositMadePayload> {
  const events = await app.container.make(EventBus)
  let answer: DepositMadePayload | undefined
  const stop = events.on('consignment:deposit-made', (payload) => {
    if (payload.sourceRef === sourceRef) answer = payload
  })
  try {
    await ask(events)
    return await waitFor(async () => answer, `the answer to ${sourceRef}`)
  } finally {
    stop()
  }
}

test.group('Consignment: deposits other plugins ask for (consignment:deposit-made)', (group) => {
  group.setup(async () => startJobWorker())

  test('a git release: the deposit, its number and its certificate page, with the title, years and co-authors asked', async ({ assert }) => {
    const account = await signUp({ language: 'en', firstname: 'Release', lastname: 'Owner' })
    const archive = testFile('v1.2.0.tar.gz', 'the release archive')
    const answer = await account.browser.post('/consignment/deposits', depositBody([archive]))
    const [blobId] = await upload(answer.body.upload.uploadToken, [archive])
    const releaseId = randomUUID()
    const made = await answerTo(releaseId, (events) =>
      events.emit('git-deploy:deposit-requested', {
        releaseId,
        organisationId: Number(account.organisationId),
        userId: null,
        apiKeyId: null,
        email: account.email,
        title: 'acme/site v1.2.0',
        years: 5,
        coAuthors: [{ name: 'Ada Lovelace', email: 'Ada@Example.com' }],
        file: { blobId: blobId!, name: 'v1.2.0.tar.gz', mime: 'application/gzip', size: archive.bytes.length, sha256: sha256(archive.bytes) },
      })
    )
    assert.equal(made.source, 'release')
    assert.isNull(made.error)
    assert.match(made.number!, /\S/)
    const row = await db.from('consignment_deposits').where({ source: 'release', source_ref: releaseId }).firstOrFail()
    assert.equal(row.uid, made.depositId)
    assert.equal(row.title, 'acme/site v1.2.0')
    assert.equal(Number(row.years), 5)
    assert.deepEqual(await depositRepository.coAuthors(row.id), [{ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' }])
    assert.match(made.certificateUrl!, /\/certificate\/[^/]+$/)
  })

  test('a request whose file is not a ready blob is answered "refused", and makes no deposit', async ({ assert }) => {
    const account = await signUp({ language: 'en', firstname: 'Capsule', lastname: 'Owner' })
    const capsuleId = randomUUID()
    const refused = await answerTo(capsuleId, (events) =>
      events.emit('capsules:deposit-requested', {
        capsuleId,
        organisationId: Number(account.organisationId),
        userId: null,
        email: account.email,
        title: 'A page',
        url: 'https://example.com/',
        capturedAt: '2026-11-28T05:00:00.000Z',
        file: { blobId: randomUUID(), name: 'capture.wacz', mime: 'application/wacz', size: 10, sha256: '0'.repeat(64) },
      })
    )
    assert.deepEqual(refused, {
      source: 'capsule',
      sourceRef: capsuleId,
      organisationId: Number(account.organisationId),
      depositId: null,
      number: null,
      error: 'refused',
    })
    assert.isNull(await db.from('consignment_deposits').where({ source: 'capsule', source_ref: capsuleId }).first())
  })
})

import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { EventBus, StorageService, type PlatformEvents } from '@sceau/plugin-sdk/server'
import type { DepositDetail } from '@sceau/plugin-consignment/shared'
import {
  deposit,
  fetchBytes as fetchWithSession,
  sealed,
  signUp,
  startJobWorker,
  testFile,
  type TestAccount,
  type TestFile,
} from '@sceau/plugin-consignment/testing'
import { ExpireTransfersJob } from '../server/jobs/expire_transfers_job.js'
import { SendDepositCopyJob } from '../server/jobs/send_deposit_copy_job.js'
import { depositCopyRef } from '../server/services/deposit_copy_service.js'
import { parseDepositCopyRequest } from '../server/validators/deposit_copy_request.js'
import { baseUrl, fetchBytes, linkIn, MailCatcher, randomBytesOf, sha256, uniqueEmail, waitFor } from './support/transfers.js'
import { MemoryLogger } from '@sceau/testing/memory_logger'

type TransferRequest = PlatformEvents['consignment:transfer-requested']

// Job runs log into memory: the suite's output stays readable.
const silentLogger = new MemoryLogger()

/** A sealed deposit of these files, made through the consignment API. */
async function sealedDeposit(account: TestAccount, files: TestFile[]): Promise<DepositDetail> {
  const created = await deposit(account.browser, files)
  return sealed(account.browser, created.deposit.id)
}

/** The transfer made for a request, once sent. */
function sentTransfer(requestId: string) {
  return waitFor(
    () =>
      db
        .from('transfer_transfers')
        .where({ source_ref: depositCopyRef(requestId), status: 'active' })
        .first(),
    `the transfer of request ${requestId}`
  )
}

/** "Transfer the file" through the consignment route; the event it emitted is recorded too. */
async function transferDeposit(account: TestAccount, depositId: string, body: Record<string, unknown>) {
  const events = await app.container.make(EventBus)
  const seen: TransferRequest[] = []
  const off = events.on('consignment:transfer-requested', (payload) => void seen.push(payload))
  try {
    const answer = await account.browser.post(`/consignment/deposits/${depositId}/transfer`, body)
    return { answer, request: seen.at(-1) }
  } finally {
    off()
  }
}

/** The download page's token in a recipient's mail, and the files it lists. */
async function downloadPage(mail: Parameters<typeof linkIn>[0]) {
  const token = linkIn(mail, /^\/download\//)
    .pathname.split('/')
    .pop()!
  const page = await fetch(`${baseUrl()}/api/v2/transfer/downloads/${token}`)
  return { token, page: (await page.json()) as { files: { id: string; path: string; sha256: string; state: string }[] } }
}

test.group('Transfer: "transfer the file" from a deposit (consignment:transfer-requested)', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    const stopWorker = await startJobWorker()
    return async () => {
      await stopWorker()
      await mail.stop()
    }
  })

  test('a real e-mail transfer of copied bytes: protected wording with the deposit number and each certificate; same bytes; its expiry spares the deposit', async ({
    assert,
  }) => {
    const account = await signUp({ language: 'en' })
    const files = [
      { path: 'plans/plan.pdf', bytes: randomBytesOf(300_000), mime: 'application/pdf' },
      { path: 'plans/notes.txt', bytes: Buffer.from('deposited notes') },
    ]
    const done = await sealedDeposit(account, files)
    const to = uniqueEmail('recipient')
    const { answer, request } = await transferDeposit(account, done.id, { recipients: [to], message: 'Here are the plans', notifyProtected: true })
    assert.equal(answer.status, 202, JSON.stringify(answer.body))

    const row = await sentTransfer(answer.body.requestId)
    assert.include(row, {
      organisation_id: Number(account.organisationId),
      sender_email: account.email,
      mode: 'email',
      type: 'send',
      message: 'Here are the plans',
    })
    // The plan's default expiry (a free organisation: 7 days).
    assert.equal(new Date(row.expire_at).getTime() - new Date(row.sent_at).getTime(), 7 * 86_400_000)

    const received = await mail.waitFor(to, /sent you “(plan\.pdf|notes\.txt) \(\+1\)”, protected by a deposit$/)
    assert.isTrue(received.parsed.subject!.startsWith(account.email))
    const text = received.parsed.text!
    assert.include(text, `protected by the Sceau deposit no. ${done.number}`)
    assert.include(text, 'Here are the plans')
    for (const file of done.files) {
      assert.include(text, `- Certificate of ${file.name}: ${request!.files.find((f) => f.sha256 === file.sha256)!.certificateUrl}`)
      assert.equal(linkIn(received, new RegExp(`^/certificate/${file.certificateToken}$`)).pathname, `/certificate/${file.certificateToken}`)
    }
    assert.include(received.parsed.html!, `/certificate/${done.files[0]!.certificateToken}`)

    const { token, page } = await downloadPage(received)
    assert.deepEqual(page.files.map((f) => f.path).sort(), ['plans/notes.txt', 'plans/plan.pdf'])
    for (const original of files) {
      const listed = page.files.find((f) => f.path === original.path)!
      const copy = await fetchBytes(`/transfer/downloads/${token}/files/${listed.id}`)
      assert.equal(copy.status, 200)
      assert.equal(sha256(copy.bytes), sha256(original.bytes))
      assert.equal(listed.sha256, sha256(original.bytes))
    }

    // Copies, not shared keys: the transfer's expiry deletes its bytes and the deposit keeps its own.
    const blobRows = await db
      .from('transfer_files')
      .join('blobs', 'blobs.id', 'transfer_files.blob_id')
      .where('transfer_files.transfer_id', row.id)
      .select('blobs.storage_key')
    const blobKeys = blobRows.map((r) => r.storage_key as string)
    const depositKeys = request!.files.map((f) => f.storageKey)
    assert.lengthOf(blobKeys, 2)
    assert.notIncludeMembers(blobKeys, depositKeys)
    await db
      .from('transfer_transfers')
      .where('id', row.id)
      .update({ expire_at: new Date(Date.now() - 1000) })
    await (await app.container.make(ExpireTransfersJob)).run()
    const storage = await app.container.make(StorageService)
    for (const key of blobKeys) assert.isFalse(await storage.exists(key), `copy ${key} deleted`)
    for (const key of depositKeys) assert.isTrue(await storage.exists(key), `deposit bytes ${key} kept`)
    const kept = await fetchWithSession(account.browser, `/consignment/deposits/${done.id}/files/${done.files[0]!.id}/download`)
    assert.equal(kept.status, 200)
    assert.equal(sha256(kept.bytes), done.files[0]!.sha256)
  })

  test('without "tell recipients the file is protected": the ordinary transfer mail, in the sender’s language', async ({ assert }) => {
    const account = await signUp({ language: 'fr' })
    const done = await sealedDeposit(account, [testFile('devis.txt', 'le devis déposé')])
    const to = uniqueEmail('plain')
    const { answer } = await transferDeposit(account, done.id, { recipients: [to], notifyProtected: false })
    assert.equal(answer.status, 202, JSON.stringify(answer.body))
    const received = await mail.waitFor(to, `${account.email} vous a envoyé « devis.txt »`)
    assert.notInclude(received.parsed.text!, done.number!)
    assert.notInclude(received.parsed.text!, '/certificate/')
    assert.include(received.parsed.text!, 'Télécharger les fichiers')
    const { token, page } = await downloadPage(received)
    const copy = await fetchBytes(`/transfer/downloads/${token}/files/${page.files[0]!.id}`)
    assert.equal(copy.bytes.toString(), 'le devis déposé')
  })

  test('the event delivered twice and the job run again: one transfer, each recipient mailed once', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const done = await sealedDeposit(account, [testFile('once.txt', 'only once')])
    const recipients = [uniqueEmail('once-a'), uniqueEmail('once-b')]
    const { answer, request } = await transferDeposit(account, done.id, { recipients, notifyProtected: true })
    assert.equal(answer.status, 202)
    const events = await app.container.make(EventBus)
    await events.emit('consignment:transfer-requested', request!)
    const row = await sentTransfer(answer.body.requestId)
    const mailed = () =>
      db
        .from('transfer_events')
        .where({ transfer_id: row.id, type: 'email_sent' })
        .then((rows) => rows.map((r) => r.recipient as string))
    await waitFor(async () => (await mailed()).length === recipients.length, 'both recipients mailed')
    for (const to of recipients) await mail.waitFor(to)

    // A retried job (or a third delivery run to the end) finds the transfer sent and everyone mailed.
    const job = await app.container.make(SendDepositCopyJob)
    await job.handle((await parseDepositCopyRequest(request))!, { attempt: 2, jobId: 'retry', logger: silentLogger })
    await job.handle((await parseDepositCopyRequest(request))!, { attempt: 1, jobId: 'again', logger: silentLogger })
    assert.lengthOf(await db.from('transfer_transfers').where('source_ref', depositCopyRef(answer.body.requestId)), 1)
    assert.lengthOf(await db.from('transfer_transfers').where('organisation_id', Number(account.organisationId)), 1)
    assert.sameMembers(await mailed(), recipients)
    assert.equal((await db.from('transfer_files').where('transfer_id', row.id).count('* as n'))[0].n, 1)
    for (const to of recipients) assert.lengthOf(mail.to(to), 1)
  })

  test('a run interrupted mid-copy (a source missing, bytes not matching their SHA-256) is finished by the retry without duplicate copies', async ({
    assert,
  }) => {
    const account = await signUp({ language: 'en' })
    const done = await sealedDeposit(account, [testFile('one.txt', 'first file'), testFile('two.txt', 'second file')])
    const { request } = await transferDeposit(account, done.id, { recipients: [uniqueEmail('resumed')] })
    const retried = { ...(await parseDepositCopyRequest(request))!, requestId: `${request!.requestId}Retry` }
    const [first, second] = retried.files
    const job = await app.container.make(SendDepositCopyJob)
    const context = { attempt: 1, jobId: 'interrupted', logger: silentLogger }
    await assert.rejects(() => job.handle({ ...retried, files: [first!, { ...second!, storageKey: `${second!.storageKey}-missing` }] }, context))
    await assert.rejects(() => job.handle({ ...retried, files: [first!, { ...second!, sha256: first!.sha256 }] }, context), /no longer match/)
    const draft = await db.from('transfer_transfers').where('source_ref', depositCopyRef(retried.requestId)).first()
    assert.equal(draft.status, 'draft', 'nothing sent while a copy is missing')

    await job.handle(retried, { ...context, attempt: 3 })
    const row = await sentTransfer(retried.requestId)
    assert.equal(row.id, draft.id)
    const blobs = await db.from('blobs').where('batch_id', row.batch_id).orderBy('path')
    assert.deepEqual(
      blobs.map((b) => [b.path, b.state, b.sha256]),
      [
        ['one.txt', 'ready', first!.sha256],
        ['two.txt', 'ready', second!.sha256],
      ]
    )
    assert.equal((await db.from('transfer_files').where('transfer_id', row.id).count('* as n'))[0].n, 2)
  })

  test('another organisation cannot have a deposit it does not own transferred', async ({ assert }) => {
    const owner = await signUp({ language: 'en' })
    const done = await sealedDeposit(owner, [testFile('mine.txt', 'not yours')])
    const intruder = await signUp({ language: 'en' })
    const to = uniqueEmail('intruder-target')
    const { answer, request } = await transferDeposit(intruder, done.id, { recipients: [to], notifyProtected: true })
    assert.equal(answer.status, 404)
    assert.isUndefined(request, 'no event, so no transfer')
    assert.lengthOf(await db.from('transfer_transfers').whereIn('organisation_id', [Number(intruder.organisationId), Number(owner.organisationId)]), 0)
    assert.lengthOf(await db.from('transfer_recipients').where('email', to), 0)
  })

  test('requests that are not the documented payload are ignored by the listener', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const done = await sealedDeposit(account, [testFile('shape.txt', 'shape')])
    const { request } = await transferDeposit(account, done.id, { recipients: [uniqueEmail('shape')] })
    assert.isNotNull(await parseDepositCopyRequest(request))
    for (const broken of [
      { ...request, organisationId: 'one' },
      { ...request, recipients: [] },
      { ...request, recipients: ['not-an-email'] },
      { ...request, files: [] },
      { ...request, files: [{ ...request!.files[0], sha256: 'abc' }] },
      { ...request, files: [{ ...request!.files[0], certificateUrl: 'javascript:alert(1)' }] },
      { ...request, requestId: '../x' },
      null,
    ]) {
      assert.isNull(await parseDepositCopyRequest(broken), JSON.stringify(broken))
    }
  })
})

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import PostalMime from 'postal-mime'
import { MailService, QueueService, type MailMessage } from '@sceau/plugin-sdk/server'
import { NodemailerMailService } from '#mail/nodemailer_mail_service'
import { BullmqQueue, BullmqWorker, bullConnection } from '#queue/bullmq_queue'
import { DatabaseQueue, DatabaseQueueWorker } from '#queue/database_queue'
import { JobExecutor } from '#queue/job_executor'
import { startInlineWorker, stopInlineWorker } from '#queue/inline_worker'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { TEST_REDIS_URL, deleteKeysUnder } from '@sceau/testing/redis'
import { SmtpInbox } from '@sceau/testing/smtp_inbox'
import { registryWith } from '#tests/support/test_jobs'
import { uniqueName } from '@sceau/testing/unique'
import type { Assert } from '@japa/assert'

const FROM = { address: 'no-reply@sceau.test', name: 'Sceau' }

function message(subject: string): MailMessage {
  return {
    to: ['bob@example.test', 'carol@example.test'],
    subject,
    html: '<p>Bonjour <strong>Bob</strong> — dépôt certifié</p>',
    text: 'Bonjour Bob — dépôt certifié',
    replyTo: 'support@sceau.test',
    headers: { 'X-Sceau-Test': 'yes' },
    attachments: [
      { filename: 'certificate.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70, 0, 255]) },
      { filename: 'readme.txt', content: 'plain text attachment' },
    ],
  }
}

/** The parts every driver must carry through, read back with an independent MIME parser. */
function assertDelivered(assert: Assert, parsed: Awaited<ReturnType<typeof PostalMime.parse>>, subject: string) {
  assert.equal(parsed.subject, subject)
  assert.deepEqual(
    parsed.to?.map((a) => a.address),
    ['bob@example.test', 'carol@example.test']
  )
  assert.equal(parsed.from?.address, FROM.address)
  assert.equal(parsed.replyTo?.[0]?.address, 'support@sceau.test')
  assert.include(parsed.html ?? '', '<strong>Bob</strong> — dépôt certifié')
  assert.equal(parsed.text?.trim(), 'Bonjour Bob — dépôt certifié')
  assert.equal(parsed.headers.find((h) => h.key === 'x-sceau-test')?.value, 'yes')
  const [pdf, txt] = parsed.attachments
  assert.equal(pdf.filename, 'certificate.pdf')
  assert.equal(pdf.mimeType, 'application/pdf')
  assert.deepEqual([...new Uint8Array(pdf.content as ArrayBuffer)], [37, 80, 68, 70, 0, 255])
  assert.equal(txt.filename, 'readme.txt')
  assert.equal(Buffer.from(txt.content as ArrayBuffer).toString(), 'plain text attachment')
}

test.group('Mail drivers', (group) => {
  let inbox: SmtpInbox
  let queue: QueueService

  group.setup(async () => {
    inbox = await SmtpInbox.start()
    queue = await app.container.make(QueueService)
    return () => inbox.close()
  })

  test('preview driver writes a parseable .eml under the mail folder and logs its path', async ({ assert, cleanup }) => {
    const directory = mkdtempSync(join(tmpdir(), 'sceau-mail-'))
    cleanup(() => rmSync(directory, { recursive: true, force: true }))
    const logger = new MemoryLogger()
    const mail = new NodemailerMailService({ driver: 'preview', directory }, FROM, queue, logger)
    const subject = uniqueName('Preview')

    await mail.send(message(subject))
    const files = readdirSync(directory)
    assert.lengthOf(files, 1)
    assert.match(files[0], /\.eml$/)
    assertDelivered(assert, await PostalMime.parse(readFileSync(join(directory, files[0]))), subject)
    assert.isTrue(logger.lines.some((line) => line.level === 'info' && line.message.includes(join(directory, files[0]))))
  })

  test('preview driver never shows a partly written .eml: the file appears whole or not at all', async ({ assert, cleanup }) => {
    const directory = mkdtempSync(join(tmpdir(), 'sceau-mail-'))
    cleanup(() => rmSync(directory, { recursive: true, force: true }))
    const mail = new NodemailerMailService({ driver: 'preview', directory }, FROM, queue, new MemoryLogger())
    const big = {
      ...message(uniqueName('Big')),
      attachments: [{ filename: 'big.bin', content: new Uint8Array(24 * 1024 * 1024).fill(7), contentType: 'application/octet-stream' }],
    }
    // Looks at the folder between every turn of the event loop while the message is written.
    const seen: number[] = []
    let watching = true
    const look = () => {
      if (!watching) return
      for (const file of readdirSync(directory)) if (file.endsWith('.eml')) seen.push(statSync(join(directory, file)).size)
      setImmediate(look)
    }
    setImmediate(look)
    await mail.send(big)
    watching = false
    const files = readdirSync(directory)
    assert.lengthOf(files, 1, 'no temporary file is left')
    const size = statSync(join(directory, files[0])).size
    assert.isAbove(size, 24 * 1024 * 1024)
    assert.deepEqual(
      [...new Set(seen)].filter((observed) => observed !== size),
      [],
      'a reader only ever saw the whole message'
    )
  })

  test('SMTP driver delivers to a real SMTP server', async ({ assert }) => {
    const mail = new NodemailerMailService({ driver: 'smtp', host: '127.0.0.1', port: inbox.port, secure: false }, FROM, queue, new MemoryLogger())
    const subject = uniqueName('SMTP')
    await mail.send(message(subject))
    const received = await inbox.waitForSubject(subject)
    assert.sameMembers(received.envelopeTo, ['bob@example.test', 'carol@example.test'])
    assertDelivered(assert, received.parsed, subject)
    await mail.close()
  })

  test('SMTP driver rejects when the server cannot be reached', async ({ assert }) => {
    const mail = new NodemailerMailService({ driver: 'smtp', host: '127.0.0.1', port: 1, secure: false }, FROM, queue, new MemoryLogger())
    await assert.rejects(() => mail.send(message('unreachable')))
  })
})

/**
 * sendLater stores a SendMailJob; a worker of either queue driver resolves MailService from the
 * container (swapped here for an SMTP one pointing at the test's server) and sends it.
 */
test.group('Mail sendLater through each queue driver', (group) => {
  let inbox: SmtpInbox
  const logger = new MemoryLogger()

  group.setup(async () => {
    await stopInlineWorker()
    inbox = await SmtpInbox.start()
    return async () => {
      await inbox.close()
      await startInlineWorker(app)
    }
  })
  group.each.teardown(() => app.container.restore(MailService))

  function smtpMail(queue: QueueService) {
    const mail = new NodemailerMailService({ driver: 'smtp', host: '127.0.0.1', port: inbox.port, secure: false }, FROM, queue, logger)
    app.container.swap(MailService, () => mail)
    return mail
  }

  test('embedded queue: the mail is a job row until the worker sends it', async ({ assert, cleanup }) => {
    const registry = await registryWith([])
    const queue = new DatabaseQueue(db, registry)
    const mail = smtpMail(queue)
    const subject = uniqueName('Later inline')

    await mail.sendLater(message(subject))
    const row = await db.from('queue_jobs').where('name', 'platform:send-mail').orderBy('id', 'desc').first()
    assert.equal(JSON.parse(row.payload).subject, subject)
    assert.equal(inbox.messages.filter((m) => m.parsed.subject === subject).length, 0)

    const worker = new DatabaseQueueWorker(queue, new JobExecutor(app, registry, logger), logger, { concurrency: 1, pollMs: 10 })
    cleanup(() => worker.stop())
    await worker.start()
    assertDelivered(assert, (await inbox.waitForSubject(subject)).parsed, subject)
  })

  test('BullMQ queue: the mail waits on Redis until a worker sends it', async ({ assert, cleanup }) => {
    const prefix = uniqueName('sceau-test-mail')
    const registry = await registryWith([])
    const connection = bullConnection(TEST_REDIS_URL)
    const queue = new BullmqQueue(connection, registry, prefix, db, logger)
    const worker = new BullmqWorker(queue, new JobExecutor(app, registry, logger), logger)
    cleanup(async () => {
      await worker.stop()
      await queue.close()
      await deleteKeysUnder(prefix)
    })
    const mail = smtpMail(queue)
    const subject = uniqueName('Later bullmq')

    await mail.sendLater(message(subject))
    assert.equal(await queue.queue.getJobCountByTypes('waiting'), 1)
    await worker.start(1)
    assertDelivered(assert, (await inbox.waitForSubject(subject)).parsed, subject)
  })
})

/*
 * A queued mail is sent once (docs/operations.md "Outbox"): a retry of a sent mail sends nothing, and
 * a `queue:work` process killed (SIGKILL) at the worst moment, after the SMTP server received the
 * whole message and before the worker recorded it, does not make the next worker send it again.
 */
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MailService } from '@sceau/plugin-sdk/server'
import { spawnNode, type Child } from '@sceau/testing/child_process'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { TEST_REDIS_URL, deleteKeysUnder } from '@sceau/testing/redis'
import { SmtpInbox } from '@sceau/testing/smtp_inbox'
import { uniqueName } from '@sceau/testing/unique'
import { deferred, waitFor } from '@sceau/testing/wait_for'
import { OUTBOX_KEEP_MS, OutboxCleanupJob } from '#jobs/outbox_cleanup_job'
import { SendMailJob } from '#jobs/send_mail_job'
import { NodemailerMailService } from '#mail/nodemailer_mail_service'
import { BullmqQueue, bullConnection } from '#queue/bullmq_queue'
import { JobRegistry } from '#queue/job_registry'

const FROM = { address: 'robot@sceau.test', name: 'Sceau' }

function message(subject: string, to = 'once@example.test') {
  return { to, subject, html: `<p>${subject}</p>`, text: subject }
}

test.group('Mail sent once', (group) => {
  const children: Child[] = []
  group.each.teardown(async () => {
    for (const child of children.splice(0)) {
      child.process.kill('SIGKILL')
      await child.exited
    }
    app.container.restore(MailService)
  })

  test('a retry of a mail the server accepted sends nothing; the row keeps its Message-ID', async ({ assert, cleanup }) => {
    const inbox = await SmtpInbox.start()
    cleanup(() => inbox.close())
    const logger = new MemoryLogger()
    const mail = new NodemailerMailService({ driver: 'smtp', host: '127.0.0.1', port: inbox.port, secure: false }, FROM, null as never, logger)
    app.container.swap(MailService, () => mail)
    const job = await app.container.make(SendMailJob)
    const subject = uniqueName('Once')
    const jobId = uniqueName('mail-job')

    await job.handle(message(subject), { attempt: 1, jobId, logger })
    await job.handle(message(subject), { attempt: 2, jobId, logger })
    const received = inbox.messages.filter((m) => m.parsed.subject === subject)
    assert.lengthOf(received, 1)
    const row = await db.from('mail_sends').where('job_ref', jobId).first()
    assert.equal(row.status, 'sent')
    assert.equal(row.message_id, received[0].parsed.messageId)
  })

  test('a worker killed after the server received a mail and before recording it: the next worker sends every mail once', async ({ assert, cleanup }) => {
    const prefix = uniqueName('sceau-test-once')
    cleanup(() => deleteKeysUnder(prefix))
    const subjects = [1, 2, 3, 4, 5].map((n) => `${uniqueName('Burst')} #${n}`)
    const held = deferred<void>()
    const release = deferred<void>()
    cleanup(() => release.resolve())
    // The third mail: the server has all of it and answers only once the worker is dead.
    const inbox = await SmtpInbox.start({
      beforeAccept: async (mail) => {
        if (mail.parsed.subject !== subjects[2]) return
        held.resolve()
        await release.promise
      },
    })
    cleanup(() => inbox.close())
    const env = {
      ...process.env,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_DRIVER: 'bullmq',
      QUEUE_PREFIX: prefix,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(inbox.port),
      SMTP_SECURE: 'false',
      MAIL_FROM: FROM.address,
      LOG_LEVEL: 'info',
    }
    // One job at a time: the killed worker has no other mail under way; its job is handed on after 3 s, not 30.
    const work = () => spawnNode(['ace', 'queue:work', '--concurrency=1', '--lock-seconds=3'], { cwd: app.makePath(), env })

    const queue = new BullmqQueue(bullConnection(TEST_REDIS_URL), await app.container.make(JobRegistry), prefix, db, new MemoryLogger())
    cleanup(() => queue.close())
    const mail = new NodemailerMailService({ driver: 'smtp', host: '127.0.0.1', port: inbox.port, secure: false }, FROM, queue, new MemoryLogger())
    for (const subject of subjects) await mail.sendLater(message(subject))

    const first = work()
    children.push(first)
    await held.promise
    first.process.kill('SIGKILL')
    await first.exited
    release.resolve()

    const second = work()
    children.push(second)
    // BullMQ hands the killed worker's job to the next one once its lock expired (3 s) and a stalled check saw it (every 3 s).
    const remaining = async () => Number((await db.from('queue_outbox').where({ queue: prefix, name: SendMailJob.jobName }).count('* as n'))[0].n)
    await waitFor(async () => (await remaining()) === 0, 'every mail job to be done', { timeoutMs: 60_000 }).catch(async (error) => {
      throw new Error(`${error.message}: ${await remaining()} left, job states ${JSON.stringify(await queue.queue.getJobCounts())}\n${second.output()}`)
    })
    for (const subject of subjects) {
      assert.lengthOf(
        inbox.messages.filter((m) => m.parsed.subject === subject),
        1,
        `${subject}\n${second.output()}`
      )
    }
    // The worker logs through an asynchronous stream: the line may reach its output just after the job's row is gone.
    await waitFor(() => second.output().includes('not sent again'), 'the second worker to log that the third mail is not sent again', {
      timeoutMs: 10_000,
    }).catch((error) => {
      throw new Error(`${error.message}\n${second.output()}`)
    })
  }).timeout(120_000)

  test('the daily cleanup forgets deliveries that ended and jobs that failed a month ago, nothing recent or under way', async ({ assert, cleanup }) => {
    const old = Date.now() - OUTBOX_KEEP_MS - 60_000
    const refs = { oldSent: uniqueName('old-sent'), oldTrying: uniqueName('old-trying'), recentSent: uniqueName('recent-sent') }
    await db.table('mail_sends').multiInsert([
      { job_ref: refs.oldSent, status: 'sent', message_id: '<a@x>', updated_at: old },
      { job_ref: refs.oldTrying, status: 'trying', message_id: '<b@x>', updated_at: old },
      { job_ref: refs.recentSent, status: 'sent', message_id: '<c@x>', updated_at: Date.now() },
    ])
    const queue = uniqueName('cleanup')
    cleanup(async () => void (await db.from('queue_outbox').where('queue', queue).delete()))
    const row = (status: string, createdAt: number) => ({ queue, name: 'test:x', payload: '{}', status, run_at: createdAt, created_at: createdAt })
    await db.table('queue_outbox').multiInsert([row('failed', old), row('relayed', old), row('failed', Date.now())])

    await (await app.container.make(OutboxCleanupJob)).handle()
    const sends = await db.from('mail_sends').whereIn('job_ref', Object.values(refs)).select('job_ref')
    assert.sameMembers(
      sends.map((r) => r.job_ref),
      [refs.oldTrying, refs.recentSent]
    )
    const outbox = await db.from('queue_outbox').where('queue', queue).select('status', 'created_at')
    assert.sameDeepMembers(
      outbox.map((r) => ({ status: r.status, old: Number(r.created_at) === old })),
      [
        { status: 'relayed', old: true },
        { status: 'failed', old: false },
      ]
    )
  })
})

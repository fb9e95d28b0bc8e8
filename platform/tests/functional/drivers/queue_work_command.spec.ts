import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MemoryLogger } from '@sceau/testing/memory_logger'
import { BullmqQueue, bullConnection } from '#queue/bullmq_queue'
import { JobRegistry } from '#queue/job_registry'
import { SendMailJob } from '#jobs/send_mail_job'
import { pluginList } from '#config/plugins'
import { spawnNode, type Child } from '@sceau/testing/child_process'
import { pluginListHook } from '@sceau/testing/platform_server'
import { SlowJob } from '#tests/support/fixtures/slow/server/plugin'
import { TEST_REDIS_URL, deleteKeysUnder } from '@sceau/testing/redis'
import { SmtpInbox } from '@sceau/testing/smtp_inbox'
import { uniqueName } from '@sceau/testing/unique'
import { isPending, waitFor } from '@sceau/testing/wait_for'

/** `node ace queue:work` as its own process, as operators run it next to the web processes. */
function queueWork(env: NodeJS.ProcessEnv, args: string[] = [], nodeArgs: string[] = []) {
  return spawnNode([...nodeArgs, 'ace', 'queue:work', ...args], { cwd: app.makePath(), env })
}

test.group('node ace queue:work (separate worker process)', (group) => {
  let inbox: SmtpInbox
  const children: Child[] = []

  group.setup(async () => {
    inbox = await SmtpInbox.start()
    return () => inbox.close()
  })
  group.each.teardown(async () => {
    for (const child of children.splice(0)) await child.stop('SIGKILL').catch(() => {})
  })

  test('runs a job enqueued by another process (core SendMailJob over SMTP), then stops on SIGTERM', async ({ assert, cleanup }) => {
    const prefix = uniqueName('sceau-test-worker')
    cleanup(() => deleteKeysUnder(prefix))
    const worker = queueWork(
      {
        ...process.env,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_DRIVER: 'bullmq',
        QUEUE_PREFIX: prefix,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(inbox.port),
        SMTP_SECURE: 'false',
        MAIL_FROM: 'robot@sceau.test',
        LOG_LEVEL: 'info',
      },
      ['--concurrency=2']
    )
    children.push(worker)

    // Enqueued from this (test) process; only the child has a worker on this prefix.
    const queue = new BullmqQueue(bullConnection(TEST_REDIS_URL), await app.container.make(JobRegistry), prefix, db, new MemoryLogger())
    cleanup(() => queue.close())
    const subject = `Cross-process ${uniqueName('mail')}`
    await queue.dispatch(SendMailJob, {
      to: 'alice@example.test',
      subject,
      html: '<p>Sent by <b>queue:work</b></p>',
      text: 'Sent by queue:work',
      attachments: [{ filename: 'note.txt', contentType: 'text/plain', base64: Buffer.from('attached').toString('base64') }],
    })

    const mail = await inbox.waitForSubject(subject)
    assert.deepEqual(mail.envelopeTo, ['alice@example.test'])
    assert.equal(mail.parsed.to?.[0]?.address, 'alice@example.test')
    assert.equal(mail.parsed.from?.address, 'robot@sceau.test')
    assert.equal(mail.parsed.text?.trim(), 'Sent by queue:work')
    assert.equal(mail.parsed.attachments[0]?.filename, 'note.txt')

    await worker.waitForOutput('queue:work: running')
    // The worker registered the app's schedules on this prefix.
    const registry = await app.container.make(JobRegistry)
    assert.sameMembers(
      (await queue.queue.getJobSchedulers()).map((s) => s.key),
      registry.schedules().map(({ name }) => `schedule:${name}`)
    )

    const exit = await worker.stop('SIGTERM')
    assert.deepEqual(exit, { code: 0, signal: null }, worker.output())
  })

  test('SIGINT while a job is under way: the job finishes, then the worker exits 0', async ({ assert, cleanup }) => {
    const prefix = uniqueName('sceau-test-worker')
    const dir = mkdtempSync(join(tmpdir(), 'sceau-slow-job-'))
    cleanup(() => rmSync(dir, { recursive: true, force: true }))
    cleanup(() => deleteKeysUnder(prefix))
    // The worker loads the fixture plugin too (through the plugin-list hook): its job waits for us.
    const plugins = [
      pluginList.find((entry) => entry.id === 'transfer')!,
      { id: 'fixture-slow', package: app.makePath('tests', 'support', 'fixtures', 'slow') },
    ]
    const worker = queueWork(
      {
        ...process.env,
        REDIS_URL: TEST_REDIS_URL,
        QUEUE_DRIVER: 'bullmq',
        QUEUE_PREFIX: prefix,
        FIXTURE_SLOW_DIR: dir,
        SCEAU_TEST_PLUGIN_LIST: JSON.stringify(plugins),
      },
      ['--concurrency=1'],
      ['--import=@poppinss/ts-exec', `--import=${pluginListHook}`]
    )
    children.push(worker)

    const registry = new JobRegistry()
    registry.register({ job: SlowJob })
    const queue = new BullmqQueue(bullConnection(TEST_REDIS_URL), registry, prefix, db, new MemoryLogger())
    cleanup(() => queue.close())
    const id = await queue.dispatch(SlowJob, { token: 'under-way' })
    await waitFor(() => existsSync(join(dir, 'under-way.started')), 'the worker to start the job', { timeoutMs: 60_000 })

    worker.process.kill('SIGINT')
    assert.isTrue(await isPending(worker.exited), 'the worker waits for its job')
    writeFileSync(join(dir, 'under-way.release'), '')
    assert.deepEqual(await worker.exited, { code: 0, signal: null }, worker.output())
    assert.isTrue(existsSync(join(dir, 'under-way.finished')), 'the job ran to its end')
    assert.isUndefined(await queue.queue.getJob(id), 'completed, not left active for another worker')
  })

  test('refuses to start with the embedded queue, saying why', async ({ assert }) => {
    const env: NodeJS.ProcessEnv = { ...process.env, QUEUE_DRIVER: 'inline', LIMITER_STORE: 'database' }
    delete env.REDIS_URL
    const worker = queueWork(env)
    children.push(worker)
    const exit = await worker.exited
    assert.equal(exit.code, 1, worker.output())
    assert.include(worker.output(), 'jobs already run inside the web process')
  })
})

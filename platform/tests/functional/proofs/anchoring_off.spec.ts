import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { AnchorService } from '@sceau/plugin-sdk/server'
import { JobRegistry } from '#queue/job_registry'
import { JobExecutor } from '#queue/job_executor'
import { AnchorBatchJob } from '#proofs/anchor_batch_job'
import { AnchorConfirmJob } from '#proofs/anchor_confirm_job'
import { uniqueName } from '@sceau/testing/unique'

const sha256 = (data: string) => new Uint8Array(createHash('sha256').update(data).digest())

test.group('AnchorService, off driver (the default: deposits honestly stay "anchor pending")', () => {
  test('enqueue is idempotent per ref and the status stays pending through the jobs', async ({ assert }) => {
    const anchors = await app.container.make(AnchorService)
    assert.equal(anchors.driver, 'off')
    const ref = { owner: 'test', id: uniqueName('deposit') }
    const leaf = sha256(ref.id)

    const first = await anchors.enqueue(leaf, ref)
    assert.equal(first.state, 'pending')
    assert.equal(first.leaf, Buffer.from(leaf).toString('hex'))
    const again = await anchors.enqueue(leaf, ref)
    assert.deepEqual(again, first)
    assert.lengthOf(await db.from('anchor_leaves').where({ ref_owner: 'test', ref_id: ref.id }), 1)
    await assert.rejects(() => anchors.enqueue(sha256('another file'), ref), /another leaf/)
    await assert.rejects(() => anchors.enqueue(new Uint8Array(31), { owner: 'test', id: uniqueName('short') }), /32-byte/)

    const batchesBefore = await db.from('anchor_batches').count('* as total')
    const executor = await app.container.make(JobExecutor)
    await executor.run(AnchorBatchJob.jobName, {}, 1, uniqueName('job'))
    await executor.run(AnchorConfirmJob.jobName, {}, 1, uniqueName('job'))
    assert.deepEqual(await db.from('anchor_batches').count('* as total'), batchesBefore, 'no batch is built without a chain')
    assert.deepEqual(await anchors.status(ref), first)
    assert.isNull(await anchors.status({ owner: 'test', id: uniqueName('never-enqueued') }))
  })

  test('the batch and confirmation jobs are registered, and scheduled only when a chain is configured', async ({ assert }) => {
    const registry = await app.container.make(JobRegistry)
    assert.includeMembers(registry.names(), ['platform:anchor-batch', 'platform:anchor-confirm'])
    const schedules = Object.fromEntries(registry.schedules().map((s) => [s.name, s.schedule.every]))
    if (process.env.ANCHOR_RPC_URL) {
      assert.equal(schedules['platform:anchor-batch'], process.env.ANCHOR_PERIOD ?? '10 minutes')
      assert.equal(schedules['platform:anchor-confirm'], process.env.ANCHOR_CONFIRM_PERIOD ?? '1 minute')
    } else {
      assert.notProperty(schedules, 'platform:anchor-batch')
      assert.notProperty(schedules, 'platform:anchor-confirm')
    }
  })
})

/*
 * What happens to a capsule on bad days: a zip bomb is refused by the check job, streamed, without
 * holding the process; a capsule whose files never came is failed by the sweep; a failed capsule
 * can be captured again (web proofs) or deleted, and never offers a file it does not have.
 */
import { Readable } from 'node:stream'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BlobService } from '@sceau/plugin-sdk/server'
import { WaczError } from '@sceau/capture'
import { grantPlan, signUp } from '@sceau/testing/personas'
import { startQueueWorker } from '@sceau/testing/test_platform'
import { waitFor } from '@sceau/testing/wait_for'
import type { CapsuleView } from '../shared/types.js'
import { CapsuleService } from '../server/services/capsule_service.js'
import { checkStoredWacz } from '../server/services/wacz_check.js'
import { captureFiles, fetchBytes, sha256, startBody, uploadFiles } from './support/capsules.js'
import { zipBomb } from './support/zip_bomb.js'

const MiB = 1024 * 1024

async function premium() {
  const account = await signUp({ language: 'en' })
  await grantPlan(account.organisationId, 'premium')
  return account
}

test.group('Capsules: archives over the limits, stale and failed capsules', (group) => {
  group.setup(async () => {
    const stop = await startQueueWorker(4)
    return async () => {
      if (typeof stop === 'function') await stop()
    }
  })

  test('a zip bomb is refused by the check job with the reason, its bytes deleted; the request and the process stay free', async ({ assert }) => {
    const admin = await premium()
    const files = await captureFiles()
    // 200 MiB of zeros in about 200 KB, with the datapackage a WACZ needs.
    const bomb = await zipBomb([
      { name: 'datapackage.json', bytes: Buffer.from('{"resources":[]}') },
      { name: 'archive/data.warc', zeros: 200 * MiB },
    ])
    assert.isBelow(bomb.length, 1 * MiB)
    const body = startBody(files)
    body.wacz = { name: 'capture.wacz', size: bomb.length, sha256: sha256(bomb) }
    const start = await admin.browser.post('/capsules', body)
    assert.equal(start.status, 201, JSON.stringify(start.body))
    await uploadFiles(start.body.upload, [
      ['capture.wacz', bomb],
      ['screenshot.png', files.screenshot],
    ])
    const id = start.body.capsule.id as string
    // The request answers at once (it reads no archive); another request is answered meanwhile.
    const [complete, live] = await Promise.all([admin.browser.post(`/capsules/${id}/complete`, {}), admin.browser.get('/health/live')])
    assert.equal(complete.status, 200)
    assert.equal(complete.body.state, 'checking')
    assert.equal(live.status, 200)
    const failed = await waitFor(
      async () => {
        const answer = await admin.browser.get(`/capsules/${id}`)
        return answer.body.state === 'failed' ? (answer.body as CapsuleView) : null
      },
      'the bomb refused',
      { timeoutMs: 60_000 }
    )
    assert.equal(failed.error, 'capsules.errors.waczOverLimits')
    assert.isNull(failed.wacz)
    assert.equal((await fetchBytes(admin.browser, `/capsules/${id}/wacz`)).status, 404)
    // Its bytes are deleted right after it is marked failed.
    const blobs = await app.container.make(BlobService)
    await waitFor(async () => (await blobs.list(start.body.upload.batchId)).length === 0 || null, 'the bytes deleted', { timeoutMs: 60_000 })
  })

  test('an entry that unpacks to more than its directory says is stopped as it streams, and the event loop keeps turning', async ({ assert }) => {
    // Declares 512 KiB (small enough to pass the directory's limits) but holds 64 MiB of zeros.
    const bomb = await zipBomb([
      { name: 'datapackage.json', bytes: Buffer.from('{"resources":[]}') },
      { name: 'archive/data.warc', zeros: 64 * MiB, declared: 512 * 1024 },
    ])
    let read = 0
    let ticks = 0
    const timer = setInterval(() => ticks++, 0)
    const error = await checkStoredWacz(async (start, end) => {
      read += end - start
      return Readable.from([bomb.subarray(start, end)])
    }, bomb.length).catch((caught: unknown) => caught)
    clearInterval(timer)
    assert.instanceOf(error, WaczError)
    assert.equal((error as WaczError).code, 'over_limits')
    assert.isAbove(ticks, 0, 'timers ran while the archive was read')
    assert.isAtMost(read, bomb.length * 2, 'the archive was read by ranges, about once')
  })

  test('a capsule whose files never came is failed by the sweep; it offers no download, cannot be restarted from the server, and can be deleted', async ({
    assert,
  }) => {
    const admin = await premium()
    const files = await captureFiles()
    const start = await admin.browser.post('/capsules', startBody(files))
    const id = start.body.capsule.id as string
    const capsules = await app.container.make(CapsuleService)
    assert.equal(await capsules.sweepStale(), 0, 'a fresh capsule is left alone')
    await db
      .from('capsules_capsules')
      .where('id', id)
      .update({ updated_at: new Date(Date.now() - 3 * 3600 * 1000) })
    assert.isAtLeast(await capsules.sweepStale(), 1)
    const view = (await admin.browser.get(`/capsules/${id}`)).body as CapsuleView
    assert.equal(view.state, 'failed')
    assert.equal(view.error, 'capsules.errors.uploadTimedOut')
    assert.isNull(view.wacz)
    assert.isNull(view.screenshot)
    assert.equal((await fetchBytes(admin.browser, `/capsules/${id}/wacz`)).status, 404)
    // Its upload batch is gone: a late upload has nowhere to go.
    assert.isNull(await (await app.container.make(BlobService)).list(start.body.upload.batchId).then((list) => (list.length ? list : null)))

    const retry = await admin.browser.post(`/capsules/${id}/retry`, { priceCents: 320 })
    assert.equal(retry.status, 409)
    assert.equal(retry.body.error.code, 'E_CAPTURE_AGAIN')
    const outsider = await premium()
    assert.equal((await outsider.browser.delete(`/capsules/${id}`)).status, 404)
    assert.equal((await admin.browser.delete(`/capsules/${id}`)).status, 204)
    assert.equal((await admin.browser.get(`/capsules/${id}`)).status, 404)
  })

  test('a failed web proof is captured again on retry (the same capsule); a protected or working capsule cannot be retried or deleted', async ({ assert }) => {
    const admin = await premium()
    const capsules = await app.container.make(CapsuleService)
    const actor = { organisationId: Number(admin.organisationId), userId: Number(admin.userId), email: admin.email } as Parameters<
      CapsuleService['createServerCapsule']
    >[0]
    const row = await capsules.createServerCapsule(actor, 'http://127.0.0.1:9/never', 320)
    assert.equal((await admin.browser.post(`/capsules/${row.id}/retry`, { priceCents: 320 })).body.error?.code, 'E_NOT_RETRYABLE')
    assert.equal((await admin.browser.delete(`/capsules/${row.id}`)).status, 409)
    await capsules.markFailed(row.id, 'capsules.webProof.unreachable')
    const retried = await admin.browser.post(`/capsules/${row.id}/retry`, { priceCents: 320 })
    assert.equal(retried.status, 200, JSON.stringify(retried.body))
    assert.equal(retried.body.id, row.id)
    assert.equal(retried.body.state, 'capturing')
    assert.isNull(retried.body.error)
    // The job captures it again (the address is refused here, so it fails again, with the new reason).
    const again = await waitFor(
      async () => {
        const answer = await admin.browser.get(`/capsules/${row.id}`)
        return answer.body.state === 'failed' ? (answer.body as CapsuleView) : null
      },
      'the retried capture done',
      { timeoutMs: 60_000 }
    )
    assert.match(again.error!, /^capsules\.webProof\./)
  })
})

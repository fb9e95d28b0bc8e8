import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { AnchorService, TimestampError, TimestampService } from '@sceau/plugin-sdk/server'
import { HARDHAT_KEY_0, startHardhatNode, type HardhatNode } from '@sceau/testing/hardhat_node'
import { MailCatcher } from '@sceau/testing/mail_catcher'
import { grantPlan, signUp, uniqueEmail } from '@sceau/testing/personas'
import { waitFor } from '@sceau/testing/wait_for'
import { testPlatform } from '@sceau/testing/test_platform'
import { unzip } from '@sceau/testing/unzip'
import { readProofBundle } from '@sceau/proof'
import { ExpireDeliveriesJob } from '../server/jobs/expire_deliveries_job.js'
import { createLink, deliver, fetchBytes, files, sha256Hex, startDelivery, upload } from './support/receptions.js'

async function premiumAdmin() {
  const admin = await signUp({ language: 'en' })
  await grantPlan(admin.organisationId, 'premium')
  return admin
}

test.group('Receptions: the receipt survives failures and joins the anchor', (group) => {
  let node: HardhatNode
  const batches: (number | string)[] = []
  let mail: MailCatcher

  group.setup(async () => {
    node = await startHardhatNode()
    mail = await MailCatcher.start()
    return async () => {
      await mail.stop()
      app.container.restore(AnchorService)
      await node.stop()
      // Leaves of other owners that went into these batches are pending again, as they were.
      if (batches.length)
        await db.from('anchor_leaves').whereIn('batch_id', batches).whereNot('ref_owner', 'receptions').update({ batch_id: null, leaf_index: null, path: null })
    }
  })

  test('a delivery a crash left half-finished is finished by the scheduled job: files, manifest, receipt, its first-upload link used', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { expiry: 'first-upload' })
    const sent = files(['a.txt', 300])
    const { browser, answer } = await startDelivery(`link/${link.token}`, { files: sent })
    await upload(answer.body, sent)
    // As if the process died right after taking the delivery.
    await db
      .from('receptions_deliveries')
      .where('id', answer.body.deliveryId)
      .update({ state: 'closing', completed_at: new Date(Date.now() - 3600_000) })
    const counts = await (await app.container.make(ExpireDeliveriesJob)).run()
    assert.isAtLeast(counts.finished, 1)
    const back = await browser.get(`/receptions/public/deliveries/${answer.body.deliveryId}?senderToken=${answer.body.senderToken}`)
    assert.equal(back.body.files[0].sha256, sha256Hex(sent[0]!.bytes))
    assert.isString(back.body.receipt.timestampedAt)
    // The test platform has no chain (anchoring driver off): the receipt says so, never "pending" (issue 33 item 7).
    assert.equal((await app.container.make(AnchorService)).driver, 'off')
    assert.deepEqual(back.body.receipt.anchor, { status: 'none', txHash: null })
    const bundle = await fetchBytes(browser, `/receptions/public/deliveries/${answer.body.deliveryId}/receipt?senderToken=${answer.body.senderToken}`)
    const entries = await unzip(bundle.bytes)
    assert.include(entries.get('README.txt')!.toString('utf8'), 'No blockchain anchor: this instance does not record receipts on a blockchain')
    assert.notMatch(entries.get('README.txt')!.toString('utf8'), /pending/i)
    assert.isFalse(entries.has('anchor.json'))
    assert.deepEqual(readProofBundle(new Uint8Array(entries.get('proof.zip')!)).manifest.anchor, { status: 'none' })
    const again = await browser.post(`/receptions/public/deliveries/${answer.body.deliveryId}/complete`, { senderToken: answer.body.senderToken })
    assert.equal(again.status, 200, 'completing again answers the same delivery')
    assert.equal(again.body.receipt.manifestSha256, back.body.receipt.manifestSha256)
    // The link went to that delivery: nobody sends through it any more.
    assert.equal((await admin.browser.get(`/receptions/links/${link.id}`)).body.state, 'expired')
    assert.equal((await startDelivery(`link/${link.token}`, { files: files(['b.txt', 10]) })).answer.status, 410)
  })

  test('the TSA down: the delivery completes, its receipt pending; the job stamps it later', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin)
    const sender = uniqueEmail('pending')
    const real = await app.container.make(TimestampService)
    const down = Object.create(real) as TimestampService
    down.timestamp = async () => {
      throw new TimestampError('tsa_unreachable', 'down for the test')
    }
    app.container.swap(TimestampService, () => down)
    let sent
    try {
      sent = await deliver(`link/${link.token}`, { email: sender, files: files(['a.txt', 100]) })
    } finally {
      app.container.restore(TimestampService)
    }
    assert.equal(sent.completed.status, 200)
    assert.isNull(sent.completed.body.receipt.timestampedAt)
    const pending = await admin.browser.get(`/receptions/deliveries/${sent.start.deliveryId}`)
    assert.isNull(pending.body.receipt.timestampedAt)
    const counts = await (await app.container.make(ExpireDeliveriesJob)).run()
    assert.isAtLeast(counts.stamped, 1)
    const stamped = await admin.browser.get(`/receptions/deliveries/${sent.start.deliveryId}`)
    assert.isString(stamped.body.receipt.timestampedAt)
    // The sender had "in a moment", then the receipt itself.
    const mails = await waitFor(() => {
      const received = mail.to(sender).filter((m) => /^Receipt from /.test(m.parsed.subject ?? ''))
      return received.length === 2 ? received : null
    }, 'the two receipt mails')
    assert.deepEqual(
      mails.map((m) => m.parsed.attachments.length),
      [0, 1]
    )
  })

  test('once its batch is on chain, the receipt carries anchor.json: the manifest’s SHA-256 is the leaf', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin)
    const { start } = await deliver(`link/${link.token}`, { files: files(['a.txt', 100]) })
    const service = await (await testPlatform()).evmAnchoring({ rpcUrl: node.url, privateKey: HARDHAT_KEY_0, confirmations: 1 })
    app.container.swap(AnchorService, () => service)
    const { built } = await service.runBatch()
    if (built) batches.push(built.id)
    await service.confirm()
    const detail = await admin.browser.get(`/receptions/deliveries/${start.deliveryId}`)
    assert.equal(detail.body.receipt.anchor.status, 'anchored')
    assert.match(detail.body.receipt.anchor.txHash, /^0x[0-9a-f]{64}$/)
    const receipt = await unzip((await fetchBytes(admin.browser, `/receptions/deliveries/${start.deliveryId}/receipt`)).bytes)
    const anchor = JSON.parse(receipt.get('anchor.json')!.toString('utf8'))
    assert.equal(anchor.leaf.replace(/^0x/, ''), sha256Hex(receipt.get('manifest.json')!))
    assert.equal(anchor.transactionHash, detail.body.receipt.anchor.txHash)
  })
})

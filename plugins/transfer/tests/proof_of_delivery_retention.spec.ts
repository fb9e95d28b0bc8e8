import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DeliveryLogService, TimestampService } from '@sceau/plugin-sdk/server'
import { canonicalJson, deliveryEntryHash, fromHex, GENESIS_HASH, type DeliveryLogEntryBody } from '@sceau/proof'
import { pdfText } from '@sceau/testing/pdf_text'
import { startQueueWorker, testPlatform } from '@sceau/testing/test_platform'
import { ExpireTransfersJob } from '../server/jobs/expire_transfers_job.js'
import { Browser, fetchBytes, files, signUp, userTransfer, waitFor } from './support/transfers.js'
import { checkOffline, exportOf } from './support/proof_of_delivery.js'

const DAY_MS = 86_400_000
const UA = 'Mozilla/5.0 (retention test)'

const logOf = (transferId: string) => db.from('delivery_logs').where({ owner: 'transfer', ref: transferId }).first()

/** A transfer opened and downloaded by one visitor: created, link_opened, file_delivered (heads 1 and 3). */
async function deliveredTransfer(retentionDays?: number) {
  const owner = await signUp({ language: 'en' })
  if (retentionDays) await db.from('organisations').where('id', owner.organisationId).update({ delivery_retention_days: retentionDays })
  const list = files(['memo.txt', 4000])
  const { id, token } = await userTransfer(owner.browser, {}, list)
  const visitor = new Browser('en')
  const headers = { 'user-agent': UA, 'x-forwarded-for': visitor.ip }
  const page = await visitor.get(`/transfer/downloads/${token}`, headers)
  assert200(page.status)
  const fileId = page.body.files[0].id
  assert200((await fetchBytes(`/transfer/downloads/${token}/files/${fileId}`, headers)).status)
  const log = await logOf(id)
  const sealed = () => db.from('delivery_log_heads').where('log_id', log.id).whereNotNull('timestamp_id')
  await waitFor(async () => (await sealed()).length === 2 || null, 'the sent and delivered heads', { timeoutMs: 60_000 })
  return { owner, id, log, list }
}

function assert200(status: number) {
  if (status !== 200) throw new Error(`expected 200, got ${status}`)
}

const openings = async (logId: number) =>
  (await db.from('delivery_log_entries').where('log_id', logId).orderBy('seq')).map((row) => row.network_opening as string | null)

test.group('Transfer: proof of delivery, retention of network information (issue 30 item 5)', (group) => {
  // The heads' seal job runs here when the queue is BullMQ (scale-out run); the embedded queue already has its worker.
  group.setup(async () => {
    const stop = await startQueueWorker(2)
    return () => stop()
  })

  test("past the organisation's retention period the network information goes; the chain, each head (openssl) and the files still verify", async ({
    assert,
  }) => {
    const { owner, id, log, list } = await deliveredTransfer(30)
    const other = await deliveredTransfer()
    // Before: each entry with network information keeps it beside its commitment, and the export opens each one.
    const before = await openings(log.id)
    assert.lengthOf(before, 3)
    assert.isNotNull(before[1])
    assert.isNotNull(before[2])
    const opened = await checkOffline((await exportOf(owner.browser, id)).bytes, list)
    assert.equal(opened.cli, 0, opened.output)
    assert.match(opened.output, /\[ ok \] network\s+network information: \d opened, 0 withheld after retention/)
    assert.equal(opened.document.version, 2)

    // 29 days on, nothing goes; 31 days on, this organisation's (30 days) go, not the other's (365 by default).
    await testPlatform().then((p) => p.deliveryLogRetention(new Date(Date.now() + 29 * DAY_MS)))
    assert.deepEqual(await openings(log.id), before)
    const swept = await (await testPlatform()).deliveryLogRetention(new Date(Date.now() + 31 * DAY_MS))
    assert.isAtLeast(swept.entries, 2)
    assert.deepEqual(await openings(log.id), [null, null, null])
    assert.isNotNull((await openings(other.log.id))[1])

    const withheld = await checkOffline((await exportOf(owner.browser, id)).bytes, list)
    assert.lengthOf(withheld.openssled, 2)
    for (const out of withheld.openssled) assert.include(out, 'Verification: OK')
    assert.equal(withheld.cli, 0, withheld.output)
    assert.match(withheld.output, /\[ ok \] network\s+network information: 0 opened, \d withheld after retention/)
    assert.match(withheld.output, /\[ ok \] file\s+memo\.txt: matches memo\.txt/)
    assert.include(withheld.output, 'Result: VALID')
    // Same entries, same hashes: only what sat beside them went.
    assert.deepEqual(
      withheld.document.entries.map((e) => e.hash),
      opened.document.entries.map((e) => e.hash)
    )
    for (const entry of withheld.document.entries) assert.isNull(entry.networkOpening ?? null)
    const summary = await pdfText(withheld.entries.get('proof-of-delivery.pdf')!)
    assert.include(summary, 'network information deleted after the retention period')
    assert.include(summary, 'sceau-verify proof-of-delivery.zip --file F')
    const readme = withheld.entries.get('VERIFY.md')!.toString('utf8')
    assert.include(readme, 'withheld after retention')

    // A changed byte is still detected: in an entry (chain), as before.
    const entry = await db.from('delivery_log_entries').where({ log_id: log.id, seq: 2 }).first()
    await db
      .from('delivery_log_entries')
      .where('id', entry.id)
      .update({ body: String(entry.body).replace('"link_opened"', '"link_openeD"') })
    const tampered = await checkOffline((await exportOf(owner.browser, id)).bytes)
    assert.equal(tampered.cli, 1)
    assert.include(tampered.output, 'entry 2 was changed')
    await db.from('delivery_log_entries').where('id', entry.id).update({ body: entry.body })
  }).timeout(120_000)

  test('a version 1 log (network information hashed) still verifies, and goes on as version 2 entries', async ({ assert }) => {
    const logs = await app.container.make(DeliveryLogService)
    const timestamps = await app.container.make(TimestampService)
    const ref = { owner: 'transfer', id: `v1-${Date.now()}` }
    const log = `${ref.owner}:${ref.id}`
    // Written as the platform wrote version 1: ip and userAgentHash in the hashed body.
    const bodies: DeliveryLogEntryBody[] = []
    const hashes: string[] = []
    for (const [i, kind] of (['created', 'link_opened'] as const).entries()) {
      const body: DeliveryLogEntryBody = {
        log,
        seq: i + 1,
        time: new Date().toISOString(),
        kind,
        actor: { type: kind === 'created' ? 'sender' : 'anonymous', email: null },
        ip: kind === 'created' ? null : '203.0.113.0/24',
        userAgentHash: kind === 'created' ? null : 'e'.repeat(64),
        data: {},
        prevHash: hashes.at(-1) ?? GENESIS_HASH,
      }
      bodies.push(body)
      hashes.push(deliveryEntryHash(body))
    }
    const [logId] = await db
      .table('delivery_logs')
      .returning('id')
      .insert({ owner: ref.owner, ref: ref.id, salt: 'ab'.repeat(16), head_seq: 2, head_hash: hashes[1], created_at: Date.now() })
    const id = Number(typeof logId === 'object' ? (logId as { id: number }).id : logId)
    for (const [i, body] of bodies.entries())
      await db
        .table('delivery_log_entries')
        .insert({ log_id: id, seq: body.seq, kind: body.kind, body: canonicalJson(body), hash: hashes[i], created_at: Date.now() })
    const issued = await timestamps.timestamp(fromHex(hashes[1]!), { ref: { owner: 'delivery-log', id: `${log}:2` } })
    await db.table('delivery_log_heads').insert({
      log_id: id,
      seq: 2,
      hash: hashes[1],
      reason: 'sent',
      timestamp_id: issued.id,
      gen_time: issued.genTime.getTime(),
      chain_pem: issued.chainPem,
      created_at: Date.now(),
    })

    const v1 = await checkOffline((await logs.exportZip(ref, 'version 1'))!)
    assert.equal(v1.cli, 0, v1.output)
    assert.include(v1.openssled[0], 'Verification: OK')
    assert.match(v1.output, /network information: 0 opened, 0 withheld after retention, 1 in version 1 entries/)

    // The next entry is version 2 and chains to the version 1 ones.
    const next = await logs.append(ref, {
      kind: 'file_delivered',
      actor: { type: 'anonymous', email: null },
      network: { ip: '198.51.100.7', userAgent: UA },
      data: {},
    })
    assert.equal(next.v, 2)
    assert.equal(next.prevHash, hashes[1])
    const mixed = await checkOffline((await logs.exportZip(ref, 'mixed'))!)
    assert.equal(mixed.cli, 0, mixed.output)
    assert.match(mixed.output, /network information: 1 opened, 0 withheld after retention, 1 in version 1 entries/)
    await logs.remove(ref)
    assert.isNull((await db.from('delivery_logs').where('id', id).first()) ?? null)
  }).timeout(60_000)

  test("a deleted transfer keeps its record and proof (no files) for its organisation's retention period, then both go", async ({ assert }) => {
    const { owner, id, log } = await deliveredTransfer(30)
    const kept = await deliveredTransfer()
    assert.equal((await owner.browser.delete(`/transfer/transfers/${id}`)).status, 204)
    assert.equal((await kept.owner.browser.delete(`/transfer/transfers/${kept.id}`)).status, 204)
    const job = await app.container.make(ExpireTransfersJob)
    // Within the period: the record and its proof stay, the files' bytes are gone (their hashes in the log).
    await job.forgetDeleted(new Date(Date.now() + 29 * DAY_MS))
    assert.equal((await owner.browser.get(`/transfer/transfers/${id}`)).body.status, 'deleted')
    const exported = await exportOf(owner.browser, id)
    assert.equal(exported.status, 200)
    const check = await checkOffline(exported.bytes)
    assert.equal(check.cli, 0, check.output)
    assert.deepEqual(
      check.document.entries.map((e) => e.kind),
      ['created', 'link_opened', 'file_delivered', 'deleted']
    )
    assert.isTrue(
      (await db.from('transfer_files').where('transfer_id', Number(id))).every((row) => row.state === 'deleted' && row.sha256),
      'file rows keep their hashes, marked deleted'
    )

    // Past it: the record, its files' rows and its log go; the other organisation's (365 days) stay.
    assert.isAtLeast(await job.forgetDeleted(new Date(Date.now() + 31 * DAY_MS)), 1)
    assert.isNull((await db.from('transfer_transfers').where('id', Number(id)).first()) ?? null)
    assert.lengthOf(await db.from('transfer_files').where('transfer_id', Number(id)), 0)
    assert.isNull((await db.from('delivery_logs').where('id', log.id).first()) ?? null)
    assert.lengthOf(await db.from('delivery_log_entries').where('log_id', log.id), 0)
    assert.equal((await exportOf(owner.browser, id)).status, 404)
    assert.isNotNull((await db.from('transfer_transfers').where('id', Number(kept.id)).first()) ?? null)
    assert.isNotNull((await logOf(kept.id)) ?? null)
  }).timeout(120_000)
})

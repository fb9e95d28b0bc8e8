import { request as httpRequest } from 'node:http'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DeliveryLogService } from '@sceau/plugin-sdk/server'
import { verifyDeliveryChain, verifyDeliveryProof } from '@sceau/proof'
import { ExpireTransfersJob } from '../server/jobs/expire_transfers_job.js'
import { pdfText } from '@sceau/testing/pdf_text'
import { baseUrl, Browser, fetchBytes, files, grantPlan, MailCatcher, sha256, signUp, uniqueEmail, upload, userTransfer, waitFor } from './support/transfers.js'
import { checkOffline, exportOf } from './support/proof_of_delivery.js'

const UA = 'Mozilla/5.0 (proof-of-delivery test)'

async function logOf(transferId: string) {
  return db.from('delivery_logs').where({ owner: 'transfer', ref: transferId }).first()
}

async function kinds(transferId: string) {
  const log = await logOf(transferId)
  if (!log) return []
  return (await db.from('delivery_log_entries').where('log_id', log.id).orderBy('seq')).map((row) => String(row.kind))
}

/**
 * A client that leaves mid-answer: asks for `range`, reads at least `stopAfter` bytes of the body, then
 * closes its socket (through node:http, a real connection the server sees end). The bytes it got.
 */
function leaveAfter(path: string, headers: Record<string, string>, stopAfter: number) {
  return new Promise<{ status: number; bytes: Buffer }>((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    const req = httpRequest(`${baseUrl()}/api/v2${path}`, { headers }, (response) => {
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        received += chunk.length
        if (received < stopAfter) return
        response.pause()
        req.destroy()
        resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) })
      })
      response.on('end', () => reject(new Error(`the whole answer arrived (${received} bytes) before the client left`)))
    })
    req.on('error', (error) => {
      if (received < stopAfter) reject(error)
    })
    req.end()
  })
}

test.group('Transfer: proof of delivery', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('the log chains what happened (ranges counted to the last byte), heads are timestamped, the export verifies and an edited entry is detected', async ({
    assert,
  }) => {
    const owner = await signUp({ language: 'en' })
    await grantPlan(owner.organisationId, 'premium')
    const recipients = [uniqueEmail('first'), uniqueEmail('second')]
    const list = files(['contract.pdf', 300_000], ['annex/notes.txt', 5000])
    const { id, token } = await userTransfer(owner.browser, { mode: 'email', recipients, title: 'Contract', password: 'Open-Sesame-1' }, list)
    for (const to of recipients) await mail.waitFor(to)
    // The server accepted each recipient's mail: logged with its Message-ID.
    await waitFor(async () => (await kinds(id)).filter((k) => k === 'mail_handed').length === 2 || null, 'both mails handed')

    const visitor = new Browser('en')
    const headers = { 'user-agent': UA, 'x-forwarded-for': visitor.ip }
    assert.equal((await visitor.get(`/transfer/downloads/${token}`, headers)).status, 200)
    const unlocked = await visitor.request('POST', `/transfer/downloads/${token}/unlock`, { json: { password: 'Open-Sesame-1' }, csrf: false, headers })
    const access = unlocked.body.access as string
    const page = await visitor.get(`/transfer/downloads/${token}`, { ...headers, 'x-transfer-access': access })
    const pdf = page.body.files.find((f: { path: string }) => f.path === 'contract.pdf')
    const withAccess = { ...headers, 'x-transfer-access': access }

    // The first half of the file: counted, not delivered.
    const first = await fetchBytes(`/transfer/downloads/${token}/files/${pdf.id}`, { ...withAccess, range: 'bytes=0-149999' })
    assert.equal(first.status, 206)
    const log = await logOf(id)
    await waitFor(
      async () =>
        (
          await db
            .from('delivery_log_ranges')
            .where({ log_id: log.id, subject: `file:${pdf.id}` })
            .first()
        )?.ranges === '[[0,149999]]' || null,
      'first range'
    )
    assert.notInclude(await kinds(id), 'file_delivered')
    // The rest, resumed: now every byte reached the visitor.
    const rest = await fetchBytes(`/transfer/downloads/${token}/files/${pdf.id}`, { ...withAccess, range: 'bytes=150000-' })
    assert.equal(rest.status, 206)
    await waitFor(async () => (await kinds(id)).includes('file_delivered') || null, 'file delivered')
    // The whole ZIP.
    assert.equal((await fetchBytes(`/transfer/downloads/${token}/zip`, withAccess)).status, 200)
    await waitFor(async () => (await kinds(id)).includes('zip_delivered') || null, 'zip delivered')
    assert.equal((await owner.browser.delete(`/transfer/transfers/${id}`)).status, 204)

    assert.deepEqual(await kinds(id), [
      'created',
      'mail_handed',
      'mail_handed',
      'link_opened',
      'password_unlocked',
      'file_delivered',
      'zip_delivered',
      'deleted',
    ])
    // Heads: sent, the two deliveries, the deletion, each with its token.
    await waitFor(
      async () => (await db.from('delivery_log_heads').where('log_id', log.id).whereNotNull('timestamp_id')).length === 4 || null,
      'four timestamped heads',
      {
        timeoutMs: 60_000,
      }
    )

    const shown = (await owner.browser.get(`/transfer/transfers/${id}`)).body
    assert.isTrue(shown.proofOfDelivery, 'the detail offers the export')
    assert.isFalse(shown.e2e, 'a plain transfer')
    // Others: a stranger's session finds nothing.
    const stranger = await signUp({ language: 'en' })
    assert.equal((await exportOf(stranger.browser, id)).status, 404)

    const exported = await exportOf(owner.browser, id)
    assert.equal(exported.status, 200)
    assert.equal(exported.type, 'application/zip')
    const offline = await checkOffline(exported.bytes)
    assert.lengthOf(offline.openssled, 4)
    for (const out of offline.openssled) assert.include(out, 'Verification: OK')
    assert.equal(offline.cli, 0, offline.output)
    assert.include(offline.output, 'Result: VALID')
    assert.includeMembers([...offline.entries.keys()], ['log.json', 'VERIFY.md', 'tsa-chain.pem', 'heads/1.tsr', 'proof-of-delivery.pdf'])
    const { entries, heads } = offline.document
    assert.deepEqual(
      heads.map((h) => [h.seq, h.reason]),
      [
        [1, 'sent'],
        [6, 'delivered'],
        [7, 'delivered'],
        [8, 'deleted'],
      ]
    )
    const created = entries[0]!
    assert.deepInclude(created.actor, { type: 'sender', email: owner.email })
    assert.sameDeepMembers(
      (created.data.files as { path: string; size: number; sha256: string }[]).map((f) => [f.path, f.size, f.sha256]),
      list.map((f) => [f.path, f.bytes.length, sha256(f.bytes)])
    )
    const handed = entries.filter((e) => e.kind === 'mail_handed')
    assert.sameMembers(
      handed.map((e) => (e.data.to as string[])[0]),
      recipients
    )
    for (const e of handed) assert.match(String(e.data.messageId), /^<.+@.+>$/)
    // Version 2 entries: the network information beside the entry, its salted commitment hashed (issue 30 item 5).
    const opened = entries.find((e) => e.kind === 'link_opened')!
    assert.equal(opened.v, 2)
    assert.notProperty(opened, 'ip')
    assert.match(String(opened.network), /^[0-9a-f]{64}$/)
    assert.equal(opened.networkOpening?.ip, `${visitor.ip.split('.').slice(0, 3).join('.')}.0/24`)
    assert.match(String(opened.networkOpening?.userAgentHash), /^[0-9a-f]{64}$/)
    assert.equal(entries.find((e) => e.kind === 'file_delivered')!.networkOpening?.userAgentHash, opened.networkOpening?.userAgentHash)
    assert.include(offline.output, 'network information: ')
    assert.deepInclude(entries.find((e) => e.kind === 'file_delivered')!.data, { path: 'contract.pdf', bytes: 300_000 })

    // The PDF summary, in the exporter's language (English here): what was sent, each event, the heads, how to verify.
    const summary = await pdfText(offline.entries.get('proof-of-delivery.pdf')!)
    assert.include(summary, 'Proof of delivery')
    assert.include(summary, `Sender: ${owner.email}`)
    for (const f of list) assert.include(summary, sha256(f.bytes))
    for (const phrase of [
      'email handed to the mail server',
      'link opened',
      'password given',
      'file fully downloaded',
      'ZIP archive fully downloaded',
      'deleted',
    ])
      assert.include(summary, phrase)
    for (const head of heads) assert.include(summary, head.hash)
    assert.include(summary, 'Entry 1 (sent), timestamped on')
    assert.include(summary, 'sceau-verify')
    // The test platform has no chain: each head says it is not recorded on a blockchain, never "pending" (issue 33 item 7).
    assert.include(summary.replace(/\s+/g, ' '), 'Not recorded on a blockchain: this instance does not anchor')
    assert.notMatch(summary, /pending/i)

    // The delivered files against the export (issue 30): each matches the SHA-256 the log records...
    const withFiles = await checkOffline(exported.bytes, list)
    assert.equal(withFiles.cli, 0, withFiles.output)
    assert.match(withFiles.output, /\[ ok \] file\s+contract\.pdf: matches contract\.pdf \(SHA-256 recorded in entry 1\)/)
    assert.match(withFiles.output, /\[ ok \] file\s+notes\.txt: matches annex\/notes\.txt/)
    // ...and one changed byte in a delivered file is a mismatch, named, and the export no longer verifies with it.
    const altered = list.map((f) => (f.path === 'contract.pdf' ? { ...f, bytes: Uint8Array.from(f.bytes, (b, i) => (i === 1000 ? b ^ 1 : b)) } : f))
    const mismatch = await checkOffline(exported.bytes, altered)
    assert.equal(mismatch.cli, 1, mismatch.output)
    assert.match(mismatch.output, /\[FAIL\] file\s+contract\.pdf: differs from contract\.pdf: SHA-256 [0-9a-f]{64}, the log records [0-9a-f]{64}/)
    assert.include(mismatch.output, 'Result: INVALID')

    // Its clear network information edited in the database: it no longer opens the entry's commitment.
    const third = await db.from('delivery_log_entries').where({ log_id: log.id, seq: 4 }).first()
    await db
      .from('delivery_log_entries')
      .where('id', third.id)
      .update({ network_opening: String(third.network_opening).replace(/"ip":"[^"]+"/, '"ip":"192.0.2.0/24"') })
    const reopened = await checkOffline((await exportOf(owner.browser, id)).bytes)
    assert.equal(reopened.cli, 1, reopened.output)
    assert.include(reopened.output, 'entry 4: the network information beside it does not open its commitment')
    await db.from('delivery_log_entries').where('id', third.id).update({ network_opening: third.network_opening })

    // One entry edited in the database: the export says which one, and sceau-verify refuses it.
    await db
      .from('delivery_log_entries')
      .where('id', third.id)
      .update({ body: String(third.body).replace(/"time":"\d{4}/, '"time":"2025') })
    const tampered = await exportOf(owner.browser, id)
    const check = await verifyDeliveryProof(tampered.bytes)
    assert.isFalse(check.ok)
    assert.equal(check.chain.brokenAt, 4)
    const offlineTampered = await checkOffline(tampered.bytes)
    assert.equal(offlineTampered.cli, 1)
    assert.include(offlineTampered.output, 'entry 4 was changed')
  }).timeout(120_000)

  test('a client that leaves mid-range has not received the file; the same visitor resuming by ranges completes it once; another visitor counts apart', async ({
    assert,
  }) => {
    const owner = await signUp({ language: 'en' })
    // Larger than what loopback's socket buffers hold, so the server cannot have handed the whole range over when the client leaves.
    const size = 48 * 1024 * 1024
    const [big] = files(['big.bin', size])
    const created = await owner.browser.post('/transfer/transfers', { mode: 'link' })
    assert.equal(created.status, 201)
    await upload(created.body, [big!], 8 * 1024 * 1024)
    const sent = await owner.browser.request('POST', `/transfer/drafts/${created.body.id}/send`, { headers: { 'x-transfer-sender': created.body.senderToken } })
    assert.equal(sent.status, 200)
    const id = String(sent.body.id)
    const token = new URL(sent.body.link).pathname.split('/').pop()!
    const first = new Browser('en')
    const headersOf = (browser: Browser, agent: string) => ({ 'user-agent': agent, 'x-forwarded-for': browser.ip })
    const firstHeaders = headersOf(first, `${UA} first visitor`)
    const fileId = (await first.get(`/transfer/downloads/${token}`, firstHeaders)).body.files[0].id as string
    const path = `/transfer/downloads/${token}/files/${fileId}`
    const log = await logOf(id)
    const subject = `file:${fileId}`
    const rangesOf = async () =>
      (await db.from('delivery_log_ranges').where({ log_id: log.id, subject })).map((row) => ({
        visitor: String(row.visitor),
        spans: JSON.parse(String(row.ranges)) as [number, number][],
        done: row.done === true || row.done === 1,
      }))
    const delivered = async () => (await kinds(id)).filter((kind) => kind === 'file_delivered').length

    // The first visitor asks for the file from byte 0 and leaves after 1 MiB.
    const left = await leaveAfter(path, { ...firstHeaders, range: 'bytes=0-' }, 1024 * 1024)
    assert.equal(left.status, 206)
    assert.isTrue(left.bytes.equals(big!.bytes.subarray(0, left.bytes.length)))
    // What the server handed over before the socket closed is counted, not the rest of the range.
    await waitFor(async () => (await rangesOf()).length === 1 || null, 'the cut answer counted')
    const [cut] = await rangesOf()
    assert.lengthOf(cut!.spans, 1)
    assert.equal(cut!.spans[0]![0], 0)
    assert.isAtLeast(cut!.spans[0]![1], left.bytes.length - 1)
    assert.isBelow(cut!.spans[0]![1], size - 1)
    assert.isFalse(cut!.done)
    assert.equal(await delivered(), 0)

    // The same visitor resumes where its bytes stop, in two ranges; the first leaves the end missing.
    const middle = size / 2
    const resumed = await fetchBytes(path, { ...firstHeaders, range: `bytes=${left.bytes.length}-${middle - 1}` })
    assert.equal(resumed.status, 206)
    assert.isTrue(resumed.bytes.equals(big!.bytes.subarray(left.bytes.length, middle)))
    await waitFor(async () => (await rangesOf())[0]!.spans[0]![1] >= middle - 1 || null, 'the resumed range counted')
    assert.deepEqual(
      (await rangesOf()).map((row) => [row.spans, row.done]),
      [[[[0, Math.max(middle - 1, cut!.spans[0]![1])]], false]]
    )
    assert.equal(await delivered(), 0)
    const last = await fetchBytes(path, { ...firstHeaders, range: `bytes=${middle}-` })
    assert.equal(last.status, 206)
    assert.equal(sha256(Buffer.concat([left.bytes, resumed.bytes, last.bytes])), sha256(big!.bytes))
    await waitFor(async () => (await delivered()) === 1 || null, 'the file delivered to the first visitor')
    // Fetched again, whole and in part: still delivered once to this visitor.
    assert.equal((await fetchBytes(path, firstHeaders)).status, 200)
    assert.equal((await fetchBytes(path, { ...firstHeaders, range: 'bytes=0-99' })).status, 206)

    // Another visitor (its own address and browser): its ranges are its own, the first visitor's do not complete them.
    const second = new Browser('en')
    const secondHeaders = headersOf(second, `${UA} second visitor`)
    assert.equal((await fetchBytes(path, { ...secondHeaders, range: `bytes=${middle}-` })).status, 206)
    await waitFor(async () => (await rangesOf()).length === 2 || null, "the second visitor's range counted")
    const secondRow = (await rangesOf()).find((row) => row.visitor !== cut!.visitor)!
    assert.deepEqual([secondRow.spans, secondRow.done], [[[middle, size - 1]], false])
    assert.equal(await delivered(), 1)
    assert.equal((await fetchBytes(path, { ...secondHeaders, range: `bytes=0-${middle - 1}` })).status, 206)
    await waitFor(async () => (await delivered()) === 2 || null, 'the file delivered to the second visitor')

    // The transfer deleted: its last entry follows every download's, and each visitor has one delivery.
    assert.equal((await owner.browser.delete(`/transfer/transfers/${id}`)).status, 204)
    assert.deepEqual(await kinds(id), ['created', 'link_opened', 'file_delivered', 'file_delivered', 'deleted'])
    assert.isTrue((await rangesOf()).every((row) => row.done))
    const logs = await app.container.make(DeliveryLogService)
    const entries = await logs.entries({ owner: 'transfer', id })
    assert.isTrue(verifyDeliveryChain(`transfer:${id}`, entries).ok)
    const deliveries = entries.filter((entry) => entry.kind === 'file_delivered')
    assert.deepEqual(
      deliveries.map((entry) => entry.networkOpening?.ip),
      [first, second].map((browser) => `${browser.ip.split('.').slice(0, 3).join('.')}.0/24`)
    )
    for (const entry of deliveries) assert.deepInclude(entry.data, { path: 'big.bin', bytes: size })
  }).timeout(120_000)

  test('concurrent appends to one log never fork it: every seq once, each entry chained to the one before', async ({ assert }) => {
    const logs = await app.container.make(DeliveryLogService)
    const ref = { owner: 'transfer', id: `concurrent-${Date.now()}` }
    await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        logs.append(ref, { kind: 'link_opened', actor: { type: 'anonymous', email: null }, network: { ip: `198.51.100.${i}` }, data: { i } })
      )
    )
    const entries = await logs.entries(ref)
    assert.deepEqual(
      entries.map((e) => e.seq),
      Array.from({ length: 24 }, (_, i) => i + 1)
    )
    assert.sameMembers(
      entries.map((e) => e.data.i),
      Array.from({ length: 24 }, (_, i) => i)
    )
    assert.isTrue(verifyDeliveryChain(`transfer:${ref.id}`, entries).ok)
  })

  test('expiry closes the log with a timestamped head', async ({ assert }) => {
    const owner = await signUp({ language: 'en' })
    const { id } = await userTransfer(owner.browser, {}, files(['memo.txt', 1200]))
    // This transfer alone is past its expiry: the job leaves other tests' transfers alone.
    await db
      .from('transfer_transfers')
      .where('id', Number(id))
      .update({ expire_at: new Date(Date.now() - 1000) })
    await (await app.container.make(ExpireTransfersJob)).run()
    assert.deepEqual(await kinds(id), ['created', 'expired'])
    const log = await logOf(id)
    const sealed = () => db.from('delivery_log_heads').where('log_id', log.id).whereNotNull('timestamp_id').orderBy('seq')
    await waitFor(async () => (await sealed()).length === 2 || null, 'the sent and expired heads', { timeoutMs: 60_000 })
    assert.deepEqual(
      (await sealed()).map((head) => [Number(head.seq), head.reason]),
      [
        [1, 'sent'],
        [2, 'expired'],
      ]
    )
    const check = await verifyDeliveryProof((await exportOf(owner.browser, id)).bytes)
    assert.isTrue(check.ok, JSON.stringify(check))
    assert.deepEqual(
      check.heads.map((head) => head.seq),
      [1, 2]
    )
  })
})

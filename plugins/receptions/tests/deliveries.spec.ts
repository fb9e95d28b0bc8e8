import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { TimestampService } from '@sceau/plugin-sdk/server'
import { verifyDeliveryProof, type DeliveryLogDocument } from '@sceau/proof'
import { runVerifyCli } from '@sceau/proof/cli'
import { MailCatcher } from '@sceau/testing/mail_catcher'
import { openssl } from '@sceau/testing/openssl'
import { pdfText } from '@sceau/testing/pdf_text'
import { grantPlan, signUp, uniqueEmail } from '@sceau/testing/personas'
import { unzip } from '@sceau/testing/unzip'
import { waitFor } from '@sceau/testing/wait_for'
import { Browser, createLink, deliver, fetchBytes, files, sha256Hex, startDelivery } from './support/receptions.js'

async function premiumAdmin() {
  const admin = await signUp({ language: 'en' })
  await grantPlan(admin.organisationId, 'premium')
  return admin
}

/** `openssl ts -verify` of the receipt's files, as its README tells anyone to run it (offline, stock OpenSSL). */
async function opensslVerifies(entries: Map<string, Buffer>) {
  const dir = await mkdtemp(join(tmpdir(), 'receptions-receipt-'))
  try {
    for (const [name, bytes] of entries) await writeFile(join(dir, name), bytes)
    await writeFile(join(dir, 'root.pem'), await (await app.container.make(TimestampService)).trustedRootsPem())
    const shipped = await openssl(['ts', '-verify', '-in', 'manifest.tsr', '-data', 'manifest.json', '-CAfile', 'tsa-chain.pem'], dir)
    const independent = await openssl(
      ['ts', '-verify', '-in', 'manifest.tsr', '-data', 'manifest.json', '-CAfile', 'root.pem', '-untrusted', 'tsa-chain.pem'],
      dir
    )
    await writeFile(join(dir, 'manifest.json'), Buffer.concat([entries.get('manifest.json')!, Buffer.from(' ')]))
    const tampered = await openssl(['ts', '-verify', '-in', 'manifest.tsr', '-data', 'manifest.json', '-CAfile', 'tsa-chain.pem'], dir).catch(
      (e: Error) => e.message
    )
    // The same proof through the sceau-verify command (proof.zip, @sceau/proof's bundle format).
    const lines: string[] = []
    const io = { stdout: (line: string) => lines.push(line), stderr: (line: string) => lines.push(line) }
    await writeFile(join(dir, 'original.json'), entries.get('manifest.json')!)
    const cli = await runVerifyCli([join(dir, 'proof.zip'), '--file', join(dir, 'original.json'), '--roots', join(dir, 'root.pem')], io)
    const cliTampered = await runVerifyCli([join(dir, 'proof.zip'), '--file', join(dir, 'manifest.json')], { stdout: () => {}, stderr: () => {} })
    return { shipped, independent, tampered, cli, cliOutput: lines.join('\n'), cliTampered }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** `sceau-verify <export.zip> --file <path>…` on a proof-of-delivery export and the files given, as VERIFY.md says to run it. */
async function verifyWithFiles(zip: Uint8Array, given: { path: string; bytes: Uint8Array }[]) {
  const dir = await mkdtemp(join(tmpdir(), 'receptions-proof-of-delivery-'))
  try {
    await writeFile(join(dir, 'proof-of-delivery.zip'), zip)
    const args = [join(dir, 'proof-of-delivery.zip')]
    for (const file of given) {
      const path = join(dir, 'files', file.path)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, file.bytes)
      args.push('--file', path)
    }
    const lines: string[] = []
    const code = await runVerifyCli(args, { stdout: (line) => lines.push(line), stderr: (line) => lines.push(line) })
    return { code, output: lines.join('\n') }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

test.group('Receptions: a third party sends through a SafeLink', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('password link expiring after the first upload: refused without the password, folder delivered, receipt verifies with openssl, mails, inbox, ZIP; then expired', async ({
    assert,
  }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { audience: 'password', password: 'Secret-pass-1', expiry: 'first-upload' })
    const third = new Browser('en')
    const ref = `link/${link.token}`

    const shown = await third.get(`/receptions/public/${ref}`)
    assert.equal(shown.status, 200)
    assert.include(shown.body, { kind: 'link', state: 'open', requires: 'password', title: 'Pièces du dossier' })

    const sent = files(['dossier/a.txt', 2000], ['dossier/sous/b.bin', 70_000])
    const without = await startDelivery(ref, { browser: third, files: sent })
    assert.equal(without.answer.status, 401)
    assert.equal(without.answer.body.error.message, 'Password required')
    const wrong = await third.post(`/receptions/public/${ref}/unlock`, { password: 'nope-nope' })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.error.message, 'Incorrect Password')
    const unlocked = await third.post(`/receptions/public/${ref}/unlock`, { password: 'Secret-pass-1' })
    assert.equal(unlocked.status, 200)

    const sender = uniqueEmail('tiers')
    const { start, completed } = await deliver(ref, { browser: third, email: sender, message: 'Voici les pièces', grant: unlocked.body.grant, files: sent })
    assert.equal(completed.status, 200, JSON.stringify(completed.body))
    assert.deepEqual(
      completed.body.files.map((f: { path: string; sha256: string; size: number }) => [f.path, f.sha256, f.size]),
      sent.map((f) => [f.path, sha256Hex(f.bytes), f.bytes.length])
    )
    assert.isString(completed.body.receipt.timestampedAt)

    // The link is used: a second delivery is refused, and the list says expired.
    const second = await startDelivery(ref, { files: files(['c.txt', 10]) })
    assert.equal(second.answer.status, 410)
    assert.equal((await admin.browser.get(`/receptions/links/${link.id}`)).body.state, 'expired')

    // The sender reads it back with their token only.
    const back = await third.get(`/receptions/public/deliveries/${start.deliveryId}?senderToken=${start.senderToken}`)
    assert.equal(back.status, 200)
    assert.equal((await new Browser('en').get(`/receptions/public/deliveries/${start.deliveryId}?senderToken=${'x'.repeat(32)}`)).status, 404)

    // Receipt: manifest.json timestamped, verified offline by openssl; a changed manifest fails.
    const receipt = await fetchBytes(third, `/receptions/public/deliveries/${start.deliveryId}/receipt?senderToken=${start.senderToken}`)
    assert.equal(receipt.status, 200)
    const entries = await unzip(receipt.bytes)
    assert.includeMembers([...entries.keys()], ['manifest.json', 'manifest.tsr', 'tsa-chain.pem', 'proof.zip', 'README.txt'])
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'))
    assert.equal(manifest.delivery, start.deliveryId)
    assert.deepEqual(manifest.sender, { name: 'Jeanne Tiers', email: sender, verified: false })
    assert.equal(manifest.messageSha256, sha256Hex(Buffer.from('Voici les pièces')))
    assert.deepEqual(
      manifest.files,
      sent.map((f) => ({ path: f.path, size: f.bytes.length, sha256: sha256Hex(f.bytes) }))
    )
    assert.equal(completed.body.receipt.manifestSha256, sha256Hex(entries.get('manifest.json')!))
    const verified = await opensslVerifies(entries)
    assert.include(verified.shipped, 'Verification: OK')
    assert.include(verified.independent, 'Verification: OK')
    assert.notInclude(verified.tampered, 'Verification: OK')
    assert.equal(verified.cli, 0, verified.cliOutput)
    assert.include(verified.cliOutput, 'Result: VALID')
    assert.equal(verified.cliTampered, 1)

    // Mails: the receipt to the sender (bundle attached), the delivery to the link's creator.
    const receiptMail = await mail.waitFor(sender, /^Receipt from /)
    assert.include(receiptMail.parsed.text ?? '', 'received 2 files')
    assert.deepEqual(await unzip(Buffer.from(receiptMail.parsed.attachments[0]!.content as ArrayBuffer)), entries)
    const notice = await mail.waitFor(admin.email, /Jeanne Tiers sent you files/)
    assert.include(notice.parsed.text ?? '', 'Voici les pièces')

    // Inbox: listed, detailed, every file and the ZIP carry the same bytes.
    const list = await admin.browser.get(`/receptions/deliveries?source=link:${link.id}`)
    assert.equal(list.status, 200)
    assert.deepEqual(
      list.body.data.map((d: { id: string }) => d.id),
      [start.deliveryId]
    )
    const detail = await admin.browser.get(`/receptions/deliveries/${start.deliveryId}`)
    assert.equal(detail.body.sender.email, sender)
    const delivered: { path: string; bytes: Buffer }[] = []
    for (const file of detail.body.files) {
      const bytes = await fetchBytes(admin.browser, `/receptions/deliveries/${start.deliveryId}/files/${file.id}`)
      assert.equal(bytes.status, 200)
      assert.equal(sha256Hex(bytes.bytes), file.sha256)
      delivered.push({ path: file.path, bytes: bytes.bytes })
    }
    const zip = await fetchBytes(admin.browser, `/receptions/deliveries/${start.deliveryId}/zip`)
    assert.equal(zip.status, 200)
    const unzipped = await unzip(zip.bytes)
    assert.deepEqual(
      [...unzipped].map(([path, bytes]) => [path, sha256Hex(bytes)]),
      sent.map((f) => [f.path, sha256Hex(f.bytes)])
    )
    const one = await fetchBytes(admin.browser, `/receptions/deliveries/${start.deliveryId}/zip?files=${detail.body.files[1].id}`)
    assert.deepEqual([...(await unzip(one.bytes)).keys()], ['dossier/sous/b.bin'])
    const inboxReceipt = await fetchBytes(admin.browser, `/receptions/deliveries/${start.deliveryId}/receipt`)
    assert.deepEqual(await unzip(inboxReceipt.bytes), entries)

    // Proof of delivery (docs/proof-of-delivery.md): the completed upload, hash-chained and timestamped, checked offline.
    const heads = () =>
      db
        .from('delivery_log_heads')
        .join('delivery_logs', 'delivery_logs.id', 'delivery_log_heads.log_id')
        .where({ owner: 'receptions', ref: start.deliveryId })
        .whereNotNull('timestamp_id')
    await waitFor(async () => (await heads()).length === 1 || null, 'the delivery head timestamped', { timeoutMs: 60_000 })
    // The delivery page offers the export once its head is timestamped.
    assert.isTrue((await admin.browser.get(`/receptions/deliveries/${start.deliveryId}`)).body.proofOfDelivery)
    const proof = await fetchBytes(admin.browser, `/receptions/deliveries/${start.deliveryId}/proof-of-delivery`)
    assert.equal(proof.status, 200)
    const check = await verifyDeliveryProof(new Uint8Array(proof.bytes))
    assert.isTrue(check.ok, JSON.stringify(check))
    const log = JSON.parse((await unzip(proof.bytes)).get('log.json')!.toString('utf8')) as DeliveryLogDocument
    assert.deepEqual(
      log.entries.map((e) => e.kind),
      ['upload_completed']
    )
    assert.sameDeepMembers(
      (log.entries[0]!.data.files as { path: string; sha256: string }[]).map((f) => [f.path, f.sha256]),
      sent.map((f) => [f.path, sha256Hex(f.bytes)])
    )
    // Its PDF summary, in the request's language (French without Accept-Language): the files with their hashes, the event, the head.
    const summary = await pdfText((await unzip(proof.bytes)).get('proof-of-delivery.pdf')!)
    assert.include(summary, 'Preuve de remise')
    assert.include(summary, 'envoi reçu')
    for (const f of sent) assert.include(summary, sha256Hex(f.bytes))
    assert.include(summary, 'Entrée 1 (réception), horodatée le')
    assert.equal((await fetchBytes(new Browser('en'), `/receptions/deliveries/${start.deliveryId}/proof-of-delivery`)).status, 401)

    // sceau-verify given the files the inbox delivered (--file each): each matches the SHA-256 the log records; one changed byte is a mismatch.
    const withFiles = await verifyWithFiles(proof.bytes, delivered)
    assert.equal(withFiles.code, 0, withFiles.output)
    assert.include(withFiles.output, 'Result: VALID')
    assert.match(withFiles.output, /\[ ok \] file\s+a\.txt: matches dossier\/a\.txt \(SHA-256 recorded in entry 1\)/)
    assert.match(withFiles.output, /\[ ok \] file\s+b\.bin: matches dossier\/sous\/b\.bin/)
    const changed = delivered.map((f) => (f.path === 'dossier/sous/b.bin' ? { ...f, bytes: Buffer.from(f.bytes.map((b, i) => (i === 500 ? b ^ 1 : b))) } : f))
    const mismatch = await verifyWithFiles(proof.bytes, changed)
    assert.equal(mismatch.code, 1, mismatch.output)
    assert.match(mismatch.output, /\[FAIL\] file\s+b\.bin: differs from dossier\/sous\/b\.bin: SHA-256 [0-9a-f]{64}, the log records [0-9a-f]{64}/)
    assert.include(mismatch.output, 'Result: INVALID')
  })
})

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { verifyDeliveryProof, type DeliveryLogDocument } from '@sceau/proof'
import { runVerifyCli } from '@sceau/proof/cli'
import { openssl } from '@sceau/testing/openssl'
import { pdfText } from '@sceau/testing/pdf_text'
import { Browser, codeFrom, files, MailCatcher, sha256, signUp, uniqueEmail, unzip, userTransfer, waitFor } from './support/transfers.js'

async function kinds(transferId: string) {
  const log = await db.from('delivery_logs').where({ owner: 'transfer', ref: transferId }).first()
  if (!log) return []
  return (await db.from('delivery_log_entries').where('log_id', log.id).orderBy('seq')).map((row) => String(row.kind))
}

const RECEIPT_FR = /a confirmé la réception/

test.group('Transfer: acknowledgement of receipt', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('a recipient confirms receipt with their name and a mailed code: a timestamped log entry, a receipt to the sender, the export verifies', async ({
    assert,
  }) => {
    const owner = await signUp({ language: 'fr' })
    const [first, second] = [uniqueEmail('ana'), uniqueEmail('bruno')]
    const list = files(['contrat.pdf', 40_000], ['annexes/plan.txt', 3000])
    const { id, token } = await userTransfer(owner.browser, { mode: 'email', recipients: [first, second], title: 'Contrat', acknowledgement: true }, list)
    await mail.waitFor(first)

    // The recipient's page asks for it; the page speaks Spanish, so do its answers and the code mail.
    const visitor = new Browser('es')
    const headers = { 'x-forwarded-for': visitor.ip, 'user-agent': 'ack-test' }
    assert.isTrue((await visitor.get(`/transfer/downloads/${token}`, headers)).body.acknowledgement)
    const ask = (json: Record<string, unknown>) => visitor.request('POST', `/transfer/downloads/${token}/acknowledgement/code`, { json, csrf: false, headers })
    const confirm = (json: Record<string, unknown>) => visitor.request('POST', `/transfer/downloads/${token}/acknowledgement`, { json, csrf: false, headers })

    // Bad input: translated, no code mailed.
    const stranger = uniqueEmail('stranger')
    const notRecipient = await ask({ name: 'Ana Pérez', email: stranger })
    assert.equal(notRecipient.status, 422)
    assert.equal(notRecipient.body.error.fields.email, 'Esta transferencia no se envió a esta dirección')
    const noName = await ask({ name: '  ', email: first })
    assert.equal(noName.status, 422)
    assert.equal(noName.body.error.fields.name, 'Indica tu nombre')

    const asked = await ask({ name: 'Ana Pérez', email: first.toUpperCase() })
    assert.equal(asked.status, 200, JSON.stringify(asked.body))
    assert.equal(asked.body.email, first)
    assert.isNull(asked.body.acknowledged)
    const code = await codeFrom(mail, first)
    const codeMail = mail.to(first).find((m) => (m.parsed.subject ?? '').includes(code))!
    assert.include(codeMail.parsed.text, 'Para confirmar que has recibido los archivos')
    assert.isEmpty(mail.to(stranger))

    // A wrong code: "Código incorrecto", nothing recorded.
    const wrong = await confirm({ name: 'Ana Pérez', email: first, code: code === '000000' ? '111111' : '000000' })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.error.fields.code, 'Código incorrecto')
    assert.notInclude(await kinds(id), 'receipt_acknowledged')
    assert.lengthOf(await db.from('transfer_acknowledgements').where('transfer_id', Number(id)), 0)

    const confirmed = await confirm({ name: 'Ana Pérez', email: first, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` })
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body))
    assert.equal(confirmed.body.name, 'Ana Pérez')
    assert.equal(confirmed.body.email, first)
    assert.sameDeepMembers(
      confirmed.body.files,
      list.map((f) => ({ path: f.path, size: f.bytes.length, sha256: sha256(f.bytes) }))
    )

    // The sender's receipt, in the sender's language: who, when, each file with its SHA-256.
    const receipt = await mail.waitFor(owner.email, RECEIPT_FR)
    assert.equal(receipt.parsed.subject, 'Ana Pérez a confirmé la réception de « Contrat »')
    assert.include(receipt.parsed.text, first)
    for (const f of list) assert.include(receipt.parsed.text, sha256(f.bytes))
    assert.include(receipt.parsed.text, `/app/transfers/${id}`)

    // Again: the same acknowledgement, no second entry, code or receipt.
    const again = await confirm({ name: 'Someone Else', email: first, code })
    assert.equal(again.status, 200)
    assert.deepEqual(again.body, confirmed.body)
    const askedAgain = await ask({ name: 'Ana Pérez', email: first })
    assert.deepEqual(askedAgain.body.acknowledged, confirmed.body)
    assert.lengthOf(
      (await kinds(id)).filter((k) => k === 'receipt_acknowledged'),
      1
    )

    const detail = await owner.browser.get(`/transfer/transfers/${id}`)
    assert.deepInclude(
      detail.body.history.map((e: { type: string; recipient: string | null }) => [e.type, e.recipient]),
      ['acknowledged', first]
    )

    // The entry and its head: in the export, which sceau-verify and openssl accept.
    const log = await db.from('delivery_logs').where({ owner: 'transfer', ref: id }).first()
    await waitFor(
      async () => (await db.from('delivery_log_heads').where({ log_id: log.id, reason: 'acknowledged' }).whereNotNull('timestamp_id').first()) ?? null,
      'the acknowledged head timestamped',
      { timeoutMs: 60_000 }
    )
    const response = await fetch(`${Browser.baseUrl()}/api/v2/transfer/transfers/${id}/proof-of-delivery`, {
      headers: { cookie: owner.browser.cookieHeader(), 'x-forwarded-for': owner.browser.ip, 'accept-language': 'fr' },
    })
    assert.equal(response.status, 200)
    const zip = new Uint8Array(await response.arrayBuffer())
    const check = await verifyDeliveryProof(zip)
    assert.isTrue(check.ok, JSON.stringify(check))
    const entries = await unzip(Buffer.from(zip))
    const document = JSON.parse(entries.get('log.json')!.toString('utf8')) as DeliveryLogDocument
    const entry = document.entries.find((e) => e.kind === 'receipt_acknowledged')!
    assert.deepEqual(entry.actor, { type: 'recipient', email: first })
    assert.equal(entry.data.name, 'Ana Pérez')
    assert.equal(entry.networkOpening?.ip, `${visitor.ip.split('.').slice(0, 3).join('.')}.0/24`)
    const head = document.heads.find((h) => h.reason === 'acknowledged')!
    assert.equal(head.seq, entry.seq)
    // The PDF summary says it in French.
    const summary = await pdfText(entries.get('proof-of-delivery.pdf')!)
    assert.include(summary, 'Preuve de remise')
    assert.include(summary, 'réception confirmée')
    assert.include(summary, 'par Ana Pérez, 2 fichiers')
    assert.include(summary, `Entrée ${head.seq} (accusé de réception), horodatée le`)

    const dir = await mkdtemp(join(tmpdir(), 'acknowledgement-'))
    try {
      await writeFile(join(dir, 'export.zip'), zip)
      await writeFile(join(dir, 'head.tsr'), entries.get(head.token)!)
      await writeFile(join(dir, 'tsa-chain.pem'), entries.get('tsa-chain.pem')!)
      assert.include(await openssl(['ts', '-verify', '-in', 'head.tsr', '-digest', head.hash, '-CAfile', 'tsa-chain.pem'], dir), 'Verification: OK')
      const lines: string[] = []
      const exit = await runVerifyCli([join(dir, 'export.zip')], { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) })
      assert.equal(exit, 0, lines.join('\n'))
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
    assert.lengthOf(
      mail.to(owner.email).filter((m) => RECEIPT_FR.test(m.parsed.subject ?? '')),
      1
    )
  }).timeout(120_000)

  test('a transfer that does not ask for it refuses a confirmation, in the page language, and mails nothing', async ({ assert }) => {
    const owner = await signUp({ language: 'en' })
    const to = uniqueEmail('to')
    const { id, token } = await userTransfer(owner.browser, { mode: 'email', recipients: [to] }, files(['memo.txt', 500]))
    const visitor = new Browser('it')
    assert.isFalse((await visitor.get(`/transfer/downloads/${token}`)).body.acknowledgement)
    const refused = await visitor.request('POST', `/transfer/downloads/${token}/acknowledgement/code`, {
      json: { name: 'Luca', email: to },
      csrf: false,
    })
    assert.equal(refused.status, 409)
    assert.equal(refused.body.error.message, 'Il mittente non ha chiesto una conferma di ricezione per questo trasferimento')
    assert.notInclude(await kinds(id), 'receipt_acknowledged')
  })
})

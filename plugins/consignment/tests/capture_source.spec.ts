import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { EventBus } from '@sceau/plugin-sdk/server'
import type {} from '@sceau/plugin-capsules/events'
import { command, needs } from '@sceau/testing/requirements'
import { depositRepository } from '../server/services/deposit_repository.js'
import { Browser, deposit, depositBody, fetchBytes, sealed, sha256, signUp, startJobWorker, testFile, upload, waitFor } from './support/deposits.js'

const pdftotext = needs('certificate PDF test', [command('pdftotext', 'apt-get install poppler-utils')])

async function pdfText(bytes: Uint8Array): Promise<string> {
  const child = execFile('pdftotext', ['-layout', '-', '-'])
  child.stdin!.end(Buffer.from(bytes))
  let out = ''
  child.stdout!.on('data', (chunk) => (out += chunk))
  await new Promise((resolve) => child.on('close', resolve))
  return out.replace(/\s+/g, ' ')
}

test.group('Consignment: a web capture’s deposit', (group) => {
  group.setup(async () => startJobWorker())

  test('its detail, public certificate and certificate PDF carry the captured page and capture time; other deposits carry none', async ({ assert }) => {
    const account = await signUp({ language: 'en', firstname: 'Web', lastname: 'Capture' })
    const created = await deposit(account.browser, [testFile('example.com.wacz', 'a web archive')])
    const plain = await deposit(account.browser, [testFile('notes.txt', 'no capture')])
    const capture = { url: 'https://example.com/terms?v=2', capturedAt: '2026-11-24T10:00:00.000Z' }
    const row = (await depositRepository.depositByUid(created.deposit.id))!
    await depositRepository.setCapture(row.id, capture)

    const done = await sealed(account.browser, created.deposit.id)
    assert.deepEqual(done.capture, capture)
    assert.isNull((await sealed(account.browser, plain.deposit.id)).capture)

    const page = await new Browser('fr').get(`/consignment/certificates/${done.files[0]!.certificateToken}`)
    assert.equal(page.status, 200)
    assert.deepEqual(page.body.capture, capture)

    pdftotext.assertPresent()
    // Another language than the deposit's: rendered now (the deposit's own is stored when sealed; the
    // capsule's deposit gets its capture before its files are sealed).
    const pdf = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${done.files[0]!.id}/certificate?lang=fr`)
    const text = await pdfText(pdf.bytes)
    assert.include(text, 'Page capturée')
    assert.include(text, 'https://example.com/terms?v=2')
    assert.include(text, 'Capturée le')
  })

  test('a capsule’s deposit (capsules:deposit-requested) keeps the page and capture time before sealing: its stored certificate shows them', async ({
    assert,
  }) => {
    const account = await signUp({ language: 'en', firstname: 'Capsule', lastname: 'Owner' })
    // A ready blob, as the capsules plugin's upload batch leaves the WACZ.
    const wacz = testFile('capture.wacz', 'a web archive of a page')
    const answer = await account.browser.post('/consignment/deposits', depositBody([wacz]))
    const [blobId] = await upload(answer.body.upload.uploadToken, [wacz])
    const capsuleId = randomUUID()
    const capture = { url: 'https://example.com/article', capturedAt: '2026-11-24T09:30:00.000Z' }
    await (
      await app.container.make(EventBus)
    ).emit('capsules:deposit-requested', {
      capsuleId,
      organisationId: Number(account.organisationId),
      userId: null,
      email: account.email,
      title: 'An article',
      ...capture,
      file: { blobId: blobId!, name: 'capture.wacz', mime: 'application/wacz', size: wacz.bytes.length, sha256: sha256(wacz.bytes) },
    })
    const uid = await waitFor(
      async () => (await db.from('consignment_deposits').where({ source: 'capsule', source_ref: capsuleId }).first())?.uid as string | undefined,
      'the capsule deposit'
    )
    const done = await sealed(account.browser, uid)
    assert.deepEqual(done.capture, capture)
    // The deposit's own language: the certificate stored when sealed.
    pdftotext.assertPresent()
    const pdf = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${done.files[0]!.id}/certificate?lang=en`)
    const text = await pdfText(pdf.bytes)
    assert.include(text, 'https://example.com/article')
    assert.include(text, 'Captured on')
  })
})

/*
 * A file of a sent transfer whose stored bytes cannot be read back whole (the platform's
 * upload:blob-rejected with reason "storage-failed", after the analysis's last attempt): the sender
 * is mailed in their language, naming the file and the transfer. A draft's sender is not (the upload
 * list says it), nor is anyone for another reason.
 */
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { EventBus } from '@sceau/plugin-sdk/server'
import { Browser, files, guestTransfer, MailCatcher, signUp, upload, waitFor } from './support/transfers.js'

/** What the platform emits when the analysis gives up on a blob. */
async function reject(blobId: string, reason: string) {
  const blob = await db
    .from('blobs')
    .join('upload_batches', 'upload_batches.id', 'blobs.batch_id')
    .where('blobs.id', blobId)
    .select('blobs.*', 'upload_batches.owner', 'upload_batches.owner_ref')
    .first()
  const events = await app.container.make(EventBus)
  await events.emit('upload:blob-rejected', {
    blobId,
    batchId: blob.batch_id,
    owner: blob.owner,
    ownerRef: blob.owner_ref,
    sha256: '',
    size: Number(blob.size),
    reason,
    clientSha256: null,
  })
}

test.group('Transfer: a file the storage lost after sending', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('the sender of a sent transfer is mailed in their language, naming the file; not a draft’s sender, nor for another reason', async ({ assert }) => {
    const subject = /n’a pas pu être remis/
    const drafter = await signUp({ language: 'fr' })
    const draft = await drafter.browser.post('/transfer/transfers', { mode: 'link', title: 'Brouillon' })
    assert.equal(draft.status, 201, JSON.stringify(draft.body))
    const [draftBlob] = await upload(draft.body, files(['brouillon.txt', 4]))
    await reject(draftBlob, 'storage-failed')

    const sent = await guestTransfer(mail, { browser: new Browser('fr'), title: 'Plans', files: files(['plan.pdf', 10], ['notes.txt', 5]) })
    await reject(sent.blobIds[1], 'sha256-mismatch')
    await reject(sent.blobIds[0], 'storage-failed')

    const lost = await waitFor(() => mail.to(sent.senderEmail).find((m) => subject.test(m.parsed.subject ?? '')), 'the mail to the sender')
    assert.equal(lost.parsed.subject, 'Un fichier de votre transfert « Plans » n’a pas pu être remis')
    const text = lost.parsed.text ?? ''
    assert.include(text, 'Le fichier plan.pdf n’a pas pu être enregistré en entier')
    assert.include(text, 'Les autres fichiers du transfert restent disponibles.')
    assert.include(text, 'Envoyez-le de nouveau dans un nouveau transfert.')
    assert.include(text, `/download/${sent.token}`)

    // The mails are queued in order: by the time the sent transfer's arrived, the others would have.
    assert.lengthOf(
      mail.to(sent.senderEmail).filter((m) => subject.test(m.parsed.subject ?? '')),
      1,
      'one mail, for the file the storage lost'
    )
    assert.lengthOf(
      mail.to(drafter.email).filter((m) => subject.test(m.parsed.subject ?? '')),
      0,
      'a draft’s sender is not mailed'
    )
  })
})

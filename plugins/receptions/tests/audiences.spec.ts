import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { BlobService, UploadService } from '@sceau/plugin-sdk/server'
import { MailCatcher } from '@sceau/testing/mail_catcher'
import { grantPlan, joinOrganisation, signUp, uniqueEmail } from '@sceau/testing/personas'
import { testPlatform } from '@sceau/testing/test_platform'
import { blobIdOfUrl, blobWhenSettled, createUpload, errorOf, sendChunks, tusCreate, tusPatch } from '@sceau/testing/uploads'
import { ExpireDeliveriesJob } from '../server/jobs/expire_deliveries_job.js'
import { Browser, createLink, deliver, files, startDelivery, upload } from './support/receptions.js'

async function premiumAdmin() {
  const admin = await signUp({ language: 'en' })
  await grantPlan(admin.organisationId, 'premium')
  return admin
}

async function codeFrom(mail: MailCatcher, email: string) {
  const message = await mail.waitFor(email, /\b\d{6}\b/)
  return /\b(\d{6})\b/.exec(message.parsed.subject!)![1]!
}

test.group('Receptions: audiences, caps, expiry and revocation of SafeLinks', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('SafeLinks come with the paid plan', async ({ assert }) => {
    const free = await signUp({ language: 'en' })
    const answer = await free.browser.post('/receptions/links', { title: 'x', audience: 'public', expiry: '7d' })
    assert.equal(answer.status, 403)
    assert.equal(answer.body.error.message, 'SafeLinks come with the paid plan')
  })

  test('bad input gets translated errors by field and creates nothing', async ({ assert }) => {
    const french = await signUp({ language: 'fr' })
    await grantPlan(french.organisationId, 'premium')
    const answer = await french.browser.post('/receptions/links', { title: '', audience: 'all', expiry: '3d', color: 'red' })
    const admin = await premiumAdmin()
    assert.equal(answer.status, 422)
    assert.deepInclude(answer.body.error.fields, { title: 'Veuillez saisir un titre', color: 'Couleur invalide (format #rrggbb)' })
    const short = await admin.browser.post('/receptions/links', { title: 'x', audience: 'password', password: 'short', expiry: '7d' })
    assert.equal(short.status, 422)
    assert.equal(short.body.error.fields.password, 'The password must be at least 8 characters long')
    const tooBig = await admin.browser.post('/receptions/links', { title: 'x', audience: 'public', expiry: '7d', maxBytes: 21 * 1024 ** 4 })
    assert.equal(tooBig.status, 422)
    assert.equal((await admin.browser.get('/receptions/links')).body.meta.total, 0)
  })

  test('members only: anonymous senders must log in, another organisation’s users are refused, members send', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { audience: 'members' })
    const ref = `link/${link.token}`
    const anonymous = new Browser('en')
    assert.equal((await anonymous.get(`/receptions/public/${ref}`)).body.state, 'login-required')
    const refused = await startDelivery(ref, { browser: anonymous, files: files(['a.txt', 10]) })
    assert.equal(refused.answer.status, 401)
    assert.equal(refused.answer.body.error.message, 'Log in to send files here')

    const outsider = await signUp({ language: 'en' })
    assert.equal((await outsider.browser.get(`/receptions/public/${ref}`)).body.state, 'not-member')
    assert.equal((await startDelivery(ref, { browser: outsider.browser, files: files(['a.txt', 10]) })).answer.status, 403)

    const colleague = await signUp({ language: 'en' })
    await joinOrganisation(admin, colleague)
    const sent = await deliver(ref, { browser: colleague.browser, email: colleague.email, files: files(['a.txt', 10]) })
    assert.equal(sent.completed.status, 200)
    const detail = await admin.browser.get(`/receptions/deliveries/${sent.start.deliveryId}`)
    assert.isTrue(detail.body.sender.verified, 'the logged-in sender’s own address counts as verified')
  })

  test('password: five wrong tries per address, then a pause, even for the right one', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { audience: 'password', password: 'Right-password-1' })
    const third = new Browser('en')
    for (let i = 0; i < 5; i++) assert.equal((await third.post(`/receptions/public/link/${link.token}/unlock`, { password: `wrong-${i}` })).status, 422)
    const paused = await third.post(`/receptions/public/link/${link.token}/unlock`, { password: 'Right-password-1' })
    assert.equal(paused.status, 429)
    assert.equal(paused.body.error.message, 'Too many attempts, try again later')
    assert.equal(
      (await new Browser('en').post(`/receptions/public/link/${link.token}/unlock`, { password: 'Right-password-1' })).status,
      200,
      'another address'
    )
  })

  test('verified users: a code mailed to the address, a wrong code refused, the grant bound to that address', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { audience: 'verified' })
    const ref = `link/${link.token}`
    const third = new Browser('en')
    const email = uniqueEmail('verified')
    assert.equal((await third.get(`/receptions/public/${ref}`)).body.requires, 'code')
    const without = await startDelivery(ref, { browser: third, email, files: files(['a.txt', 10]) })
    assert.equal(without.answer.status, 401)

    assert.equal((await third.post(`/receptions/public/${ref}/code`, { email: 'not-an-address' })).status, 422)
    assert.equal((await third.post(`/receptions/public/${ref}/code`, { email })).status, 200)
    const code = await codeFrom(mail, email)
    const wrong = await third.post(`/receptions/public/${ref}/code/check`, { email, code: code === '000000' ? '111111' : '000000' })
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.error.message, 'Incorrect code')
    const right = await third.post(`/receptions/public/${ref}/code/check`, { email, code })
    assert.equal(right.status, 200)

    const otherAddress = await startDelivery(ref, { browser: third, email: uniqueEmail('other'), grant: right.body.grant, files: files(['a.txt', 10]) })
    assert.equal(otherAddress.answer.status, 401)
    const sent = await deliver(ref, { browser: third, email, grant: right.body.grant, files: files(['a.txt', 10]) })
    assert.equal(sent.completed.status, 200)
    assert.isTrue((await admin.browser.get(`/receptions/deliveries/${sent.start.deliveryId}`)).body.sender.verified)
  })

  test('caps: file count and size announced over the link’s caps are refused, and the upload batch enforces them', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { maxFiles: 1, maxBytes: 1000 })
    const ref = `link/${link.token}`
    const tooMany = await startDelivery(ref, { files: files(['a.txt', 10], ['b.txt', 10]) })
    assert.equal(tooMany.answer.status, 400)
    assert.equal(tooMany.answer.body.error.message, 'File limit exceeded')
    const tooBig = await startDelivery(ref, { files: files(['a.txt', 2000]) })
    assert.equal(tooBig.answer.status, 413)
    // A client lying about its files meets the batch's announcement at upload time.
    const liar = await startDelivery(ref, { files: files(['a.txt', 10]) })
    assert.equal(liar.answer.status, 201)
    await assert.rejects(() => upload(liar.answer.body, files(['a.txt', 2000])), /413/)
    await assert.rejects(() => upload(liar.answer.body, files(['a.txt', 500])), /400.*E_SIZE_MISMATCH/)
    const complete = await liar.browser.post(`/receptions/public/deliveries/${liar.answer.body.deliveryId}/complete`, {
      senderToken: liar.answer.body.senderToken,
    })
    assert.equal(complete.status, 409)
    assert.equal(complete.body.error.message, '1 file is missing: finish the upload')
  })

  test('hostile file names are the upload service’s business: ".." is refused when announced, nothing lands outside the delivery’s folder', async ({
    assert,
  }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin)
    for (const name of ['../../etc/passwd', 'dossier/./../../x.txt', '..']) {
      const refused = await startDelivery(`link/${link.token}`, { files: files(['ok.txt', 10], [name, 10]) })
      assert.equal(refused.answer.status, 400, name)
      assert.deepEqual(refused.answer.body.error, { code: 'E_FILE_NAME', message: 'This file name cannot be used' })
    }
    const sent = await deliver(`link/${link.token}`, { files: files(['/etc/passwd', 10], ['C:\\dossier\\x.txt', 10], ['./a<b>.txt', 10]) })
    assert.equal(sent.completed.status, 200, JSON.stringify(sent.completed.body))
    for (const file of sent.completed.body.files) {
      assert.notMatch(file.path, /(^|\/)\.\.(\/|$)/)
      assert.notMatch(file.path, /^\//)
    }
  })

  test('a file refused after upload (its SHA-256 differs from the one declared) refuses the delivery clearly', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin)
    const [file] = files(['a.txt', 500])
    const { browser, answer } = await startDelivery(`link/${link.token}`, { files: [file!] })
    const token = answer.body.upload.token
    const url = await createUpload(500, { filename: 'a.txt', sha256: '0'.repeat(64) }, { token })
    await sendChunks(url, file!.bytes, 500, { token })
    assert.equal((await blobWhenSettled(blobIdOfUrl(url))).state, 'rejected')
    const refused = await browser.post(`/receptions/public/deliveries/${answer.body.deliveryId}/complete`, { senderToken: answer.body.senderToken })
    assert.equal(refused.status, 409)
    assert.equal(refused.body.error.message, 'The file "a.txt" was refused: send it again')
    assert.equal((await admin.browser.get(`/receptions/deliveries/${answer.body.deliveryId}`)).body.state, 'uploading')
  })

  test('a sender who closed the tab and sends the folder again: finished files refused as already sent, the capped link completes with each file once', async ({
    assert,
  }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { maxFiles: 3 })
    const list = files(['dossier/tableau.csv', 100], ['dossier/notes.txt', 200], ['dossier/video.bin', 300_000])
    const { browser, answer } = await startDelivery(`link/${link.token}`, { files: list })
    const token = answer.body.upload.token
    await upload(answer.body, list.slice(0, 2))
    const big = list[2]!
    const cut = await createUpload(big.bytes.length, { filename: 'video.bin', relativePath: big.path }, { token })
    await sendChunks(cut, big.bytes.subarray(0, 100_000), 100_000, { token })

    // A client that forgot everything: each file again, then one the sender added meanwhile.
    for (const file of list.slice(0, 2)) {
      const again = await tusCreate(
        file.bytes.length,
        { filename: file.path.split('/').pop()!, relativePath: file.path },
        { token, headers: { 'accept-language': 'en' } }
      )
      assert.equal(again.status, 400)
      assert.equal((await errorOf(again)).message, 'This file has already been sent')
    }
    assert.equal((await tusCreate(5, { filename: 'extra.txt', relativePath: 'dossier/extra.txt' }, { token })).status, 400)
    await upload(answer.body, [big])

    const completed = await browser.post(`/receptions/public/deliveries/${answer.body.deliveryId}/complete`, { senderToken: answer.body.senderToken })
    assert.equal(completed.status, 200, JSON.stringify(completed.body))
    assert.sameMembers(
      completed.body.files.map((file: { path: string }) => file.path),
      list.map((file) => file.path)
    )
  })

  test('a revoked link stops its deliveries at once: their upload tokens answer 410 to tus create and PATCH, their files are gone', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { expiry: '30d' })
    const list = files(['a.txt', 100], ['b.txt', 200_000])
    const { answer } = await startDelivery(`link/${link.token}`, { files: list })
    const { token, batchId } = answer.body.upload
    await upload(answer.body, [list[0]!])
    const url = await createUpload(200_000, { filename: 'b.txt' }, { token })
    await sendChunks(url, list[1]!.bytes.subarray(0, 65_536), 65_536, { token })

    assert.equal((await admin.browser.delete(`/receptions/links/${link.id}`)).status, 200)
    const en = { token, headers: { 'accept-language': 'en' } }
    const create = await tusCreate(200_000, { filename: 'b.txt' }, en)
    const patch = await tusPatch(url, 65_536, list[1]!.bytes.subarray(65_536), en)
    for (const refused of [create, patch]) {
      assert.equal(refused.status, 410)
      assert.deepEqual(await errorOf(refused), { code: 'E_BATCH_CLOSED', message: 'This upload is finished or expired: it no longer accepts files' })
    }
    const blobs = await app.container.make(BlobService)
    assert.deepEqual(await blobs.list(batchId), [])
    assert.equal((await admin.browser.get(`/receptions/deliveries/${answer.body.deliveryId}`)).status, 404)
  })

  test('once the cleanup has removed a stopped delivery’s batch, its upload token still answers 410 (the upload is over), not 401', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { expiry: '30d' })
    const list = files(['a.txt', 100], ['b.txt', 200_000])
    const { answer } = await startDelivery(`link/${link.token}`, { files: list })
    const { token, batchId } = answer.body.upload
    const url = await createUpload(200_000, { filename: 'b.txt' }, { token })
    await sendChunks(url, list[1]!.bytes.subarray(0, 65_536), 65_536, { token })
    assert.equal((await admin.browser.delete(`/receptions/links/${link.id}`)).status, 200)

    // Past the stopped batch's short retention, the platform's cleanup deletes it.
    await db
      .from('upload_batches')
      .where('id', batchId)
      .update({ expires_at: new Date(Date.now() - 1000) })
    await (await testPlatform()).cleanUploads()
    const uploads = await app.container.make(UploadService)
    assert.isNull(await uploads.batch(batchId))
    const it = { token, headers: { 'accept-language': 'it' } }
    for (const refused of [await tusCreate(200_000, { filename: 'b.txt' }, it), await tusPatch(url, 65_536, list[1]!.bytes.subarray(65_536), it)]) {
      assert.equal(refused.status, 410)
      assert.deepEqual(await errorOf(refused), { code: 'E_BATCH_CLOSED', message: 'Questo caricamento è terminato o scaduto: non accetta più file' })
    }
  })

  test('a link’s deadline is its deliveries’: their uploads end with it, and the sweep deletes what they sent', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { expiry: '24h' })
    const list = files(['a.txt', 100], ['b.txt', 100])
    const { answer } = await startDelivery(`link/${link.token}`, { files: list })
    const { batchId } = answer.body.upload
    await upload(answer.body, [list[0]!])
    const uploads = await app.container.make(UploadService)
    const linkRow = await db.from('receptions_safelinks').where('id', link.id).firstOrFail()
    assert.isAtMost((await uploads.batch(batchId))!.expiresAt!.getTime(), new Date(linkRow.expires_at).getTime())

    await db
      .from('receptions_safelinks')
      .where('id', link.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    const job = await app.container.make(ExpireDeliveriesJob)
    await job.run()
    const blobs = await app.container.make(BlobService)
    assert.deepEqual(await blobs.list(batchId), [])
    assert.equal((await db.from('receptions_deliveries').where('id', answer.body.deliveryId).firstOrFail()).state, 'deleted')
  })

  test('lists come by pages of 20', async ({ assert }) => {
    const admin = await premiumAdmin()
    for (let i = 0; i < 21; i++) await createLink(admin, { title: `Lien ${i}` })
    const first = await admin.browser.get('/receptions/links')
    assert.deepEqual(first.body.meta, { total: 21, perPage: 20, currentPage: 1, lastPage: 2 })
    assert.lengthOf(first.body.data, 20)
    const second = await admin.browser.get('/receptions/links?page=2')
    assert.lengthOf(second.body.data, 1)
    assert.notInclude(
      first.body.data.map((l: { id: string }) => l.id),
      second.body.data[0].id
    )
    assert.equal((await admin.browser.get('/receptions/links?filter=soon')).status, 422)
    assert.equal((await admin.browser.get('/receptions/deliveries?source=elsewhere')).status, 422)
  })

  test('expiry by date and revocation close the link; the list filters them', async ({ assert }) => {
    const admin = await premiumAdmin()
    const dated = await createLink(admin, { expiry: '24h' })
    const revoked = await createLink(admin, { expiry: '30d' })
    const active = await createLink(admin, { expiry: '14d' })
    await db
      .from('receptions_safelinks')
      .where('id', dated.id)
      .update({ expires_at: new Date(Date.now() - 1000) })
    assert.equal((await admin.browser.delete(`/receptions/links/${revoked.id}`)).body.state, 'expired')

    const anonymous = new Browser('en')
    assert.equal((await anonymous.get(`/receptions/public/link/${dated.token}`)).body.state, 'expired')
    assert.equal((await anonymous.get(`/receptions/public/link/${revoked.token}`)).body.state, 'revoked')
    const late = await startDelivery(`link/${dated.token}`, { files: files(['a.txt', 10]) })
    assert.equal(late.answer.status, 410)
    assert.equal(late.answer.body.error.message, 'This reception link has expired')
    assert.equal((await startDelivery(`link/${revoked.token}`, { files: files(['a.txt', 10]) })).answer.status, 410)

    const ids = async (filter: string) => (await admin.browser.get(`/receptions/links?filter=${filter}`)).body.data.map((l: { id: string }) => l.id).sort()
    assert.deepEqual(await ids('active'), [active.id])
    assert.deepEqual(await ids('expired'), [dated.id, revoked.id].sort())
    assert.deepEqual(await ids('all'), [dated.id, revoked.id, active.id].sort())
  })

  test('first upload: of two deliveries completing at once, exactly one is accepted', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin, { expiry: 'first-upload' })
    const ref = `link/${link.token}`
    const one = await startDelivery(ref, { files: files(['one.txt', 100]) })
    const two = await startDelivery(ref, { files: files(['two.txt', 100]) })
    await upload(one.answer.body, files(['one.txt', 100]))
    await upload(two.answer.body, files(['two.txt', 100]))
    const answers = await Promise.all(
      [one, two].map(({ browser, answer }) =>
        browser.post(`/receptions/public/deliveries/${answer.body.deliveryId}/complete`, { senderToken: answer.body.senderToken })
      )
    )
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 410])
    const list = await admin.browser.get('/receptions/deliveries')
    assert.equal(list.body.meta.total, 1)
    assert.equal((await admin.browser.get(`/receptions/links/${link.id}`)).body.deliveries, 1)
  })

  test('another organisation sees none of the links nor deliveries (404), and deleting a delivery deletes its files', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin)
    const sent = await deliver(`link/${link.token}`, { files: files(['a.txt', 100]) })
    const outsider = await premiumAdmin()
    assert.equal((await outsider.browser.get(`/receptions/links/${link.id}`)).status, 404)
    assert.equal((await outsider.browser.delete(`/receptions/links/${link.id}`)).status, 404)
    assert.equal((await outsider.browser.get(`/receptions/deliveries/${sent.start.deliveryId}`)).status, 404)
    assert.equal((await outsider.browser.delete(`/receptions/deliveries/${sent.start.deliveryId}`)).status, 404)
    assert.equal((await outsider.browser.get(`/receptions/deliveries?source=link:${link.id}`)).body.meta.total, 0)
    assert.equal((await outsider.browser.get('/receptions/links')).body.meta.total, 0)

    const blobs = await app.container.make(BlobService)
    const blobId = (await db.from('receptions_files').where('delivery_id', sent.start.deliveryId).first()).blob_id
    assert.isNotNull(await blobs.get(blobId))
    assert.equal((await admin.browser.delete(`/receptions/deliveries/${sent.start.deliveryId}`)).status, 204)
    assert.isNull(await blobs.get(blobId))
    assert.equal((await admin.browser.get(`/receptions/deliveries/${sent.start.deliveryId}`)).status, 404)
  })

  test('retention: the scheduled job deletes received files past their expiry', async ({ assert }) => {
    const admin = await premiumAdmin()
    const link = await createLink(admin)
    const sent = await deliver(`link/${link.token}`, { files: files(['a.txt', 100]) })
    const detail = await admin.browser.get(`/receptions/deliveries/${sent.start.deliveryId}`)
    const days = (Date.parse(detail.body.expiresAt) - Date.parse(detail.body.receivedAt)) / 86_400_000
    assert.equal(Math.round(days), 90, 'the paid plan keeps a transfer 90 days at most')
    await db
      .from('receptions_deliveries')
      .where('id', sent.start.deliveryId)
      .update({ expires_at: new Date(Date.now() - 1000) })
    const job = await app.container.make(ExpireDeliveriesJob)
    const counts = await job.run()
    assert.isAtLeast(counts.expired, 1)
    const blobs = await app.container.make(BlobService)
    assert.isNull(
      await blobs.get(
        detail.body.files[0].id === undefined ? '' : (await db.from('receptions_files').where('delivery_id', sent.start.deliveryId).first()).blob_id
      )
    )
    assert.equal((await db.from('receptions_deliveries').where('id', sent.start.deliveryId).first()).state, 'expired')
    assert.equal((await admin.browser.get(`/receptions/deliveries/${sent.start.deliveryId}`)).status, 404)
  })
})

test.group('Receptions: the incoming page', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('created inactive and private, its uuid stable; private shows the access-denied notice; public delivers to the chosen recipients; LOGGED and PASSWORD enforced', async ({
    assert,
  }) => {
    const admin = await premiumAdmin()
    const colleague = await signUp({ language: 'fr' })
    await joinOrganisation(admin, colleague)
    const first = await admin.browser.get('/receptions/page')
    assert.equal(first.status, 200)
    assert.include(first.body, { active: false, access: 'PRIVATE', hasPassword: false })
    assert.equal((await admin.browser.get('/receptions/page')).body.uuid, first.body.uuid)
    const ref = `page/${first.body.uuid}`
    const third = new Browser('fr')
    assert.equal((await third.get(`/receptions/public/${ref}`)).body.state, 'inactive')

    const put = (body: Record<string, unknown>) =>
      admin.browser.put('/receptions/page', { active: true, recipientIds: [colleague.userId], access: 'PRIVATE', ...body })
    assert.equal((await put({})).status, 200)
    assert.equal((await third.get(`/receptions/public/${ref}`)).body.state, 'private')
    const denied = await startDelivery(ref, { browser: third, files: files(['a.txt', 10]) })
    assert.equal(denied.answer.status, 403)
    assert.equal(denied.answer.body.error.message, 'Accès refusé : cette page de réception est privée. Contactez le responsable de la page.')

    const stranger = await signUp({ language: 'en' })
    assert.equal((await put({ recipientIds: [stranger.userId] })).status, 422, 'recipients are members')
    assert.equal((await put({ access: 'PASSWORD' })).status, 422, 'a password is needed')

    const updated = await put({ access: 'PUBLIC' })
    assert.deepEqual(
      updated.body.recipients.map((r: { email: string }) => r.email),
      [colleague.email]
    )
    const sent = await deliver(ref, { browser: third, name: 'Paul Tiers', files: files(['dossier/a.txt', 100]) })
    assert.equal(sent.completed.status, 200)
    const notice = await mail.waitFor(colleague.email, /Paul Tiers vous a envoyé des fichiers/)
    assert.include(notice.parsed.text ?? '', `/app/receptions/page/deliveries/${sent.start.deliveryId}`)
    // The recipient sees it in the inbox; an ordinary member who is not a recipient would not.
    const inbox = await colleague.browser.get('/receptions/deliveries?source=page')
    assert.deepEqual(
      inbox.body.data.map((d: { id: string }) => d.id),
      [sent.start.deliveryId]
    )

    await put({ access: 'LOGGED' })
    assert.equal((await new Browser('en').get(`/receptions/public/${ref}`)).body.state, 'login-required')
    assert.equal((await put({ access: 'PASSWORD', password: 'Page-secret-1' })).body.hasPassword, true)
    const shown = await new Browser('en').get(`/receptions/public/${ref}`)
    assert.include(shown.body, { state: 'open', requires: 'password' })
    const unlocked = await third.post(`/receptions/public/${ref}/unlock`, { password: 'Page-secret-1' })
    assert.equal(unlocked.status, 200)
    // A new password voids the grants given for the old one.
    await put({ access: 'PASSWORD', password: 'Page-secret-2' })
    const stale = await startDelivery(ref, { browser: third, grant: unlocked.body.grant, files: files(['a.txt', 10]) })
    assert.equal(stale.answer.status, 401)
  })

  test('made private or inactive, the page stops the deliveries still arriving: their tokens answer 410 to tus, their files are gone, completing is refused', async ({
    assert,
  }) => {
    const admin = await premiumAdmin()
    const uuid = (await admin.browser.get('/receptions/page')).body.uuid
    const put = (body: Record<string, unknown>) =>
      admin.browser.put('/receptions/page', { active: true, recipientIds: [admin.userId], access: 'PUBLIC', ...body })
    const blobs = await app.container.make(BlobService)
    const closings = [
      { change: { access: 'PRIVATE' }, code: 'E_RECEPTION_PRIVATE', message: 'Access denied: this reception page is private. Contact the page manager.' },
      { change: { active: false }, code: 'E_RECEPTION_INACTIVE', message: 'This reception page is not active' },
    ]
    for (const closing of closings) {
      assert.equal((await put({})).status, 200)
      const list = files(['a.txt', 100], ['b.txt', 200_000])
      const { browser, answer } = await startDelivery(`page/${uuid}`, { files: list })
      assert.equal(answer.status, 201)
      const { token, batchId } = answer.body.upload
      await upload(answer.body, [list[0]!])
      const url = await createUpload(200_000, { filename: 'b.txt' }, { token })
      await sendChunks(url, list[1]!.bytes.subarray(0, 65_536), 65_536, { token })

      assert.equal((await put(closing.change)).status, 200)
      const en = { token, headers: { 'accept-language': 'en' } }
      const create = await tusCreate(200_000, { filename: 'b.txt' }, en)
      const patch = await tusPatch(url, 65_536, list[1]!.bytes.subarray(65_536), en)
      for (const refused of [create, patch]) {
        assert.equal(refused.status, 410)
        assert.deepEqual(await errorOf(refused), { code: 'E_BATCH_CLOSED', message: 'This upload is finished or expired: it no longer accepts files' })
      }
      assert.deepEqual(await blobs.list(batchId), [])
      const completed = await browser.post(`/receptions/public/deliveries/${answer.body.deliveryId}/complete`, { senderToken: answer.body.senderToken })
      assert.equal(completed.status, 410)
      assert.deepEqual(completed.body.error, { code: closing.code, message: closing.message })
      const delivery = await db.from('receptions_deliveries').where('id', answer.body.deliveryId).firstOrFail()
      assert.equal(delivery.state, 'refused')
      assert.lengthOf(await db.from('receptions_files').where('delivery_id', answer.body.deliveryId), 0)
      assert.equal((await admin.browser.get(`/receptions/deliveries/${answer.body.deliveryId}`)).status, 404)
    }
  })

  test('a delivery whose files all arrived is not certified once the page has closed: completing is refused and its files go', async ({ assert }) => {
    const admin = await premiumAdmin()
    const uuid = (await admin.browser.get('/receptions/page')).body.uuid
    await admin.browser.put('/receptions/page', { active: true, recipientIds: [admin.userId], access: 'PUBLIC' })
    const list = files(['a.txt', 100])
    const { browser, answer } = await startDelivery(`page/${uuid}`, { files: list })
    await upload(answer.body, list)
    // Closed behind the controller's back (another node, a crash before it stopped the deliveries): completing checks again.
    await db.from('receptions_pages').where('id', uuid).update({ active: false })
    const completed = await browser.post(`/receptions/public/deliveries/${answer.body.deliveryId}/complete`, { senderToken: answer.body.senderToken })
    assert.equal(completed.status, 410)
    assert.equal(completed.body.error.code, 'E_RECEPTION_INACTIVE')
    const blobs = await app.container.make(BlobService)
    assert.deepEqual(await blobs.list(answer.body.upload.batchId), [])
    assert.equal((await db.from('receptions_deliveries').where('id', answer.body.deliveryId).firstOrFail()).state, 'refused')
    assert.lengthOf(await db.from('receptions_files').where('delivery_id', answer.body.deliveryId), 0)
  })

  test('an ordinary member cannot configure the page', async ({ assert }) => {
    const admin = await premiumAdmin()
    const colleague = await signUp({ language: 'en' })
    await joinOrganisation(admin, colleague)
    assert.equal((await colleague.browser.get('/receptions/page')).status, 403)
    assert.equal((await colleague.browser.put('/receptions/page', { active: true, recipientIds: [], access: 'PUBLIC' })).status, 403)
  })
})

test.group("Receptions: the public page carries the organisation's send-page background", () => {
  test('set in the customisation, it reaches the SafeLink page; unset, none', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await grantPlan(admin.organisationId, 'premium')
    const link = await createLink(admin)
    const before = await new Browser('en').get(`/receptions/public/link/${link.token}`)
    assert.isNull(before.body.organisation.backgroundUrl)

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'background.png')
    const uploaded = await admin.browser.request('PUT', `/organizations/${admin.organisationId}/customisation/send-background`, { form })
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body))

    const after = await new Browser('en').get(`/receptions/public/link/${link.token}`)
    assert.equal(after.body.organisation.backgroundUrl, uploaded.body.sendBackgroundUrl)
    assert.isString(after.body.organisation.backgroundUrl)
  })
})

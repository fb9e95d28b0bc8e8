import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { EventBus, StorageService } from '@sceau/plugin-sdk/server'
import { settings } from '../server/config.js'
import { ExpireTransfersJob } from '../server/jobs/expire_transfers_job.js'
import { RemindTransfersJob } from '../server/jobs/remind_transfers_job.js'
import { Browser, fetchBytes, files, grantPlan, linkIn, MailCatcher, sha256, signUp, uniqueEmail, unzip, userTransfer } from './support/transfers.js'

async function premium(language = 'en') {
  const account = await signUp({ language })
  await grantPlan(account.organisationId, 'premium')
  return account
}

const row = (id: string | number) => db.from('transfer_transfers').where('id', Number(id)).first()

test.group('Transfer: logged-in senders, password lock, management, isolation', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('the plan decides: free 7 days without password, paid 7 to 90 days with one; no code for members', async ({ assert }) => {
    const free = await signUp({ language: 'en' })
    const capabilities = await free.browser.get('/transfer/capabilities')
    assert.deepInclude(capabilities.body, { tier: 'free', maxBytes: 4 * 1024 ** 3, password: false, verification: false, senderEmail: free.email })
    assert.deepEqual(capabilities.body.expiryDays, { min: 7, max: 7, default: 7 })
    const refused = await free.browser.post('/transfer/transfers', { mode: 'link', password: 'Secret-123' })
    assert.equal(refused.status, 403)
    assert.equal((await free.browser.post('/transfer/transfers', { mode: 'link', expiryDays: 30 })).status, 422)
    const created = await free.browser.post('/transfer/transfers', { mode: 'link' })
    assert.equal(created.status, 201)
    assert.isNull(created.body.verification)

    const paid = await premium()
    const paidCapabilities = await paid.browser.get('/transfer/capabilities')
    assert.deepInclude(paidCapabilities.body, { tier: 'paid', maxBytes: 20 * 1024 ** 3, password: true })
    assert.deepEqual(paidCapabilities.body.expiryDays, { min: 7, max: 90, default: 7 })
    const { sent } = await userTransfer(paid.browser, { expiryDays: 90 }, files(['a.txt', 5]))
    assert.closeTo(new Date(sent.expireAt).getTime() - Date.now(), 90 * 86400_000, 60_000)
    assert.equal((await new Browser().post('/transfer/transfers', { mode: 'link' })).status, 401, 'anonymous callers use the guest route')
  })

  test('password: locked page, the messages of docs/product.md §8, attempts limited per link and address, a capability that dies with the password', async ({
    assert,
  }) => {
    const owner = await premium()
    const list = files(['secret/plan.pdf', 3000], ['secret/notes.txt', 50])
    const { id, token } = await userTransfer(owner.browser, { password: 'Open-Sesame-1', title: 'Plans', message: 'Hidden until unlocked' }, list)
    const visitor = new Browser('en')
    const locked = await visitor.get(`/transfer/downloads/${token}`)
    assert.equal(locked.status, 200)
    assert.deepInclude(locked.body, { locked: true, title: 'Plans', message: null, fileCount: 2 })
    assert.lengthOf(locked.body.files, 0)

    const unlock = (password: unknown, browser = visitor) => browser.request('POST', `/transfer/downloads/${token}/unlock`, { json: { password }, csrf: false })
    const empty = await unlock('')
    assert.equal(empty.body.error.message, 'You Must Enter a Valid Password')
    const wrong = await unlock('nope')
    assert.equal(wrong.status, 422)
    assert.equal(wrong.body.error.message, 'Incorrect Password')
    assert.equal(new Browser('fr').language, 'fr')
    assert.equal((await unlock('nope', new Browser('fr'))).body.error.message, 'Mot de passe incorrect')

    const fileId = (await owner.browser.get(`/transfer/transfers/${id}`)).body.files[0].id
    assert.equal((await fetchBytes(`/transfer/downloads/${token}/files/${fileId}`)).status, 401)
    assert.equal((await fetchBytes(`/transfer/downloads/${token}/zip`)).status, 401)

    const opened = await unlock('Open-Sesame-1')
    assert.equal(opened.status, 200)
    const access = opened.body.access as string
    const page = await visitor.get(`/transfer/downloads/${token}`, { 'x-transfer-access': access })
    assert.deepInclude(page.body, { locked: false, message: 'Hidden until unlocked' })
    const zip = await fetchBytes(`/transfer/downloads/${token}/zip?access=${encodeURIComponent(access)}`)
    const entries = await unzip(zip.bytes)
    assert.equal(sha256(entries.get('secret/plan.pdf')!), sha256(list[0].bytes))

    // Attempts are limited per link and address: the sixth wrong try in the window is refused.
    const attacker = new Browser('en')
    for (let i = 0; i < settings.unlock.attempts; i++) assert.equal((await unlock('guess', attacker)).status, 422)
    const blocked = await unlock('Open-Sesame-1', attacker)
    assert.equal(blocked.status, 429)
    assert.match(blocked.headers.get('retry-after')!, /^\d+$/)
    assert.equal((await unlock('Open-Sesame-1', new Browser('en'))).status, 200, 'another address is not blocked')

    // Changing the password revokes the capabilities of the old one; removing it opens the page.
    assert.equal((await owner.browser.put(`/transfer/transfers/${id}/password`, { password: 'Other-Pass-2' })).status, 200)
    const tooLong = await owner.browser.put(`/transfer/transfers/${id}/password`, { password: 'x'.repeat(129) })
    assert.equal(tooLong.status, 422)
    assert.deepEqual(tooLong.body.error.fields, { password: 'The password is too long' })
    assert.isTrue((await visitor.get(`/transfer/downloads/${token}`, { 'x-transfer-access': access })).body.locked)
    assert.equal((await fetchBytes(`/transfer/downloads/${token}/zip?access=${encodeURIComponent(access)}`)).status, 401)
    assert.equal((await owner.browser.put(`/transfer/transfers/${id}/password`, { password: null })).status, 200)
    assert.isFalse((await visitor.get(`/transfer/downloads/${token}`)).body.locked)
    const free = await signUp({ language: 'en' })
    const freeTransfer = await userTransfer(free.browser, {}, files(['f.txt', 3]))
    assert.equal((await free.browser.put(`/transfer/transfers/${freeTransfer.id}/password`, { password: 'Secret-123' })).status, 403)
  })

  test('e-mail mode: branded mails in the sender’s language, address book, history, first-download mail, resend', async ({ assert }) => {
    const owner = await premium('it')
    await db.from('users').where('email', owner.email).update({ auto_add_contacts: true, locale: 'it' })
    await db.from('organisations').where('id', Number(owner.organisationId)).update({ main_color: '#aa3300' })
    const recipients = [uniqueEmail('r1'), uniqueEmail('r2')]
    const list = files(['report.pdf', 2048], ['annex.txt', 10])
    const { id, token } = await userTransfer(owner.browser, { mode: 'email', recipients, title: 'Bilancio', message: 'Ciao!' }, list)

    const first = await mail.waitFor(recipients[0], `${owner.email} ti ha inviato «Bilancio»`)
    assert.include(first.parsed.html!, '#aa3300')
    assert.equal(linkIn(first, /^\/download\//).pathname, `/download/${token}`)
    assert.equal(first.parsed.replyTo?.[0]?.address, owner.email)
    const contacts = await db.from('contacts').where('organisation_id', Number(owner.organisationId)).whereIn('email', recipients)
    assert.lengthOf(contacts, 2)

    const visitor = new Browser('en')
    const page = await visitor.get(`/transfer/downloads/${token}`)
    await visitor.get(`/transfer/downloads/${token}`)
    const report = page.body.files.find((f: { name: string }) => f.name === 'report.pdf')
    await fetchBytes(`/transfer/downloads/${token}/files/${report.id}`, { 'x-forwarded-for': visitor.ip })
    await fetchBytes(`/transfer/downloads/${token}/files/${report.id}`, { range: 'bytes=100-' })
    await fetchBytes(`/transfer/downloads/${token}/zip`)
    const downloaded = await mail.waitFor(owner.email, /è stato scaricato/)
    assert.include(downloaded.parsed.subject!, 'Bilancio')

    const detail = await owner.browser.get(`/transfer/transfers/${id}`)
    assert.equal(detail.status, 200)
    const types = detail.body.history.map((e: { type: string }) => e.type)
    assert.equal(types.filter((t: string) => t === 'open').length, 1, 'one open per visitor and half hour')
    assert.equal(types.filter((t: string) => t === 'email_sent').length, 2)
    assert.equal(types.filter((t: string) => t === 'file_download').length, 1, 'a resumed range is not a new download')
    assert.equal(types.filter((t: string) => t === 'download').length, 1)
    assert.equal(detail.body.history.find((e: { type: string }) => e.type === 'file_download').file, 'report.pdf')
    assert.isNotNull(detail.body.firstDownloadedAt)
    assert.deepInclude(detail.body, { sender: owner.email, downloads: 2, fileCount: 2, status: 'active' })
    assert.sameMembers(detail.body.recipients, recipients)

    const badResend = await owner.browser.post(`/transfer/transfers/${id}/resend`, { recipients: [recipients[1], 'nope'] })
    assert.equal(badResend.status, 422)
    assert.deepEqual(badResend.body.error, {
      code: 'E_VALIDATION',
      message: 'Alcuni campi non sono validi',
      fields: { recipients: 'Inserisci un indirizzo e-mail valido' },
    })
    const resent = await owner.browser.post(`/transfer/transfers/${id}/resend`, { recipients: [recipients[1]] })
    assert.deepEqual(resent.body, { sent: 1 })
    await waitForCount(() => mail.to(recipients[1]).length, 2)
    assert.lengthOf(mail.to(recipients[0]), 1)
  })

  test('list: filters, search, server-side pages; stats; delete one file, then the transfer', async ({ assert }) => {
    const owner = await premium()
    const made = []
    for (let i = 0; i < 3; i++)
      made.push(
        await userTransfer(
          owner.browser,
          { title: `Lot ${i}`, mode: 'email', recipients: [uniqueEmail(`l${i}`)] },
          files([`f${i}.txt`, 10 + i], [`g${i}.txt`, 5])
        )
      )
    const expired = await userTransfer(owner.browser, { title: 'Ancien' }, files(['old.txt', 4]))
    await db
      .from('transfer_transfers')
      .where('id', Number(expired.id))
      .update({ expire_at: new Date(Date.now() - 1000) })
    await (await app.container.make(ExpireTransfersJob)).run()

    const all = await owner.browser.get('/transfer/transfers?perPage=2')
    assert.deepEqual(all.body.meta, { page: 1, perPage: 2, total: 4, lastPage: 2, history: null })
    assert.lengthOf(all.body.data, 2)
    const second = await owner.browser.get('/transfer/transfers?perPage=2&page=2')
    assert.lengthOf(second.body.data, 2)
    const active = await owner.browser.get('/transfer/transfers?filter=active')
    assert.equal(active.body.meta.total, 3)
    assert.isTrue(active.body.data.every((t: { status: string; link: string | null }) => t.status === 'active' && t.link))
    const old = await owner.browser.get('/transfer/transfers?filter=expired')
    assert.deepEqual(
      old.body.data.map((t: { title: string; status: string; link: string | null }) => [t.title, t.status, t.link]),
      [['Ancien', 'expired', null]]
    )
    assert.equal((await owner.browser.get('/transfer/transfers?search=lot%201')).body.meta.total, 1)
    assert.equal((await owner.browser.get('/transfer/transfers?search=g2.txt')).body.meta.total, 1)
    assert.equal((await owner.browser.get(`/transfer/transfers?search=${encodeURIComponent('%')}`)).body.meta.total, 0)

    // The consignment plugin's "sealed" events feed the protected-files card.
    const bus = (await app.container.make(EventBus)) as unknown as { emit(name: string, payload: unknown): Promise<void> }
    await bus.emit('consignment:sealed', { id: 'd1', organisationId: Number(owner.organisationId), number: '1', files: 2 })
    await bus.emit('consignment:sealed', { id: 'd2', organisationId: Number(owner.organisationId), number: '2', files: 3 })
    const stats = await owner.browser.get('/transfer/stats')
    assert.deepInclude(stats.body, { active: 3, expired: 1, filesSent: 7, protectedFiles: 5 })
    assert.lengthOf(stats.body.latest, 4)

    const target = made[0]
    const detail = await owner.browser.get(`/transfer/transfers/${target.id}`)
    const file = detail.body.files[0]
    const blob = (await db.from('transfer_files').where('id', Number(file.id)).first()).blob_id
    const storage = await app.container.make(StorageService)
    assert.isTrue(await storage.exists(`uploads/${blob}`))
    assert.equal((await owner.browser.delete(`/transfer/transfers/${target.id}/files/${file.id}`)).status, 204)
    assert.isFalse(await storage.exists(`uploads/${blob}`))
    const after = await owner.browser.get(`/transfer/transfers/${target.id}`)
    assert.equal(after.body.fileCount, 1)
    assert.equal(after.body.files.find((f: { id: string }) => f.id === file.id).state, 'deleted')
    assert.equal((await fetchBytes(`/transfer/downloads/${target.token}/files/${file.id}`)).status, 404)

    assert.equal((await owner.browser.delete(`/transfer/transfers/${target.id}`)).status, 204)
    const gone = await new Browser('en').get(`/transfer/downloads/${target.token}`)
    assert.equal(gone.status, 410)
    assert.equal(gone.body.error.message, 'This transfer was deleted by its sender')
    assert.equal((await row(target.id)).status, 'deleted')
    assert.equal((await owner.browser.get('/transfer/transfers')).body.meta.total, 3)
  })

  test('another organisation sees nothing: every route answers 404 and the list is empty', async ({ assert }) => {
    const owner = await premium()
    const { id, draft } = await userTransfer(owner.browser, { mode: 'email', recipients: [uniqueEmail('iso')] }, files(['x.txt', 10]))
    const fileId = (await owner.browser.get(`/transfer/transfers/${id}`)).body.files[0].id
    const stranger = await premium()
    assert.equal((await stranger.browser.get('/transfer/transfers')).body.meta.total, 0)
    assert.equal((await stranger.browser.get('/transfer/stats')).body.active, 0)
    const attempts = [
      await stranger.browser.get(`/transfer/transfers/${id}`),
      await stranger.browser.put(`/transfer/transfers/${id}/password`, { password: 'Hijack-123' }),
      await stranger.browser.post(`/transfer/transfers/${id}/resend`, {}),
      await stranger.browser.delete(`/transfer/transfers/${id}/files/${fileId}`),
      await stranger.browser.delete(`/transfer/transfers/${id}`),
      await stranger.browser.request('POST', `/transfer/drafts/${draft.id}/send`, { headers: { 'x-transfer-sender': 'guess' } }),
    ]
    for (const answer of attempts) assert.equal(answer.status, 404)
    const still = await row(id)
    assert.equal(still.status, 'active')
    assert.isNull(still.password_hash)
    assert.equal((await owner.browser.get(`/transfer/transfers/${id}`)).body.fileCount, 1)
    assert.equal((await new Browser().get('/transfer/transfers')).status, 401)
  })

  test('the expiry job deletes the bytes (this run’s storage driver) and keeps the record; the reminder goes once', async ({ assert }) => {
    const owner = await premium()
    const recipient = uniqueEmail('late')
    const { id, token } = await userTransfer(owner.browser, { mode: 'email', recipients: [recipient], title: 'Soon' }, files(['a.bin', 5000], ['b/c.bin', 10]))
    const blobs = (await db.from('transfer_files').where('transfer_id', Number(id))).map((f) => f.blob_id)
    const storage = await app.container.make(StorageService)
    for (const blob of blobs) assert.isTrue(await storage.exists(`uploads/${blob}`))

    // Nobody downloaded, expiry in twelve hours: one reminder to the recipient.
    await db
      .from('transfer_transfers')
      .where('id', Number(id))
      .update({ expire_at: new Date(Date.now() + 12 * 3600_000), sent_at: new Date(Date.now() - 6 * 86400_000) })
    const reminders = await app.container.make(RemindTransfersJob)
    assert.isAtLeast(await reminders.run(), 1)
    assert.equal(await reminders.run(), 0, 'once')
    await mail.waitFor(recipient, `Your files from ${owner.email} expire soon`)

    await db
      .from('transfer_transfers')
      .where('id', Number(id))
      .update({ expire_at: new Date(Date.now() - 1000) })
    assert.equal((await new Browser('en').get(`/transfer/downloads/${token}`)).status, 410, 'expired as soon as expireAt passes')
    const counts = await (await app.container.make(ExpireTransfersJob)).run()
    assert.isAtLeast(counts.expired, 1)
    for (const blob of blobs) assert.isFalse(await storage.exists(`uploads/${blob}`), `bytes of ${blob} deleted (${storage.driver})`)
    assert.equal((await db.from('blobs').whereIn('id', blobs).count('* as n'))[0].n, 0)
    const kept = await owner.browser.get(`/transfer/transfers/${id}`)
    assert.deepInclude(kept.body, { status: 'expired', title: 'Soon', link: null })
    assert.deepEqual(
      kept.body.files.map((f: { state: string }) => f.state),
      ['deleted', 'deleted']
    )
    const page = await new Browser('pt').get(`/transfer/downloads/${token}`)
    assert.equal(page.status, 410)
    assert.equal(page.body.error.message, 'Esta transferência expirou: os seus ficheiros foram eliminados')
  })
})

async function waitForCount(probe: () => number, count: number) {
  const { waitFor } = await import('./support/transfers.js')
  await waitFor(() => probe() >= count, `${count} mails`)
}

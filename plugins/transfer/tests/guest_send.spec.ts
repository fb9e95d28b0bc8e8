import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createUpload, sendChunks } from '@sceau/testing/uploads'
import { settings } from '../server/config.js'
import { Browser, codeFrom, fetchBytes, files, guestTransfer, linkIn, MailCatcher, sha256, uniqueName, unzip, upload } from './support/transfers.js'

const address = (label: string) => `${uniqueName(label)}@example.org`.toLowerCase()
const transfersOf = async (email: string) => Number((await db.from('transfer_transfers').where('sender_email', email).count('* as n'))[0].n)

test.group('Transfer: anonymous sending', (group) => {
  let mail: MailCatcher
  group.setup(async () => {
    mail = await MailCatcher.start()
    return () => mail.stop()
  })

  test('form errors are answered in the language of the request, by field (docs/product.md §5, §8)', async ({ assert }) => {
    const expected = {
      fr: ['Informations e-mail manquantes', 'Choisissez l’envoi par e-mail ou par lien', 'Veuillez saisir une adresse e-mail'],
      en: ['Missing email information', 'Choose sending by email or by link', 'Please enter an email address'],
      es: ['Falta información de correo electrónico', 'Elige el envío por correo electrónico o por enlace', 'Introduce una dirección de correo electrónico'],
      it: ['Informazioni e-mail mancanti', 'Scegli l’invio per e-mail o tramite link', 'Inserisci un indirizzo e-mail'],
      pt: ['Informações de e-mail em falta', 'Escolha o envio por e-mail ou por ligação', 'Introduza um endereço de e-mail'],
    }
    for (const [language, [message, mode, senderEmail]] of Object.entries(expected)) {
      const answer = await new Browser(language).post('/transfer/guest-transfers', { mode: 'post', senderEmail: '  ' })
      assert.equal(answer.status, 422, language)
      assert.deepEqual(answer.body, { error: { code: 'E_VALIDATION', message, fields: { mode, senderEmail } } }, language)
    }
  })

  test('GET /transfer/limits and /transfer/capabilities describe the anonymous tier', async ({ assert }) => {
    const browser = new Browser('en')
    const limits = await browser.get('/transfer/limits')
    assert.equal(limits.status, 200)
    assert.deepInclude(limits.body.anonymous, { maxBytes: 2147483648 })
    const capabilities = await browser.get('/transfer/capabilities')
    assert.deepInclude(capabilities.body, { tier: 'anonymous', maxBytes: 2147483648, verification: true, password: false, protect: false })
    assert.deepEqual(capabilities.body.expiryDays, { min: 1, max: 1, default: 1 })
  })

  test('bad inputs answer with the texts of docs/product.md §5 and create nothing', async ({ assert }) => {
    const browser = new Browser('en')
    const missing = await browser.post('/transfer/guest-transfers', { mode: 'email', recipients: [] })
    assert.equal(missing.status, 422)
    assert.equal(missing.body.error.message, 'Missing email information')
    assert.deepEqual(missing.body.error.fields, { recipients: 'Recipients required', senderEmail: 'Please enter an email address' })

    const sender = address('bad')
    const invalid = await browser.post('/transfer/guest-transfers', { mode: 'email', recipients: ['x@example.org', 'nope'], senderEmail: sender })
    assert.deepEqual(invalid.body.error.fields, { recipients: 'Please enter a valid email address' })
    const password = await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: sender, password: 'Secret-123' })
    assert.equal(password.status, 403)
    assert.equal(password.body.error.message, 'Password protection comes with the paid plan')
    const expiry = await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: sender, expiryDays: 30 })
    assert.equal(expiry.status, 422)
    const tooBig = await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: sender, files: { count: 1, bytes: 2 * 1024 ** 3 + 1024 } })
    assert.equal(tooBig.status, 413)
    assert.equal(tooBig.body.error.message, 'Allowed limit exceeded by 1 KB')
    const french = await new Browser('fr').post('/transfer/guest-transfers', { mode: 'link' })
    assert.equal(french.body.error.message, 'Informations e-mail manquantes')
    assert.equal(await transfersOf(sender), 0)
    assert.lengthOf(mail.to(sender), 0)
  })

  test('a transfer announced with its list takes those files only, once each; a list that does not add up is refused', async ({ assert }) => {
    const browser = new Browser('en')
    const sender = address('listed')
    const wrong = await browser.post('/transfer/guest-transfers', {
      mode: 'link',
      senderEmail: sender,
      files: { count: 2, bytes: 4, list: [{ path: 'a.txt', size: 4 }] },
    })
    assert.equal(wrong.status, 422)
    const dotted = await browser.post('/transfer/guest-transfers', {
      mode: 'link',
      senderEmail: sender,
      files: { count: 1, bytes: 4, list: [{ path: '..', size: 4 }] },
    })
    assert.equal(dotted.status, 400)
    assert.deepEqual(dotted.body.error, { code: 'E_FILE_NAME', message: 'This file name cannot be used' })

    const created = await browser.post('/transfer/guest-transfers', {
      mode: 'link',
      senderEmail: sender,
      files: { count: 1, bytes: 4, list: [{ path: 'dossier/a.txt', size: 4 }] },
    })
    assert.equal(created.status, 201)
    const token = created.body.uploadToken
    const url = await createUpload(4, { filename: 'a.txt', relativePath: 'dossier/a.txt' }, { token })
    await sendChunks(url, Buffer.from('abcd'), 4, { token })
    await assert.rejects(() => createUpload(4, { filename: 'b.txt', relativePath: 'dossier/b.txt' }, { token }), /400.*E_NOT_ANNOUNCED/)
    await assert.rejects(() => createUpload(4, { filename: 'a.txt', relativePath: 'dossier/a.txt' }, { token }), /400.*E_ALREADY_UPLOADED/)
  })

  test('the code: mailed in the sender’s language, required, six digits, single use, a few attempts', async ({ assert }) => {
    const browser = new Browser('fr')
    const sender = address('code')
    const created = await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: sender })
    assert.equal(created.status, 201)
    assert.deepInclude(created.body.verification, { email: sender })
    const code = await codeFrom(mail, sender)
    const message = mail.to(sender)[0].parsed
    assert.equal(message.subject, `${code} est votre code de vérification Sceau`)
    assert.include(message.text!, 'Ce code est valable 15 minutes')

    const headers = { 'x-transfer-sender': created.body.senderToken }
    const verify = (value: unknown, h = headers) => browser.request('POST', `/transfer/drafts/${created.body.id}/verify`, { json: { code: value }, headers: h })
    assert.equal((await verify('')).body.error.message, 'Veuillez saisir un code')
    assert.equal((await verify('12ab')).body.error.message, 'Veuillez saisir un code valide')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const incorrect = await verify(wrong)
    assert.equal(incorrect.status, 422)
    assert.equal(incorrect.body.error.message, 'Code incorrect')
    assert.equal((await verify(code, { 'x-transfer-sender': 'not-the-token' })).status, 404, 'someone else’s draft is not found')

    // Sending before the code is confirmed is refused.
    const early = await browser.request('POST', `/transfer/drafts/${created.body.id}/send`, { headers })
    assert.equal(early.status, 403)
    assert.equal(early.body.error.message, 'Veuillez saisir un code')

    assert.equal((await verify(` ${code.slice(0, 3)} ${code.slice(3)} `)).status, 200)
    assert.isNotNull((await db.from('transfer_transfers').where('id', Number(created.body.id)).first()).verified_at)

    // A new draft: five wrong tries burn the code; a new one is mailed on request.
    const second = await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: sender })
    const secondHeaders = { 'x-transfer-sender': second.body.senderToken }
    const secondCode = await codeFrom(mail, sender, 1)
    const other = String((Number(secondCode) + 7) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < settings.code.attempts; i++) {
      assert.equal((await browser.request('POST', `/transfer/drafts/${second.body.id}/verify`, { json: { code: other }, headers: secondHeaders })).status, 422)
    }
    const burnt = await browser.request('POST', `/transfer/drafts/${second.body.id}/verify`, { json: { code: secondCode }, headers: secondHeaders })
    assert.equal(burnt.status, 429)
    const resent = await browser.request('POST', `/transfer/drafts/${second.body.id}/code`, { headers: secondHeaders })
    assert.equal(resent.status, 200)
    const thirdCode = await codeFrom(mail, sender, 2)
    assert.equal(
      (await browser.request('POST', `/transfer/drafts/${second.body.id}/verify`, { json: { code: secondCode }, headers: secondHeaders })).status,
      secondCode === thirdCode ? 200 : 422
    )
    assert.equal(
      (await browser.request('POST', `/transfer/drafts/${second.body.id}/verify`, { json: { code: thirdCode }, headers: secondHeaders })).status,
      200
    )
  })

  test('daily and monthly caps per sender e-mail and per address, with a message suggesting an account', async ({ assert }) => {
    const saved = { ...settings.anonymousCaps }
    try {
      settings.anonymousCaps.dailyPerEmail = 2
      const browser = new Browser('en')
      const sender = address('cap')
      for (let i = 0; i < 2; i++) assert.equal((await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: sender })).status, 201)
      const capped = await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: sender })
      assert.equal(capped.status, 429)
      assert.equal(capped.body.error.code, 'E_ANONYMOUS_CAP')
      assert.include(capped.body.error.message, 'Create a free account or subscribe to the paid plan')
      assert.equal(await transfersOf(sender), 2)

      settings.anonymousCaps.dailyPerEmail = 100
      settings.anonymousCaps.monthlyPerIp = 3
      const sameIp = new Browser('es')
      Object.assign(sameIp, { ip: browser.ip })
      const other = address('cap-ip')
      const byIp = await sameIp.post('/transfer/guest-transfers', { mode: 'link', senderEmail: other })
      assert.equal(byIp.status, 201)
      const capIp = await sameIp.post('/transfer/guest-transfers', { mode: 'link', senderEmail: address('cap-ip2') })
      assert.equal(capIp.status, 429)
      assert.include(capIp.body.error.message, 'este mes')
    } finally {
      Object.assign(settings.anonymousCaps, saved)
    }
  })

  test('send by e-mail: a folder keeps its structure, hostile names are made safe, recipients get the link', async ({ assert }) => {
    const recipients = [address('to-a'), address('to-b')]
    const long = `${'é'.repeat(300)}.txt`
    const list = files(
      ['dossier/sous-dossier/photo été.jpg', 40_000],
      ['dossier/notes.txt', 12],
      ['../../x', 5],
      ['/etc/passwd', 7],
      [long, 3],
      ['vide.txt', 0]
    )
    const result = await guestTransfer(mail, { recipients, title: 'Rapport', message: 'Bonjour,\nvoici les fichiers.', files: list })
    assert.equal(result.sent.files, 6)
    assert.equal(result.sent.bytes, 40_000 + 12 + 5 + 7 + 3)
    assert.match(result.token, /^[0-9A-Za-z]{22}$/)
    assert.equal(result.sent.link, `${new URL(result.sent.link).origin}/download/${result.token}`)

    for (const to of recipients) {
      const received = await mail.waitFor(to, `${result.senderEmail} sent you “Rapport”`)
      assert.equal(linkIn(received, /^\/download\//).pathname, `/download/${result.token}`)
      assert.include(received.parsed.text!, 'voici les fichiers.')
      assert.include(received.parsed.text!, '6 files')
    }

    const page = await new Browser('en').get(`/transfer/downloads/${result.token}`)
    assert.equal(page.status, 200)
    assert.deepInclude(page.body, { locked: false, title: 'Rapport', sender: result.senderEmail, fileCount: 6 })
    const paths = page.body.files.map((f: { path: string }) => f.path).sort()
    assert.includeMembers(paths, ['dossier/sous-dossier/photo été.jpg', 'dossier/notes.txt', 'x', 'etc/passwd', 'vide.txt'])
    for (const path of paths) assert.notMatch(path, /(^|\/)\.\.(\/|$)|^\//)
    const clipped = paths.find((p: string) => p.startsWith('éé'))!
    assert.isAtMost(Buffer.byteLength(clipped), 255)
    assert.isTrue(clipped.endsWith('.txt'))

    // One file, whole and in ranges (a resumed download), with its UTF-8 name.
    const photo = page.body.files.find((f: { name: string }) => f.name === 'photo été.jpg')
    const original = list[0].bytes
    const whole = await fetchBytes(`/transfer/downloads/${result.token}/files/${photo.id}`)
    assert.equal(whole.status, 200)
    assert.equal(whole.headers.get('content-length'), '40000')
    assert.equal(whole.headers.get('accept-ranges'), 'bytes')
    assert.equal(whole.headers.get('content-disposition'), `attachment; filename="photo ete.jpg"; filename*=UTF-8''photo%20%C3%A9t%C3%A9.jpg`)
    assert.equal(sha256(whole.bytes), sha256(original))
    const part = await fetchBytes(`/transfer/downloads/${result.token}/files/${photo.id}`, { range: 'bytes=1000-1999' })
    assert.equal(part.status, 206)
    assert.equal(part.headers.get('content-range'), 'bytes 1000-1999/40000')
    assert.deepEqual(part.bytes, original.subarray(1000, 2000))
    const tail = await fetchBytes(`/transfer/downloads/${result.token}/files/${photo.id}`, { range: 'bytes=39000-' })
    assert.deepEqual(tail.bytes, original.subarray(39000))
    const suffix = await fetchBytes(`/transfer/downloads/${result.token}/files/${photo.id}`, { range: 'bytes=-10' })
    assert.deepEqual(suffix.bytes, original.subarray(39990))
    const outside = await fetchBytes(`/transfer/downloads/${result.token}/files/${photo.id}`, { range: 'bytes=50000-' })
    assert.equal(outside.status, 416)
    assert.equal(outside.headers.get('content-range'), 'bytes */40000')

    // Every file as one ZIP: names kept, bytes and SHA-256 equal, exact length.
    const zip = await fetchBytes(`/transfer/downloads/${result.token}/zip`)
    assert.equal(zip.status, 200)
    assert.equal(zip.headers.get('content-type'), 'application/zip')
    assert.equal(Number(zip.headers.get('content-length')), zip.bytes.length)
    assert.include(zip.headers.get('content-disposition')!, "filename*=UTF-8''Rapport.zip")
    const entries = await unzip(zip.bytes)
    assert.sameMembers([...entries.keys()], paths)
    assert.equal(sha256(entries.get('dossier/sous-dossier/photo été.jpg')!), sha256(original))
    assert.equal(sha256(entries.get('dossier/notes.txt')!), sha256(list[1].bytes))
    assert.equal(entries.get('vide.txt')!.length, 0)

    // The archive resumes: its second half by Range equals the same bytes of the whole.
    const half = Math.floor(zip.bytes.length / 2)
    const rest = await fetchBytes(`/transfer/downloads/${result.token}/zip`, { range: `bytes=${half}-` })
    assert.equal(rest.status, 206)
    assert.deepEqual(rest.bytes, zip.bytes.subarray(half))
    const stale = await fetchBytes(`/transfer/downloads/${result.token}/zip`, { range: `bytes=${half}-`, 'if-range': '"other"' })
    assert.equal(stale.status, 200)

    // A selection, with ZIP64 records forced (the path archives above 4 GiB take).
    const chosen = page.body.files.filter((f: { path: string }) => f.path.startsWith('dossier/')).map((f: { id: string }) => f.id)
    const zip64 = await fetchBytes(`/transfer/downloads/${result.token}/zip?files=${chosen.join(',')}`, { 'x-sceau-test-zip64': '1' })
    const zip64Entries = await unzip(zip64.bytes)
    assert.sameMembers([...zip64Entries.keys()], ['dossier/sous-dossier/photo été.jpg', 'dossier/notes.txt'])
    assert.equal(sha256(zip64Entries.get('dossier/notes.txt')!), sha256(list[1].bytes))
    assert.equal(zip64.bytes.readUInt32LE(zip64.bytes.length - 22 - 20 - 56), 0x06064b50, 'ZIP64 end of central directory record')
  })

  test('link mode returns the link and mails nobody; a failed or unfinished file is dropped at send', async ({ assert }) => {
    const browser = new Browser('it')
    const sender = address('link')
    const created = await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: sender, recipients: [address('ignored')] })
    const headers = { 'x-transfer-sender': created.body.senderToken }
    const code = await codeFrom(mail, sender)
    await browser.request('POST', `/transfer/drafts/${created.body.id}/verify`, { json: { code }, headers })
    const list = files(['a.bin', 2000])
    await upload(created.body, list)
    // An upload left half way: dropped when the transfer is sent.
    const partial = await createUpload(1000, { filename: 'half.bin' }, { token: created.body.uploadToken })
    await sendChunks(partial, Buffer.alloc(400), 400, { token: created.body.uploadToken })
    const sent = await browser.request('POST', `/transfer/drafts/${created.body.id}/send`, { headers })
    assert.equal(sent.status, 200)
    assert.deepInclude(sent.body, { files: 1, bytes: 2000, dropped: 1 })
    assert.lengthOf(
      mail.to(sender).filter((m) => !/\d{6}/.test(m.parsed.subject ?? '')),
      0
    )
    const again = await browser.request('POST', `/transfer/drafts/${created.body.id}/send`, { headers })
    assert.equal(again.status, 409)
    assert.equal((await db.from('transfer_recipients').where('transfer_id', Number(created.body.id)).count('* as n'))[0].n, 0)
  })

  test('wrong tokens: unknown links, files of another transfer, nothing sent', async ({ assert }) => {
    const one = await guestTransfer(mail, { mode: 'link', files: files(['one.txt', 10]) })
    const two = await guestTransfer(mail, { mode: 'link', files: files(['two.txt', 10]) })
    const browser = new Browser('en')
    const unknown = await browser.get('/transfer/downloads/AAAAAAAAAAAAAAAAAAAAAA')
    assert.equal(unknown.status, 404)
    assert.equal(unknown.body.error.message, 'This transfer does not exist')
    assert.equal((await browser.get('/transfer/downloads/..%2F..%2Fetc')).status, 404)
    const twoFiles = (await browser.get(`/transfer/downloads/${two.token}`)).body.files
    assert.equal((await fetchBytes(`/transfer/downloads/${one.token}/files/${twoFiles[0].id}`)).status, 404)
    assert.equal((await fetchBytes(`/transfer/downloads/${one.token}/zip?files=${twoFiles[0].id}`)).status, 404)
    assert.equal((await fetchBytes(`/transfer/downloads/${one.token}/zip?files=abc`)).status, 404)
    const draftOnly = await browser.post('/transfer/guest-transfers', { mode: 'link', senderEmail: address('draft') })
    const draftToken = (await db.from('transfer_transfers').where('id', Number(draftOnly.body.id)).first()).token
    assert.equal((await browser.get(`/transfer/downloads/${draftToken}`)).status, 404, 'an unsent draft has no page')
  })
})

import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { AnchorService, BillingService } from '@sceau/plugin-sdk/server'
import { NO_CHAIN, readProofBundle, verifyProofBundle } from '@sceau/proof'
import { runVerifyCli } from '@sceau/proof/cli'
import { apiKey } from '@sceau/testing/personas'
import { command, needs } from '@sceau/testing/requirements'
import {
  Browser,
  deposit,
  depositBody,
  fetchBytes,
  grantPlan,
  sealed,
  sha256,
  signUp,
  startJobWorker,
  testFile,
  uniqueEmail,
  uniqueName,
  upload,
} from './support/deposits.js'

const run = promisify(execFile)
const pdftotext = needs('certificate PDF test', [command('pdftotext', 'apt-get install poppler-utils')])
const countDeposits = async (organisationId: string) =>
  Number((await db.from('consignment_deposits').where('organisation_id', Number(organisationId)).count('* as n'))[0].n)

test.group('Consignment: deposits', (group) => {
  group.setup(async () => startJobWorker())

  test('a file deposited through the upload service is sealed: number, timestamp, security hash, certificate, proof folder', async ({ assert }) => {
    const account = await signUp({ language: 'en', firstname: 'Ada', lastname: 'Lovelace' })
    const file = testFile('notes.txt', 'the first version of my idea')
    const created = await deposit(account.browser, [file], { coAuthors: [{ firstname: 'Alan', lastname: 'Turing', email: 'alan@example.org' }] })
    assert.equal(created.deposit.state, 'uploading')
    assert.equal(created.deposit.price.totalCents, 400, 'from 4 euros for 3 years')
    const done = await sealed(account.browser, created.deposit.id)
    assert.match(done.number!, /^D\d{4}-\d{6}$/)
    assert.equal(done.author.name, 'Ada Lovelace')
    assert.deepEqual(done.coAuthors, ['Alan Turing'])
    const [view] = done.files
    assert.equal(view.state, 'sealed')
    assert.equal(view.sha256, sha256(file.bytes))
    assert.isFalse(view.timestamp!.qualified)
    assert.equal(new Date(done.expiresAt!).getUTCFullYear() - new Date(done.depositedAt!).getUTCFullYear(), 3)

    const download = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${view.id}/download`)
    assert.equal(Buffer.from(download.bytes).toString(), 'the first version of my idea')
    const certificate = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${view.id}/certificate?lang=pt`)
    assert.equal(certificate.headers.get('content-type'), 'application/pdf')
    assert.equal(Buffer.from(certificate.bytes.subarray(0, 5)).toString(), '%PDF-')
    const proof = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${view.id}/proof`)
    const bundle = readProofBundle(proof.bytes)
    assert.isTrue(bundle.entries.has('certificate.pdf'))
    assert.equal(bundle.manifest.deposit.number, done.number)
    assert.equal(bundle.manifest.deposit.securityHash, view.securityHash)
    const result = await verifyProofBundle(proof.bytes, { file: file.bytes })
    assert.isTrue(result.layers.timestamp.ok && result.layers.file.ok, JSON.stringify(result.layers))
  })

  test('the certificate PDF names every field docs/product.md §3 lists, says "not qualified" and, on an instance without a chain, "not recorded on a blockchain" (pdftotext)', async ({
    assert,
  }) => {
    pdftotext.assertPresent()
    const account = await signUp({ language: 'fr', firstname: 'Émilie', lastname: 'du Châtelet' })
    const created = await deposit(account.browser, [testFile('théorème.txt', 'énergie')], {
      coAuthors: [{ firstname: 'Voltaire', lastname: 'Arouet', email: 'voltaire@example.org' }],
    })
    const done = await sealed(account.browser, created.deposit.id)
    // The test platform configures no chain (ANCHOR_RPC_URL unset): the API says "none", never "pending".
    assert.equal((await app.container.make(AnchorService)).driver, 'off')
    assert.equal(done.anchor, 'none')
    assert.equal(done.files[0]!.anchor.state, 'none')
    const list = await account.browser.get('/consignment/deposits')
    assert.equal(list.body.data.find((d: { id: string }) => d.id === done.id).anchor, 'none')
    const pdf = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${done.files[0]!.id}/certificate?lang=en`)
    const child = execFile('pdftotext', ['-layout', '-', '-'])
    child.stdin!.end(Buffer.from(pdf.bytes))
    let out = ''
    child.stdout!.on('data', (c) => (out += c))
    await new Promise((resolve) => child.on('close', resolve))
    for (const expected of [
      'Deposit certificate',
      done.number!,
      'théorème.txt',
      'Émilie du Châtelet',
      'Voltaire Arouet',
      done.files[0]!.sha256!,
      'Timestamp not qualified',
      'Not recorded on a blockchain: this instance does not anchor.',
    ]) {
      assert.include(out.replace(/\s+/g, ' '), expected)
    }
    assert.notMatch(out, /pending/i, 'no blockchain record is promised')

    // The proof folder says it too (anchor status "none", no anchor.json), and it verifies without a pending claim.
    const proof = (await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${done.files[0]!.id}/proof`)).bytes
    const bundle = readProofBundle(proof)
    assert.deepEqual(bundle.manifest.anchor, { status: 'none' })
    assert.isFalse(bundle.entries.has('anchor.json'))
    const verifyMd = Buffer.from(bundle.entries.get('VERIFY.md')!).toString('utf8')
    assert.include(verifyMd, 'does not record deposits on a blockchain')
    assert.notMatch(verifyMd, /pending/i)
    const checked = await verifyProofBundle(proof, { file: Buffer.from('énergie') })
    assert.isTrue(checked.ok, JSON.stringify(checked.layers))
    assert.deepInclude(checked.layers.chain, { ok: true, skipped: true, reason: NO_CHAIN })
    assert.deepInclude(checked.layers.merkle, { ok: true, skipped: true, reason: NO_CHAIN })
    // `sceau verify` (the sceau-verify command it runs) reads the folder as a user would.
    const folder = await mkdtemp(join(tmpdir(), 'sceau-no-chain-'))
    try {
      await writeFile(join(folder, 'proof.zip'), proof)
      const lines: string[] = []
      const code = await runVerifyCli([join(folder, 'proof.zip')], { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) })
      assert.equal(code, 0, lines.join('\n'))
      assert.include(lines.join('\n'), `[skip] chain     ${NO_CHAIN}`)
      assert.include(lines.join('\n'), 'Result: VALID')
      assert.notMatch(lines.join('\n'), /pending/i)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
    // 8 bytes is said once: the exact count in brackets only follows a rounded size.
    assert.include(out.replace(/\s+/g, ' '), '8 bytes')
    assert.notInclude(out, '(8 bytes)')
  })

  test('a hash-only deposit: only the SHA-256 is sent, nothing is uploaded, and it is sealed', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const file = testFile('secret.bin')
    const created = await deposit(account.browser, [file], { hashOnly: true })
    assert.isNull(created.upload, 'no upload batch')
    const done = await sealed(account.browser, created.deposit.id)
    assert.isTrue(done.hashOnly)
    assert.isFalse(done.files[0]!.downloadable)
    assert.equal(done.files[0]!.sha256, sha256(file.bytes))
    const download = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${done.files[0]!.id}/download`)
    assert.equal(download.status, 404)
    const bundle = await fetchBytes(account.browser, `/consignment/deposits/${done.id}/files/${done.files[0]!.id}/proof`)
    assert.isTrue((await verifyProofBundle(bundle.bytes, { file: file.bytes })).layers.file.ok)
  })

  test('co-author rules answer the texts of docs/product.md §5; bad inputs store and charge nothing', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const before = await countDeposits(account.organisationId)
    const file = testFile('a.txt', 'a')
    const answer = await account.browser.post(
      '/consignment/deposits',
      depositBody([file], {
        title: '   ',
        coAuthors: [
          { firstname: 'Same', lastname: 'Person', email: account.email.toUpperCase() },
          { firstname: 'Bob', lastname: 'Dylan', email: 'bob@example.org' },
          { firstname: 'Bob', lastname: 'Again', email: 'BOB@example.org' },
          { firstname: '', lastname: '', email: 'not-an-email' },
        ],
      })
    )
    assert.equal(answer.status, 422)
    assert.deepEqual(answer.body.error.fields, {
      title: 'Deposit title is required',
      'coAuthors.0.email': "Email identical to the author's",
      'coAuthors.2.email': 'This email already exists',
      'coAuthors.3.firstname': 'Required field',
      'coAuthors.3.lastname': 'Required field',
      'coAuthors.3.email': 'Please enter a valid email address',
    })
    const french = new Browser('fr')
    french.cookies.clear()
    for (const bad of [
      { ...depositBody([file]), type: 'nope' },
      { ...depositBody([file]), years: 2 },
      { ...depositBody([file]), files: [] },
      { ...depositBody([file, testFile('b.txt', 'b')]), type: 'file' },
      { ...depositBody([file]), files: [{ path: '', size: 1 }] },
      { ...depositBody([file]), hashOnly: true, files: [{ path: 'x', size: 1, sha256: 'abc' }] },
      { ...depositBody([file]), authorKind: 'third_party' },
    ]) {
      const refused = await account.browser.post('/consignment/deposits', bad)
      assert.include([422, 403], refused.status, JSON.stringify(bad))
    }
    assert.equal(await countDeposits(account.organisationId), before)
    const fr = await signUp({ language: 'fr' })
    const frAnswer = await fr.browser.post('/consignment/deposits', depositBody([file], { title: '' }))
    assert.equal(frAnswer.body.error.fields.title, 'Le titre du dépôt est obligatoire')
  })

  test('each refused deposit form names its fields with the texts of docs/product.md §5, several problems at once', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const file = testFile('a.txt', 'a')
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...depositBody([file]), type: 'nope' }, { type: 'Choose a kind of deposit.' }],
      [{ ...depositBody([file]), years: 2 }, { years: 'Choose a conservation length offered.' }],
      [{ ...depositBody([file]), files: [] }, { files: 'Add at least one file.' }],
      [
        // The list's problem and its members' problems together.
        {
          ...depositBody([file, testFile('b.txt', 'b')]),
          type: 'file',
          hashOnly: true,
          files: [
            { path: 'a.txt', size: 1, sha256: 'abc' },
            { path: 'a.txt', size: -1, sha256: 'a'.repeat(64) },
          ],
        },
        {
          files: 'A single-file deposit holds exactly one file.',
          'files.0.sha256': "The file's checksum is missing or not valid.",
          'files.1.path': 'This file is listed twice.',
          'files.1.size': 'The file size is not valid.',
        },
      ],
      [{ ...depositBody([file]), files: [{ path: '../', size: 1 }] }, { 'files.0.path': 'This file name cannot be used.' }],
      [
        { ...depositBody([file]), title: 'x'.repeat(256), description: 'y'.repeat(5001) },
        { title: 'The title is too long.', description: 'The description is too long.' },
      ],
      [
        { ...depositBody([file]), authorKind: 'third_party' },
        {
          'owner.legalName': 'Required field',
          'owner.companyNumber': 'Required field',
          'owner.lastname': 'Required field',
          'owner.firstname': 'Required field',
          'owner.email': 'Please enter an email address',
        },
      ],
      [{ ...depositBody([file]), coAuthors: 'Ada' }, { coAuthors: 'The co-authors are not valid.' }],
    ]
    for (const [body, fields] of cases) {
      const refused = await account.browser.post('/consignment/deposits', body)
      assert.equal(refused.status, 422, JSON.stringify(body))
      assert.deepEqual(refused.body.error, { code: 'E_VALIDATION', message: 'Some fields are not valid', fields }, JSON.stringify(body))
    }
  })

  test('the quote blames the parameter that is wrong: bytes missing or not a count, years not offered', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const noBytes = await account.browser.get('/consignment/quote?years=3')
    assert.equal(noBytes.status, 422)
    assert.deepEqual(Object.keys(noBytes.body.error.fields), ['bytes'])
    assert.match(noBytes.body.error.fields.bytes, /bytes/)
    assert.deepEqual(Object.keys((await account.browser.get('/consignment/quote?bytes=-1')).body.error.fields), ['bytes'])
    assert.deepEqual(Object.keys((await account.browser.get('/consignment/quote?bytes=1024&years=4')).body.error.fields), ['years'])
    assert.deepEqual(Object.keys((await account.browser.get('/consignment/quote?years=4')).body.error.fields).sort(), ['bytes', 'years'])
    const quote = await account.browser.get('/consignment/quote?bytes=1024')
    assert.equal(quote.status, 200)
    assert.equal(quote.body.totalCents, 400)
  })

  test('types are gated by the plan: free organisations cannot open a versioning or premium deposit', async ({ assert }) => {
    const free = await signUp({ language: 'en' })
    const refused = await free.browser.post('/consignment/deposits', depositBody([testFile('v1.txt', 'v1')], { type: 'versioning' }))
    assert.equal(refused.status, 403)
    assert.equal(refused.body.error.message, 'Your plan does not include this kind of deposit.')
    const paid = await signUp({ language: 'en' })
    await grantPlan(paid.organisationId, 'premium')
    const premium = await deposit(paid.browser, [testFile('v1.txt', 'v1'), testFile('v2.txt', 'v2')], { type: 'premium', years: 10, hashOnly: true })
    assert.equal(premium.deposit.years, 1, 'a premium annual folder runs one year')
    assert.equal(premium.deposit.authorisedCount, 2)
    assert.equal(premium.deposit.price.totalCents, 160, '2 euros for a year, 20% off with the paid plan')
  })

  test('project versioning: a new version joins the deposit, each file with its own timestamp; other deposits refuse versions', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    await grantPlan(account.organisationId, 'premium')
    const created = await deposit(account.browser, [testFile('src/main.txt', 'v1')], { type: 'versioning' })
    const first = await sealed(account.browser, created.deposit.id)
    const v2 = testFile('src/main.txt', 'v2 of the project')
    const answer = await account.browser.post(`/consignment/deposits/${first.id}/versions`, {
      files: [{ path: v2.path, size: v2.bytes.length, mime: 'text/plain' }],
    })
    assert.equal(answer.status, 201, JSON.stringify(answer.body))
    assert.equal(answer.body.deposit.state, 'uploading')
    await upload(answer.body.upload.uploadToken, [v2])
    const second = await sealed(account.browser, first.id)
    assert.deepEqual(
      second.files.map((f) => [f.version, f.path, f.state]),
      [
        [1, 'src/main.txt', 'sealed'],
        [2, 'src/main.txt', 'sealed'],
      ]
    )
    assert.equal(second.files[1]!.sha256, sha256(v2.bytes))
    assert.notEqual(second.files[1]!.timestamp!.serial, second.files[0]!.timestamp!.serial)
    assert.equal(second.number, first.number, 'one deposit, one number')
    const hashOnly = await account.browser.post(`/consignment/deposits/${first.id}/versions`, {
      hashOnly: true,
      files: [{ path: 'src/main.txt', size: 2, sha256: sha256(Buffer.from('v3')) }],
    })
    assert.equal(hashOnly.status, 201)
    assert.isNull(hashOnly.body.upload)
    assert.lengthOf((await sealed(account.browser, first.id)).files, 3)

    const single = await deposit(account.browser, [testFile('one.txt', 'one')], { hashOnly: true })
    const refused = await account.browser.post(`/consignment/deposits/${single.deposit.id}/versions`, {
      hashOnly: true,
      files: [{ path: 'x', size: 1, sha256: sha256(Buffer.from('x')) }],
    })
    assert.equal(refused.status, 409)
  })

  test('credits are debited when the organisation has them, and the invoice is offered', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    // The off driver keeps credits itself (no payment provider): what an operator would top up.
    const billing = (await app.container.make(BillingService)) as BillingService & {
      addCredits(organisationId: number, cents: number): Promise<unknown>
      credits(organisationId: number): Promise<number>
    }
    await billing.addCredits(Number(account.organisationId), 500)
    const created = await deposit(account.browser, [testFile('paid.txt', 'paid')], { hashOnly: true })
    assert.equal(created.deposit.price.method, 'credits')
    // ADR 0009: credits are invoiced when bought; using them issues no second invoice.
    assert.isNull(created.deposit.invoiceId)
    assert.equal(await billing.credits(Number(account.organisationId)), 100)
    assert.equal((await fetchBytes(account.browser, `/consignment/deposits/${created.deposit.id}/invoice`)).status, 404)
    const unpaid = await deposit(account.browser, [testFile('free.txt', 'free')], { hashOnly: true })
    assert.equal(unpaid.deposit.price.method, 'not_collected', 'payments off: approved, recorded, nothing collected')
    assert.equal((await fetchBytes(account.browser, `/consignment/deposits/${unpaid.deposit.id}/invoice`)).status, 404)
  })

  test('a deposit request retried with its Idempotency-Key (the client timed out) makes one deposit and charges once', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const billing = (await app.container.make(BillingService)) as BillingService & {
      addCredits(organisationId: number, cents: number): Promise<unknown>
      credits(organisationId: number): Promise<number>
    }
    await billing.addCredits(Number(account.organisationId), 1000)
    // As the CLI sends it: signed with an API key, signed again for the retry, the same key for both.
    const signed = await apiKey(account)
    const body = depositBody([testFile('retried.txt', 'once')], { hashOnly: true })
    const key = randomUUID()
    const first = await signed.request('POST', '/consignment/deposits', body, { 'idempotency-key': key })
    assert.equal(first.status, 201)
    const retry = await signed.request('POST', '/consignment/deposits', body, { 'idempotency-key': key })
    assert.equal(retry.status, 201)
    assert.equal(retry.headers.get('idempotent-replayed'), 'true')
    assert.equal(retry.body.deposit.id, first.body.deposit.id)
    assert.equal(await countDeposits(account.organisationId), 1)
    assert.equal(await billing.credits(Number(account.organisationId)), 1000 - first.body.deposit.price.totalCents)
    const changed = await signed.request('POST', '/consignment/deposits', { ...body, title: 'Another' }, { 'idempotency-key': key })
    assert.equal(changed.status, 422)
    assert.equal(changed.body.error.code, 'E_IDEMPOTENCY_KEY_REUSED')
    assert.equal(await countDeposits(account.organisationId), 1)
  })

  test("another organisation's deposits are not found, and cannot be edited or downloaded", async ({ assert }) => {
    const owner = await signUp({ language: 'en' })
    const stranger = await signUp({ language: 'en' })
    const created = await deposit(owner.browser, [testFile('mine.txt', 'mine')])
    const done = await sealed(owner.browser, created.deposit.id)
    const file = done.files[0]!
    for (const path of [
      `/consignment/deposits/${done.id}`,
      `/consignment/deposits/${done.id}/files/${file.id}/download`,
      `/consignment/deposits/${done.id}/files/${file.id}/certificate`,
      `/consignment/deposits/${done.id}/files/${file.id}/proof`,
    ]) {
      assert.equal((await stranger.browser.get(path)).status, 404, path)
    }
    assert.equal((await stranger.browser.patch(`/consignment/deposits/${done.id}`, { title: 'Stolen' })).status, 404)
    assert.equal((await stranger.browser.post(`/consignment/deposits/${done.id}/renew`, { years: 1 })).status, 404)
    const list = await stranger.browser.get('/consignment/deposits')
    assert.notInclude(
      list.body.data.map((d: { id: string }) => d.id),
      done.id
    )
    assert.equal((await owner.browser.get(`/consignment/deposits/${done.id}`)).body.title, 'A deposit')
  })

  test('title and description edits; an empty title answers "Update is not possible" and changes nothing', async ({ assert }) => {
    const account = await signUp({ language: 'en' })
    const created = await deposit(account.browser, [testFile('e.txt', 'e')], { hashOnly: true })
    const edited = await account.browser.patch(`/consignment/deposits/${created.deposit.id}`, { title: 'New title', description: 'New text' })
    assert.equal(edited.status, 200)
    assert.include(edited.body, { title: 'New title', description: 'New text' })
    const refused = await account.browser.patch(`/consignment/deposits/${created.deposit.id}`, { title: '' })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.error.message, 'Update is not possible')
    assert.equal((await account.browser.get(`/consignment/deposits/${created.deposit.id}`)).body.title, 'New title')
    const tooLong = await account.browser.patch(`/consignment/deposits/${created.deposit.id}`, { title: null, description: 'y'.repeat(5001) })
    assert.deepEqual(tooLong.body.error.fields, { title: 'Deposit title is required', description: 'The description is too long.' })
    // null clears the description; a title left out stays.
    const cleared = await account.browser.patch(`/consignment/deposits/${created.deposit.id}`, { description: null })
    assert.include(cleared.body, { title: 'New title', description: null })
  })

  test('the list: server-side pagination, tags Protected and Expired, filters applicant, creator, co-authors, owner', async ({ assert }) => {
    const account = await signUp({ language: 'en', firstname: 'Lister', lastname: uniqueName('creator') })
    const tag = uniqueName('co')
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const created = await deposit(account.browser, [testFile(`l${i}.txt`, `l${i}`)], {
        hashOnly: true,
        title: `List ${i}`,
        coAuthors: i === 1 ? [{ firstname: tag, lastname: 'Co', email: uniqueEmail('co') }] : [],
      })
      ids.push((await sealed(account.browser, created.deposit.id)).id)
    }
    const expiredId = ids[0]!
    await db
      .from('consignment_deposits')
      .where('uid', expiredId)
      .update({ expires_at: new Date(Date.now() - 1000) })
    const page1 = await account.browser.get('/consignment/deposits?perPage=2&page=1')
    assert.deepInclude(page1.body.meta, { page: 1, perPage: 2, total: 3, lastPage: 2 })
    // A free organisation's list says how far back it reaches (docs/history-window.md).
    assert.equal(page1.body.meta.history.days, 30)
    assert.deepEqual(
      page1.body.data.map((d: { id: string }) => d.id),
      [ids[2], ids[1]]
    )
    const page2 = await account.browser.get('/consignment/deposits?perPage=2&page=2')
    assert.deepEqual(
      page2.body.data.map((d: { id: string }) => d.id),
      [ids[0]]
    )
    const expired = await account.browser.get('/consignment/deposits?tag=expired')
    assert.deepEqual(
      expired.body.data.map((d: { id: string; state: string }) => [d.id, d.state]),
      [[expiredId, 'expired']]
    )
    const protectedOnes = await account.browser.get('/consignment/deposits?tag=protected')
    assert.sameMembers(
      protectedOnes.body.data.map((d: { id: string }) => d.id),
      [ids[1], ids[2]]
    )
    const byCoAuthor = await account.browser.get(`/consignment/deposits?coAuthor=${tag}`)
    assert.deepEqual(
      byCoAuthor.body.data.map((d: { id: string }) => d.id),
      [ids[1]]
    )
    assert.equal((await account.browser.get(`/consignment/deposits?creator=${encodeURIComponent(account.me.lastname ?? 'creator')}`)).body.meta.total, 3)
    assert.equal((await account.browser.get('/consignment/deposits?applicant=nobody-has-this-name')).body.meta.total, 0)
    assert.equal((await account.browser.get('/consignment/deposits?owner=%25')).body.meta.total, 0, 'LIKE wildcards are literal')
  })
})

test.group('Consignment: third-party deposits', () => {
  test('one request per organisation; pending or refused blocks a new one; the operator decides with ace', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    const owner = { legalName: 'ACME SAS', companyNumber: '123 456 789', lastname: 'Coyote', firstname: 'Wile', email: uniqueEmail('acme') }
    const refusedFirst = await admin.browser.post(
      '/consignment/deposits',
      depositBody([testFile('t.txt', 't')], { authorKind: 'third_party', owner, hashOnly: true })
    )
    assert.equal(refusedFirst.status, 403)
    assert.equal(refusedFirst.body.error.message, 'Deposits on behalf of a third party need an approved request.')
    assert.equal((await admin.browser.get('/consignment/third-party-request')).body.status, 'none')
    assert.equal((await admin.browser.post('/consignment/third-party-request', { message: 'We are a law firm' })).status, 201)
    const again = await admin.browser.post('/consignment/third-party-request', {})
    assert.equal(again.status, 409)
    assert.equal(again.body.error.message, 'Your organization has already made a request.')

    const ace = (decision: string) =>
      run(process.execPath, ['ace', 'consignment:third-party', admin.organisationId, decision], { cwd: app.appRoot.pathname, env: process.env }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e) => ({ code: e.code as number, out: `${e.stdout}${e.stderr}` })
      )
    const approved = await ace('approve')
    assert.equal(approved.code, 0, approved.out)
    assert.equal((await admin.browser.get('/consignment/third-party-request')).body.status, 'approved')
    assert.notEqual((await ace('refuse')).code, 0, 'only a pending request can be decided')

    const missing = await admin.browser.post(
      '/consignment/deposits',
      depositBody([testFile('t.txt', 't')], { authorKind: 'third_party', owner: { ...owner, companyNumber: '' }, hashOnly: true })
    )
    assert.equal(missing.body.error.fields['owner.companyNumber'], 'Required field')
    const made = await deposit(admin.browser, [testFile('t.txt', 't')], {
      authorKind: 'third_party',
      owner,
      hashOnly: true,
      coAuthors: [{ firstname: 'Wile', lastname: 'Coyote', email: owner.email }],
    }).catch((e) => e)
    assert.instanceOf(made, Error, "the owner's e-mail is the author's: not a co-author")
    const ok = await deposit(admin.browser, [testFile('t.txt', 't')], { authorKind: 'third_party', owner, hashOnly: true })
    assert.equal(ok.deposit.author.name, 'ACME SAS (Wile Coyote)')
    assert.equal(ok.deposit.author.email, owner.email)
  })

  test('a refused request blocks a new one', async ({ assert }) => {
    const admin = await signUp({ language: 'en' })
    await admin.browser.post('/consignment/third-party-request', {})
    await run(process.execPath, ['ace', 'consignment:third-party', admin.organisationId, 'refuse'], { cwd: app.appRoot.pathname, env: process.env })
    assert.equal((await admin.browser.get('/consignment/third-party-request')).body.status, 'refused')
    assert.equal((await admin.browser.post('/consignment/third-party-request', {})).status, 409)
  })
})

test.group('Consignment: public pages', (group) => {
  group.setup(async () => startJobWorker())

  test('certificate page data, PDF, embed badge (any origin), public keys; unknown tokens answer "Error: unable to retrieve proof"', async ({ assert }) => {
    const account = await signUp({ language: 'en', firstname: 'Public', lastname: 'Page' })
    const created = await deposit(account.browser, [testFile('public.txt', 'public')], {
      coAuthors: [{ firstname: 'Co', lastname: 'Author', email: uniqueEmail('co') }],
    })
    const done = await sealed(account.browser, created.deposit.id)
    const file = done.files[0]!
    const anonymous = new Browser('it')
    const page = await anonymous.get(`/consignment/certificates/${file.certificateToken}`)
    assert.equal(page.status, 200)
    assert.include(page.body, {
      number: done.number,
      fileName: 'public.txt',
      checksum: file.sha256,
      securityHash: file.securityHash,
      depositor: 'Public Page',
      uniqueId: file.id,
    })
    assert.deepEqual(page.body.authors, ['Public Page', 'Co Author'])
    assert.equal(page.body.anchor.state, 'none')
    const pdf = await fetch(`${Browser.baseUrl()}/api/v2/consignment/certificates/${file.certificateToken}/pdf?lang=es`)
    assert.equal(pdf.headers.get('content-type'), 'application/pdf')

    const unknown = await new Browser('en').get('/consignment/certificates/AAAAAAAAAAAAAAAAAAAAAA')
    assert.equal(unknown.status, 404)
    assert.equal(unknown.body.error.message, 'Error: unable to retrieve proof')

    const embed = await fetch(`${Browser.baseUrl()}/api/v2/consignment/embed/${done.integrationToken}`, { headers: { origin: 'https://somewhere.example' } })
    assert.equal(embed.headers.get('access-control-allow-origin'), '*')
    assert.deepEqual(await embed.json(), {
      fileName: 'public.txt',
      sha256: file.sha256,
      size: file.size,
      depositedAt: done.depositedAt,
      certificateToken: file.certificateToken,
      number: done.number,
      state: 'protected',
      qualified: false,
      tsa: file.timestamp!.tsa,
      anchor: { state: 'none', explorerUrl: null },
    })
    const missing = await fetch(`${Browser.baseUrl()}/api/v2/consignment/embed/AAAAAAAAAAAAAAAAAAAAAA`)
    assert.equal(missing.status, 404)
    assert.equal(missing.headers.get('access-control-allow-origin'), '*')

    const keys = await anonymous.get('/consignment/keys')
    assert.equal(keys.body.keys.length >= 1, true)
    assert.match(keys.body.keys[0].publicKeyPem, /BEGIN PUBLIC KEY/)
  })

  test('decode: the fields of docs/product.md §3 after the signature check; tampered, truncated or empty hashes are refused saying what is wrong', async ({
    assert,
  }) => {
    const account = await signUp({ language: 'en', firstname: 'Dee', lastname: 'Coder' })
    const created = await deposit(account.browser, [testFile('decode.txt', 'decode me')], {
      coAuthors: [{ firstname: 'Al', lastname: 'Gore', email: 'al@example.org' }],
    })
    const done = await sealed(account.browser, created.deposit.id)
    const hash = done.files[0]!.securityHash!
    const anonymous = new Browser('en')
    const decoded = await anonymous.post('/consignment/decode', { hash })
    assert.equal(decoded.status, 200)
    assert.include(decoded.body, {
      fileName: 'decode.txt',
      uniqueId: done.files[0]!.id,
      checksum: done.files[0]!.sha256,
      size: 9,
      depositor: 'Dee Coder',
      depositorEmail: account.email,
    })
    assert.deepEqual(decoded.body.coAuthors, [{ firstname: 'Al', lastname: 'Gore', email: 'al@example.org' }])
    assert.equal(decoded.body.depositDate, new Date(Math.floor(new Date(done.depositedAt!).getTime() / 1000) * 1000).toISOString())

    const empty = await anonymous.post('/consignment/decode', { hash: '  ' })
    assert.equal(empty.status, 422)
    assert.equal(empty.body.error.message, 'Please enter your security hash')
    const invalidSignature = 'Invalid signature: this security hash was not issued by Sceau, or it was changed.'
    const invalidHash = 'Invalid security hash: it was changed or not copied whole.'
    const refusal = async (bad: string) => {
      const answer = await anonymous.post('/consignment/decode', { hash: bad })
      assert.equal(answer.status, 400, bad)
      assert.equal(answer.body.error.code, 'E_DECODE')
      return answer.body.error.message as string
    }
    // A changed payload byte may still read as a hash, then its signature fails (or its key id changed), or not.
    const unknownKey = 'Invalid signature: this security hash was signed with a key this service does not know.'
    assert.include([invalidSignature, invalidHash, unknownKey], await refusal(`${hash.slice(0, 10)}${hash[10] === 'x' ? 'y' : 'x'}${hash.slice(11)}`))
    assert.equal(await refusal(`${hash.slice(0, -3)}${hash.at(-3) === 'A' ? 'B' : 'A'}${hash.slice(-2)}`), invalidSignature, 'signature byte')
    assert.equal(await refusal(hash.slice(0, hash.length - 20)), invalidHash, 'truncated')
    assert.equal(await refusal('not a hash at all!'), invalidHash)
    const french = await new Browser('fr').post('/consignment/decode', { hash: 'x' })
    assert.equal(french.body.error.message, 'Hash de sécurité invalide : il a été modifié ou n’a pas été copié en entier.')
  })
})

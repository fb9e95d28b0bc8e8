import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { getExactly as visit } from '@sceau/testing/browser'
import { files, signUp, userTransfer } from './support/transfers.js'

/** What a browser sends when the recipient clicks a download link (a top-level navigation), in `language`. */
const clicked = (language: string) => ({
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  accept: 'text/html,*/*;q=0.8',
  'accept-language': language,
})

test.group('Transfer downloads: a failed download a browser opened comes back to the recipient page', () => {
  test('a file or an archive that cannot be sent sends the browser to the recipient page in its language, which says which; API callers keep the JSON error', async ({
    assert,
  }) => {
    const sender = await signUp({ language: 'en' })
    const { token, sent } = await userTransfer(sender.browser, {}, files(['a.txt', 5], ['b.txt', 7]))
    const origin = new URL(sent.link).origin

    const file = await visit(`/transfer/downloads/${token}/files/999999`, clicked('en-GB,en;q=0.9'))
    assert.oneOf(file.status, [302, 303], file.body)
    assert.equal(file.location, `${origin}/en/download/${token}?failed=file&code=E_NOT_FOUND`)

    const zip = await visit(`/transfer/downloads/${token}/zip?files=999999`, clicked('it-IT'))
    assert.equal(zip.location, `${origin}/it/download/${token}?failed=zip&code=E_NOT_FOUND`)
    // French is the unprefixed language.
    assert.equal(
      (await visit(`/transfer/downloads/${token}/zip?files=999999`, clicked('fr-FR'))).location,
      `${origin}/download/${token}?failed=zip&code=E_NOT_FOUND`
    )

    // A script (fetch, the CLI) gets the translated JSON error as before.
    const called = await visit(`/transfer/downloads/${token}/zip?files=999999`, { accept: 'application/json', 'accept-language': 'en' })
    assert.equal(called.status, 404)
    assert.include(called.type, 'application/json')
    assert.equal(JSON.parse(called.body).error.code, 'E_NOT_FOUND')

    // A file whose analysis has not given its CRC-32 yet cannot join an archive: the code tells the page to say "being analysed".
    await db
      .from('transfer_files')
      .where('name', 'b.txt')
      .whereIn('transfer_id', db.from('transfer_transfers').select('id').where('token', token))
      .update({ crc32: null })
    const analysing = await visit(`/transfer/downloads/${token}/zip`, clicked('en'))
    assert.equal(analysing.location, `${origin}/en/download/${token}?failed=zip&code=E_FILE_ANALYSING`)

    // What works is untouched: the archive of the ready file downloads as an attachment.
    const readyId = (
      await db.from('transfer_files').where('name', 'a.txt').whereIn('transfer_id', db.from('transfer_transfers').select('id').where('token', token)).first()
    ).id
    const ok = await visit(`/transfer/downloads/${token}/zip?files=${readyId}`, clicked('en'))
    assert.equal(ok.status, 200)
    assert.include(ok.type, 'application/zip')
  })
})

test.group("Transfer downloads: the sender's proof of delivery refused comes back to the transfer's page", () => {
  test("a proof of delivery the server refuses sends the sender's browser to /app/transfers/{id} in its language; API callers keep the JSON error", async ({
    assert,
  }) => {
    const sender = await signUp({ language: 'en' })
    const { sent } = await userTransfer(sender.browser, {}, files(['a.txt', 5]))
    const origin = new URL(sent.link).origin
    // Another organisation's transfer, or none: the same 404, said on the transfer's page.
    const other = await sender.browser.navigate('/transfer/transfers/999999999/proof-of-delivery', { language: 'en-GB,en;q=0.9' })
    assert.oneOf(other.status, [302, 303], other.body)
    assert.equal(other.location, `${origin}/en/app/transfers/999999999?failed=proofOfDelivery&code=E_NOT_FOUND`)
    const french = await sender.browser.navigate('/transfer/transfers/999999999/proof-of-delivery', { language: 'fr-FR' })
    assert.equal(french.location, `${origin}/app/transfers/999999999?failed=proofOfDelivery&code=E_NOT_FOUND`)
    const called = await sender.browser.get('/transfer/transfers/999999999/proof-of-delivery')
    assert.equal(called.status, 404)
    assert.equal(called.body.error.code, 'E_NOT_FOUND')
  })
})

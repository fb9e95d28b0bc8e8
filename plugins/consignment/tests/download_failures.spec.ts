import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { PlatformInfo } from '@sceau/plugin-sdk/server'
import type { CreatedDeposit } from '../shared/index.js'
import { Browser, depositBody, signUp, testFile } from './support/deposits.js'

test.group('Consignment downloads: a refused download a browser opened comes back to the page, which says it', () => {
  test("certificate, proof folder, file and invoice go back to the deposit's page in the member's language; the public PDF to the certificate page; API callers keep the JSON error", async ({
    assert,
  }) => {
    const account = await signUp({ language: 'en' })
    // Announced but never uploaded, so never sealed whatever workers run: its certificate and proof folder are refused; no invoice (free).
    const answer = await account.browser.post('/consignment/deposits', depositBody([testFile('plan.txt', 'a plan')]))
    assert.equal(answer.status, 201, JSON.stringify(answer.body))
    const created = answer.body as CreatedDeposit
    const id = created.deposit.id
    const fileId = created.deposit.files[0]!.id
    const origin = (await app.container.make(PlatformInfo)).appUrl
    const base = `/consignment/deposits/${id}`
    for (const [path, asked, code] of [
      [`${base}/files/${fileId}/certificate?lang=en`, 'certificate', 'E_NOT_SEALED'],
      [`${base}/files/${fileId}/proof?lang=en`, 'proofFolder', 'E_NOT_SEALED'],
      [`${base}/files/unknown/download`, 'file', 'E_NOT_FOUND'],
      [`${base}/invoice?lang=en`, 'invoice', 'E_NOT_FOUND'],
    ] as const) {
      const back = await account.browser.navigate(path)
      assert.oneOf(back.status, [302, 303], `${path}: ${back.body}`)
      assert.equal(back.location, `${origin}/en/app/consignments/${id}?failed=${asked}&code=${code}`, path)
    }
    // French is the unprefixed language.
    const french = await account.browser.navigate(`${base}/files/${fileId}/certificate`, { language: 'fr' })
    assert.equal(french.location, `${origin}/app/consignments/${id}?failed=certificate&code=E_NOT_SEALED`)
    // The public certificate PDF of an unknown token: back to the certificate page.
    const publicPdf = await new Browser('it').navigate('/consignment/certificates/AAAAAAAAAAAAAAAAAAAAAA/pdf?lang=it')
    assert.oneOf(publicPdf.status, [302, 303], publicPdf.body)
    assert.match(publicPdf.location ?? '', new RegExp(`^${origin}/it/certificate/AAAAAAAAAAAAAAAAAAAAAA\\?failed=certificate&code=E_`))
    // A script or the CLI gets the translated JSON error as before.
    const called = await account.browser.get(`${base}/files/${fileId}/certificate`)
    assert.equal(called.status, 409)
    assert.equal(called.body.error.code, 'E_NOT_SEALED')
    assert.equal(called.body.error.message, 'Unable to download the certificate.')
  })
})

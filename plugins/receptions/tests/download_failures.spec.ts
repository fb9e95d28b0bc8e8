import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { Browser } from './support/receptions.js'
import { signUp } from '@sceau/testing/personas'

test.group('Reception deliveries: a refused download a browser opened comes back to the page it was clicked on', () => {
  test('file, archive, receipt and proof of delivery: back to the delivery page (its Referer) with ?failed=…; never to another site; API callers keep the JSON error', async ({
    assert,
  }) => {
    const member = await signUp({ language: 'en' })
    const origin = new URL(Browser.baseUrl()).origin
    const id = randomUUID()
    const page = `${origin}/en/app/receptions/page/deliveries/${id}`
    for (const [path, asked] of [
      [`/receptions/deliveries/${id}/files/${randomUUID()}`, 'file'],
      [`/receptions/deliveries/${id}/zip`, 'zip'],
      [`/receptions/deliveries/${id}/receipt`, 'receipt'],
      [`/receptions/deliveries/${id}/proof-of-delivery`, 'proofOfDelivery'],
    ] as const) {
      const back = await member.browser.navigate(path, { referer: `${page}?failed=zip&code=E_OLD#files` })
      assert.oneOf(back.status, [302, 303], `${path}: ${back.body}`)
      // The earlier failure's parameters and the fragment are replaced, not piled up.
      assert.equal(back.location, `${page}?failed=${asked}&code=E_NOT_FOUND`, path)
    }
    // A Referer from another site, or an API address, is no page to go back to: the JSON error.
    for (const referer of ['https://elsewhere.example/page', `${origin}/api/v2/receptions/deliveries`, 'not a url']) {
      const kept = await member.browser.navigate(`/receptions/deliveries/${id}/zip`, { referer })
      assert.equal(kept.status, 404, referer)
      assert.isNull(kept.location)
      assert.include(kept.type, 'application/json')
    }
    const called = await member.browser.get(`/receptions/deliveries/${id}/zip`)
    assert.equal(called.status, 404)
    assert.equal(called.body.error.code, 'E_NOT_FOUND')
  })
})
